import type { FlowDetail, FlowStepFigures } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '@/lib/format';

const NO_FIGURES: FlowStepFigures = {
  entered: 0,
  waiting: 0,
  passed: 0,
  exited: 0,
  sent: 0,
  opened: 0,
  clicked: 0,
  orders: 0,
  revenue: 0,
};

/** A step's figures on the live flow; a step without any has zeros on an active flow and nothing otherwise. */
export function stepFiguresOf(flow: Pick<FlowDetail, 'active' | 'figures'>) {
  return (id: string): FlowStepFigures | null => {
    const own = flow.figures[id];
    if (own) return own;
    // The start is not a step the engine counts on.
    return flow.active && id !== 'start' ? NO_FIGURES : null;
  };
}

/** One line for the list view: "12 inne · 3 venter · 9 sendt · 2 ordrer" (mail figures on send steps only). */
export function StepFiguresLine({ figures, mail }: { figures: FlowStepFigures; mail: boolean }) {
  const { t, i18n } = useTranslation(['flows']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const part = (key: 'entered' | 'waiting' | 'sent' | 'orders') =>
    t(`flows:figures.short.${key}`, { count: figures[key], value: formatNumber(figures[key], language) });
  const parts = [part('entered'), part('waiting'), ...(mail ? [part('sent'), part('orders')] : [])];
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      <span className="bp-visually-hidden">{t('flows:figures.shortLabel')} </span>
      {parts.join(' · ')}
    </Typography>
  );
}

/** The selected step's figures in the side panel, as a labelled description list. */
export function StepFiguresTable({ figures }: { figures: FlowStepFigures }) {
  const { t, i18n } = useTranslation(['flows']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const headingId = useId();
  const rows: Array<[string, string]> = [
    [t('flows:figures.entered'), formatNumber(figures.entered, language)],
    [t('flows:figures.waiting'), formatNumber(figures.waiting, language)],
    [t('flows:figures.passed'), formatNumber(figures.passed, language)],
    [t('flows:figures.exited'), formatNumber(figures.exited, language)],
    [t('flows:figures.sent'), formatNumber(figures.sent, language)],
    [t('flows:figures.opened'), formatNumber(figures.opened, language)],
    [t('flows:figures.clicked'), formatNumber(figures.clicked, language)],
    [t('flows:figures.orders'), formatNumber(figures.orders, language)],
    [t('flows:figures.revenue'), formatAmount(figures.revenue, language)],
  ];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('flows:figures.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('flows:figures.help')}
      </Typography>
      <Box
        component="dl"
        aria-labelledby={headingId}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
