import { SAMPLE_DISCOUNT_CODE } from '@butikkpanel/contracts';
import type { Editor } from 'grapesjs';

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

/** Adds the sample's style to each frame of the canvas as it loads. */
export function showSampleCodes(editor: Editor): void {
  const add = (document: Document | null | undefined) => {
    if (!document?.head || document.getElementById('sample-discount-code')) return;
    const style = document.createElement('style');
    style.id = 'sample-discount-code';
    style.textContent = sampleCodeCss();
    document.head.append(style);
  };
  editor.on('canvas:frame:load', ({ window }: { window: Window }) => add(window.document));
  add(editor.Canvas.getDocument());
}
