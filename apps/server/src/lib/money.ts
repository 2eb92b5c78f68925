/** Øre to kroner, as every answer gives amounts. */
export const kroner = (ore: number): number => Math.round(ore) / 100;
