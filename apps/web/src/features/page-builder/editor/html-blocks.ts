import type { FormFieldType } from '@butikkpanel/contracts';
import type { Component, Editor } from 'grapesjs';
import { escapeHtml } from '@/components/builder/escape-html';
import { ICONS } from '@/components/builder/grapes-panels';
import { FORM_CSS, formFieldHtml } from './form-field-html';

/** The ids of the blocks the screen reacts to when they land in the design. */
export const PAGE_BLOCKS = {
  image: 'bp-image',
  field: (type: FormFieldType) => `bp-field-${type}`,
} as const;

export interface PageBlockTexts {
  basic: string;
  shop: string;
  form: string;
  heading: string;
  headingText: string;
  text: string;
  textBody: string;
  image: string;
  button: string;
  buttonText: string;
  columns2: string;
  columns3: string;
  column: string;
  countdown: string;
  countdownIntro: string;
  product: string;
  productName: string;
  productPrice: string;
  productLink: string;
  discount: string;
  discountIntro: string;
  signup: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  fieldTypes: Record<FormFieldType, string>;
}

const svg = (path: string) =>
  `<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path fill="currentColor" d="${path}"/></svg>`;
const MEDIA = {
  heading: svg('M5 4v3h5.5v12h3V7H19V4z'),
  text: svg('M3 5h18v2H3V5m0 4h18v2H3V9m0 4h18v2H3v-2m0 4h12v2H3v-2Z'),
  image: svg(
    'M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z',
  ),
  button: svg('M4 8h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2m2 3v2h12v-2H6Z'),
  columns: svg('M3 4h8v16H3V4m10 0h8v16h-8V4Z'),
  columns3: svg('M2 4h6v16H2V4m7 0h6v16H9V4m7 0h6v16h-6V4Z'),
  countdown: svg(
    'M15 1H9v2h6V1m-4 13h2V8h-2v6m8.03-6.61 1.42-1.42c-.43-.51-.9-.99-1.41-1.41l-1.42 1.42A8.96 8.96 0 0 0 12 4a9 9 0 1 0 9 9c0-2.12-.74-4.07-1.97-5.61M12 20a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z',
  ),
  form: svg('M3 5h18v4H3V5m0 6h18v4H3v-4m0 6h8v2H3v-2Z'),
  field: svg('M4 7h16v10H4V7m2 2v6h12V9H6Z'),
};

interface PageBlock {
  id: string;
  label: string;
  media: string;
  /** HTML (with its CSS in a style element) or a component definition. */
  content: string | Record<string, unknown>;
}

/** Blocks every design starts from; their CSS is in the block, so a design carries what it uses. */
function basicBlocks(texts: PageBlockTexts): PageBlock[] {
  const t = (value: string) => escapeHtml(value);
  return [
    {
      id: 'bp-heading',
      label: texts.heading,
      media: MEDIA.heading,
      content: `<h2 class="bp-heading">${t(texts.headingText)}</h2>`,
    },
    {
      id: 'bp-text',
      label: texts.text,
      media: MEDIA.text,
      content: `<p class="bp-text">${t(texts.textBody)}</p>`,
    },
    {
      id: PAGE_BLOCKS.image,
      label: texts.image,
      media: MEDIA.image,
      // The screen offers the file library at once; the picture's description is edited in its settings.
      content: { type: 'image', attributes: { alt: '' }, style: { 'max-width': '100%' } },
    },
    {
      id: 'bp-button',
      label: texts.button,
      media: MEDIA.button,
      content:
        `<a class="bp-button" href="/">${t(texts.buttonText)}</a>` +
        '<style>.bp-button{display:inline-block;padding:12px 20px;border-radius:6px;background:#1f3a5f;color:#fff;text-decoration:none;font-weight:600}</style>',
    },
    {
      id: 'bp-columns-2',
      label: texts.columns2,
      media: MEDIA.columns,
      content:
        `<div class="bp-row"><div class="bp-col"><p>${t(texts.column)}</p></div><div class="bp-col"><p>${t(texts.column)}</p></div></div>` +
        '<style>.bp-row{display:flex;flex-wrap:wrap;gap:16px}.bp-col{flex:1 1 220px;min-width:0;padding:8px}</style>',
    },
    {
      id: 'bp-columns-3',
      label: texts.columns3,
      media: MEDIA.columns3,
      content:
        `<div class="bp-row">${`<div class="bp-col"><p>${t(texts.column)}</p></div>`.repeat(3)}</div>` +
        '<style>.bp-row{display:flex;flex-wrap:wrap;gap:16px}.bp-col{flex:1 1 160px;min-width:0;padding:8px}</style>',
    },
  ];
}

