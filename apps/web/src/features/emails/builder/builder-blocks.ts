import type { BuilderComponent } from '@butikkpanel/contracts';
import type { Component, Editor } from 'grapesjs';
import { ICONS } from '@/components/builder/grapes-panels';
import { syncSavedComponentBlocks } from '@/components/builder/saved-component-blocks';
import {
  discountCodeMjml,
  escapeHtml,
  type FooterSettings,
  footerBlockMjml,
  placeholderProductMjml,
  recommendationsPlaceholderMjml,
} from './block-mjml';

export const SHOP_BLOCKS = {
  product: 'shop-product',
  recommendations: 'shop-recommendations',
  discount: 'shop-discount-code',
  footer: 'shop-footer',
} as const;

export interface ShopBlockTexts {
  category: string;
  product: string;
  productName: string;
  productImage: string;
  buy: string;
  recommendations: string;
  recommendationsTitle: string;
  recommendationsBody: string;
  discount: string;
  discountIntro: string;
  footer: string;
  unsubscribe: string;
}

/** Types a block may be clicked into the body as (anything smaller needs a column, so it is dragged). */
const BODY_LEVEL = ['mj-section', 'mj-wrapper', 'mj-hero'];

/** Adds a section-level block at the end of the design, as a click on the block does; the new component. */
export function appendToBody(
  editor: Editor,
  content: string | Record<string, unknown>,
): Component | undefined {
  const body = editor.getWrapper()?.findType('mj-body')[0];
  const [added] = body?.append(content) ?? [];
  if (added) editor.select(added);
  return added;
}

/**
 * The shop's own blocks: a product card (the caller then offers the catalogue), a placeholder for
 * recommendations, the discount code and the shop's footer. Each can be dragged in or clicked to be added
 * at the end; `onInserted` hears of both.
 */
export function addShopBlocks(
  editor: Editor,
  texts: ShopBlockTexts,
  onInserted: (component: Component, blockId: string) => void,
): void {
  const category = { id: 'shop', label: escapeHtml(texts.category), open: true };
  const add = (id: string, label: string, media: string, content: string) =>
    editor.Blocks.add(id, {
      label: escapeHtml(label),
      media,
      category,
      content,
      select: true,
      onClick: (block) => {
        const added = appendToBody(editor, block.get('content') as string);
        if (added) onInserted(added, id);
      },
    });
  add(
    SHOP_BLOCKS.product,
    texts.product,
    ICONS.product,
    placeholderProductMjml({ name: texts.productName, image: texts.productImage, buy: texts.buy }),
  );
  add(
    SHOP_BLOCKS.recommendations,
    texts.recommendations,
    ICONS.recommendations,
    recommendationsPlaceholderMjml({ title: texts.recommendationsTitle, body: texts.recommendationsBody }),
  );
  add(SHOP_BLOCKS.discount, texts.discount, ICONS.discount, discountCodeMjml({ intro: texts.discountIntro }));
  add(
    SHOP_BLOCKS.footer,
    texts.footer,
    ICONS.footer,
    footerBlockMjml(null, { unsubscribe: texts.unsubscribe }),
  );
}

/** The footer block with the shop's own lines, once its sender settings have come. */
export function setFooterBlock(editor: Editor, settings: FooterSettings | null, unsubscribe: string): void {
  editor.Blocks.get(SHOP_BLOCKS.footer)?.set('content', footerBlockMjml(settings, { unsubscribe }));
}

/** The account's saved components as blocks; a section-level one can also be clicked in at the end. */
export function syncEmailComponentBlocks(editor: Editor, components: readonly BuilderComponent[]): void {
  syncSavedComponentBlocks(editor, components, (content) =>
    BODY_LEVEL.includes(String(content.type ?? '')) ? () => appendToBody(editor, content) : undefined,
  );
}
