import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './builder-texts';
import type { PanelTitles } from './grapes-panels';

/** The titles of GrapesJS's own panel buttons, the same in every builder. */
export function usePanelTitles(): PanelTitles {
  const { t } = useTranslation(['builder']);
  return useMemo(
    () => ({
      outline: t('builder:panels.outline'),
      code: t('builder:panels.code'),
      style: t('builder:panels.style'),
      settings: t('builder:panels.settings'),
      layers: t('builder:panels.layers'),
      blocks: t('builder:panels.blocks'),
    }),
    [t],
  );
}
