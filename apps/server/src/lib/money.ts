/** Øre to kroner, as every answer gives amounts. */
export const kroner = (ore: number): number => Math.round(ore) / 100;

const kronerText = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Øre as a Norwegian amount for people to read: "1 234,50 kr". */
export const formatKroner = (ore: number): string => `${kronerText.format(ore / 100)} kr`;
