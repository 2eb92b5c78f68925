/**
 * One bound for every JSON body the API takes (saved components, designs, templates, flow definitions, popup
 * projects, content pages, settings): at most this many levels deep, checked before any schema walks it. A
 * builder's real project is a few dozen levels; 5,000 levels overflowed the stack (500) and 2,000 were stored
 * and broke the builder. The size bound is the server's body limit (BODY_LIMIT_BYTES, 1 MB, answered 413).
 */
export const JSON_BODY_MAX_DEPTH = 100;

/** How deep a parsed JSON value nests (a scalar is 0), counted without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
