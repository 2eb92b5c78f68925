import type { Editor } from 'grapesjs';
import { escapeHtml } from './block-mjml';
import { discountCodeSnippet } from './sample-code';

/**
 * The merge tags the builder offers, each a Liquid snippet the server accepts (contracts' MERGE_TAGS).
 * Loops write one line per order or cart line; they use <br> rather than a table, because the HTML parser
 * would move Liquid text out of a table.
 */
export const MERGE_TAG_IDS = [
  'customerFirstName',
  'customerName',
  'customerEmail',
  'shopName',
  'orderId',
  'orderTotal',
  'orderLines',
  'cartLines',
  'cartTotal',
  'discountCode',
  'unsubscribeLink',
] as const;
export type MergeTagId = (typeof MERGE_TAG_IDS)[number];

const SNIPPETS: Record<Exclude<MergeTagId, 'unsubscribeLink'>, string> = {
  customerFirstName: '{{ customer.first_name }}',
  customerName: '{{ customer.name }}',
  customerEmail: '{{ customer.email }}',
  shopName: '{{ shop.name }}',
  orderId: '{{ order.id }}',
  orderTotal: '{{ order.total }}',
  orderLines:
    '{% for line in order.lines %}{{ line.quantity }} × {{ line.name }}: {{ line.total }}<br>{% endfor %}',
  cartLines:
    '{% for line in cart.lines %}{{ line.quantity }} × {{ line.name }}: {{ line.total }}<br>{% endfor %}',
  cartTotal: '{{ cart.total }}',
  discountCode: discountCodeSnippet(),
};

/** The HTML a merge tag puts into a text; the unsubscribe link needs its words. */
export function mergeTagSnippet(id: MergeTagId, unsubscribeText: string): string {
  if (id === 'unsubscribeLink') return `<a href="{{ unsubscribe_url }}">${escapeHtml(unsubscribeText)}</a>`;
  return SNIPPETS[id];
}

export type MergeTagInsert = 'at-cursor' | 'appended' | 'no-text';

/**
 * Puts a merge tag where the user is writing (the open text's cursor), else at the end of the selected text
 * block; with no text chosen, nothing happens and the caller says so.
 */
export function insertMergeTag(editor: Editor, html: string): MergeTagInsert {
  const rte = editor.RichTextEditor.globalRte;
  if (editor.getEditing() && rte) {
    rte.insertHTML(html, { select: false });
    return 'at-cursor';
  }
  const selected = editor.getSelected();
  if (selected?.is('mj-text')) {
    selected.append(html);
    return 'appended';
  }
  return 'no-text';
}