/** The shop's blocks: a countdown the widget runs, a product card, the discount code. */
function shopBlocks(texts: PageBlockTexts): PageBlock[] {
  const t = (value: string) => escapeHtml(value);
  return [
    {
      id: 'bp-countdown',
      label: texts.countdown,
      media: MEDIA.countdown,
      content: { type: 'bp-countdown' },
    },
    {
      id: 'bp-product',
      label: texts.product,
      media: ICONS.product,
      content:
        `<div class="bp-product"><img src="" alt="${t(texts.productName)}" class="bp-product-image">` +
        `<h3 class="bp-product-name">${t(texts.productName)}</h3><p class="bp-product-price">${t(texts.productPrice)}</p>` +
        `<a class="bp-button" href="/">${t(texts.productLink)}</a></div>` +
        '<style>.bp-product{display:flex;flex-direction:column;gap:8px;align-items:center;text-align:center;padding:12px}.bp-product-image{max-width:100%;width:240px;aspect-ratio:1;object-fit:cover;background:#eee}</style>',
    },
    {
      id: 'bp-discount',
      label: texts.discount,
      media: ICONS.discount,
      // In a popup the widget writes the code handed out at the submit into the element with data-bp-code.
      content:
        `<div class="bp-discount"><p>${t(texts.discountIntro)}</p><p class="bp-code" data-bp-code>VELKOMMEN10</p></div>` +
        '<style>.bp-discount{text-align:center}.bp-code{display:inline-block;padding:8px 16px;border:2px dashed #1f3a5f;font:700 20px/1.2 monospace;letter-spacing:2px}</style>',
    },
  ];
}

function formBlocks(texts: PageBlockTexts): PageBlock[] {
  const signup =
    '<form class="bp-form" data-bp-form="signup">' +
    formFieldHtml({
      type: 'email',
      name: 'email',
      label: texts.emailLabel,
      placeholder: texts.emailPlaceholder,
      required: true,
      options: [],
    }) +
    `<button type="submit" class="bp-submit">${escapeHtml(texts.submit)}</button></form>` +
    `<style>${FORM_CSS}</style>`;
  return [
    { id: 'bp-form', label: texts.signup, media: MEDIA.form, content: signup },
    ...(Object.keys(texts.fieldTypes) as FormFieldType[]).map((type) => ({
      id: PAGE_BLOCKS.field(type),
      label: texts.fieldTypes[type],
      media: MEDIA.field,
      // A marker the screen replaces with the real field once its dialog is filled in (or removes).
      content: { type: 'bp-field-placeholder', attributes: { 'data-bp-field': type } },
    })),
  ];
}

/**
 * The builder's blocks: basics, the shop's blocks, and the form with its six field types. `onInserted`
 * hears of every block that lands in the design, dragged or clicked.
 */
export function addPageBlocks(
  editor: Editor,
  texts: PageBlockTexts,
  onInserted: (component: Component, blockId: string) => void,
): void {
  const groups: Array<[{ id: string; label: string; open: boolean }, PageBlock[]]> = [
    [{ id: 'basic', label: texts.basic, open: true }, basicBlocks(texts)],
    [{ id: 'shop', label: texts.shop, open: true }, shopBlocks(texts)],
    [{ id: 'form', label: texts.form, open: true }, formBlocks(texts)],
  ];
  for (const [category, blocks] of groups) {
    for (const block of blocks) {
      editor.Blocks.add(block.id, {
        label: escapeHtml(block.label),
        media: block.media,
        category: { ...category, label: escapeHtml(category.label) },
        content: block.content,
        select: true,
        onClick: () => {
          const [added] = editor.getWrapper()?.append(block.content) ?? [];
          if (!added) return;
          editor.select(added);
          onInserted(added, block.id);
        },
      });
    }
  }
}
