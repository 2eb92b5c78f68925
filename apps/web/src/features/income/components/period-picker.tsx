import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-time-picker';
import { PERIOD_PRESETS, type Period, type PeriodPreset, presetPeriod } from '../period';

interface PeriodPickerProps {
  preset: PeriodPreset;
  period: Period;
  onChange: (preset: PeriodPreset, period: Period) => void;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Presets (last 7 and 30 days, this month) or a chosen from–to; only a valid period is passed on. */
export function PeriodPicker({ preset, period, onChange }: PeriodPickerProps) {
  const { t } = useTranslation(['income']);
  const [draft, setDraft] = useState(period);
  const reversed = isDay(draft.from) && isDay(draft.to) && draft.from > draft.to;

  const choosePreset = (next: PeriodPreset | null) => {
    if (!next) return;
    if (next === 'custom') {
      setDraft(period);
      onChange('custom', period);
      return;
    }
    const chosen = presetPeriod(next);
    setDraft(chosen);
    onChange(next, chosen);
  };

  const changeDay = (part: keyof Period, value: string) => {
    const next = { ...draft, [part]: value };
    setDraft(next);
    if (isDay(next.from) && isDay(next.to) && next.from <= next.to) onChange('custom', next);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset}
        onChange={(_event, next: PeriodPreset | null) => choosePreset(next)}
        aria-label={t('income:period.label')}
        // Four presets do not fit a phone's width side by side: they wrap instead of widening the page.
        sx={{ flexWrap: 'wrap' }}
      >
        {PERIOD_PRESETS.map((name) => (
          <ToggleButton key={name} value={name}>
            {t(`income:period.${name}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            size="small"
            label={t('income:period.from')}
            value={draft.from}
            onChange={(next) => changeDay('from', next)}
          />
          <DatePicker
            size="small"
            label={t('income:period.to')}
            value={draft.to}
            error={reversed ? t('income:period.reversed') : undefined}
            onChange={(next) => changeDay('to', next)}
          />
        </Stack>
      )}
    </Stack>
  );
}
