import { FORM_FIELD_TYPES, type FormFieldType } from '@butikkpanel/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentTypeTexts } from './component-types';
import type { PageBlockTexts } from './html-blocks';

/** Every word the page builder puts into GrapesJS, from the 'page-builder' namespace. */
export function usePageBuilderTexts(): { blocks: PageBlockTexts; types: ComponentTypeTexts } {
  const { t } = useTranslation(['page-builder']);
  return useMemo(() => {
    const block = (key: Exclude<keyof PageBlockTexts, 'fieldTypes'>) => t(`page-builder:blocks.${key}`);
    const keys = [
      'basic',
      'shop',
      'form',
      'heading',
      'headingText',
      'text',
      'textBody',
      'image',
      'button',
      'buttonText',
      'columns2',
      'columns3',
      'column',
      'countdown',
      'countdownIntro',
      'product',
      'productName',
      'productPrice',
      'productLink',
      'discount',
      'discountIntro',
      'signup',
      'emailLabel',
      'emailPlaceholder',
      'submit',
    ] as const;
    const blocks = Object.fromEntries(keys.map((key) => [key, block(key)])) as Omit<
      PageBlockTexts,
      'fieldTypes'
    >;
    const fieldTypes = Object.fromEntries(
      FORM_FIELD_TYPES.map((type) => [type, t(`page-builder:blocks.fieldTypes.${type}`)]),
    ) as Record<FormFieldType, string>;
    const typeKeys = [
      'countdownEnds',
      'countdownHelp',
      'countdownFallback',
      'fieldName',
      'placeholder',
      'required',
      'fieldPlaceholder',
    ] as const;
    const types = Object.fromEntries(
      typeKeys.map((key) => [key, t(`page-builder:types.${key}`)]),
    ) as unknown as ComponentTypeTexts;
    return { blocks: { ...blocks, fieldTypes }, types };
  }, [t]);
}
