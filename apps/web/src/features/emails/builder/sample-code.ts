import { SAMPLE_DISCOUNT_CODE } from '@butikkpanel/contracts';

/** The class the discount block and the merge-tag menu put on `{{ discount_code }}`. */
export const DISCOUNT_CODE_CLASS = 'discount-code';

/** `{{ discount_code }}` marked so the canvas can show a sample in its place (the mail gets the real code). */
export const discountCodeSnippet = (style = ''): string =>
  `<span class="${DISCOUNT_CODE_CLASS}"${style ? ` style="${style}"` : ''}>{{ discount_code }}</span>`;

/**
 * The canvas's own style: a marked code shows the sample the preview shows (EKSEMPELKODE), never the raw
 * merge tag. Only in the builder's frame; the design keeps `{{ discount_code }}` for the server to fill.
 */
export function sampleCodeCss(): string {
  return (
    `.${DISCOUNT_CODE_CLASS}{font-size:0!important;letter-spacing:0!important}` +
    `.${DISCOUNT_CODE_CLASS}::after{content:"${SAMPLE_DISCOUNT_CODE}";font-size:16px;letter-spacing:2px}` +
    `.${DISCOUNT_CODE_CLASS}[style*="font-size:22px"]::after{font-size:22px}`
  );
}
