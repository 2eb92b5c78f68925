import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelTitles } from '@/components/builder/use-panel-titles';
import type { GrapesTexts } from './use-grapes-editor';

/** Every word GrapesJS shows, from the 'email-builder' namespace (its own translations fill the rest). */
export function useGrapesTexts(): GrapesTexts {
  const { t, i18n } = useTranslation(['email-builder']);
  const panels = usePanelTitles();
  return useMemo(
    () => ({
      panels,
      blocks: {
        category: t('email-builder:blocks.shopCategory'),
        product: t('email-builder:blocks.product'),
        productName: t('email-builder:blocks.productName'),
        productImage: t('email-builder:blocks.productImage'),
        buy: t('email-builder:blocks.buy'),
        recommendations: t('email-builder:blocks.recommendations'),
        recommendationsTitle: t('email-builder:blocks.recommendationsTitle'),
        recommendationsBody: t('email-builder:blocks.recommendationsBody'),
        discount: t('email-builder:blocks.discount'),
        discountIntro: t('email-builder:blocks.discountIntro'),
        footer: t('email-builder:blocks.footer'),
        unsubscribe: t('email-builder:blocks.unsubscribe'),
      },
      basicCategory: t('email-builder:blocks.basicCategory'),
      imagePlaceholder: t('email-builder:blocks.imagePlaceholder'),
      starterText: t('email-builder:blocks.starterText'),
      // A whole subtree of messages, in the language shown (nb when that one's texts are not loaded).
      messages: (i18n.getResource(i18n.resolvedLanguage ?? 'nb', 'email-builder', 'grapes') ??
        i18n.getResource('nb', 'email-builder', 'grapes') ??
        {}) as Record<string, unknown>,
    }),
    [t, i18n, panels],
  );
}
