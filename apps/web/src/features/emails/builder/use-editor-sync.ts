import type { BuilderComponent, BuilderFont } from '@butikkpanel/contracts';
import type { Asset, Editor } from 'grapesjs';
import { useEffect } from 'react';
import type { FooterSettings } from './block-mjml';
import { setFooterBlock, syncEmailComponentBlocks } from './builder-blocks';
import { applyFonts } from './fonts';

/**
 * Keeps what arrives after the editor opened in it: the account's fonts (style manager and canvas), its
 * saved components (blocks) and the shop's footer lines (the footer block).
 */
export function useEditorSync(
  editor: Editor | null,
  data: {
    fonts: readonly BuilderFont[] | undefined;
    components: readonly BuilderComponent[] | undefined;
    footer: FooterSettings | undefined;
    unsubscribe: string;
    /** Addresses of the account's uploaded images. */
    images: readonly string[] | undefined;
  },
): void {
  const { fonts, components, footer, unsubscribe, images } = data;

  useEffect(() => {
    if (!editor || !images) return;
    const known = new Set(editor.AssetManager.getAll().map((asset: Asset) => asset.getSrc()));
    const missing = images.filter((src) => !known.has(src));
    if (missing.length > 0) editor.AssetManager.add(missing.map((src) => ({ src })));
  }, [editor, images]);

  useEffect(() => {
    if (!editor || !fonts) return;
    // The preset sets up the style manager when the editor is ready; the fonts go in after it.
    editor.onReady(() => applyFonts(editor, fonts));
    const onFrame = () => applyFonts(editor, fonts);
    editor.on('canvas:frame:load', onFrame);
    return () => {
      editor.off('canvas:frame:load', onFrame);
    };
  }, [editor, fonts]);

  useEffect(() => {
    if (editor && components) syncEmailComponentBlocks(editor, components);
  }, [editor, components]);

  useEffect(() => {
    if (editor && footer) setFooterBlock(editor, footer, unsubscribe);
  }, [editor, footer, unsubscribe]);
}
