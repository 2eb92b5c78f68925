/** `%`, `_` and `\` typed by a user match as themselves in a LIKE/ILIKE pattern (PostgreSQL's default escape). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE/ILIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
