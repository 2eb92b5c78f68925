import { type ChatSettingsBody, WEEKDAYS } from '@butikkpanel/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, type FieldPath, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';

type Path = FieldPath<ChatSettingsBody>;

export const OPENING_HOURS_FIELDS = WEEKDAYS.flatMap(
  (day) => [`opening_hours.${day}.from`, `opening_hours.${day}.to`] as Path[],
);

/** Opening hours per weekday (from/to or closed), or none: chat is then always open. */
export function OpeningHoursFields({
  control,
  readOnly,
  onToggle,
}: {
  control: Control<ChatSettingsBody>;
  readOnly: boolean;
  onToggle(on: boolean): void;
}) {
  const { t } = useTranslation(['settings']);
  const hours = useWatch({ control, name: 'opening_hours' });
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('settings:chatSettings.hoursTitle')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={Boolean(hours)} disabled={readOnly} onChange={(_, on) => onToggle(on)} />}
        label={t('settings:chatSettings.useHours')}
      />
      {hours ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('settings:chatSettings.hoursHint')}
          </Typography>
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} control={control} />
          ))}
        </>
      ) : (
        <Typography color="text.secondary">{t('settings:chatSettings.alwaysOpen')}</Typography>
      )}
    </Stack>
  );
}

function DayRow({ day, control }: { day: (typeof WEEKDAYS)[number]; control: Control<ChatSettingsBody> }) {
  const { t } = useTranslation(['settings']);
  const dayName = t(`settings:chatSettings.days.${day}`);
  const closed = useController({ control, name: `opening_hours.${day}.closed` as Path });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      role="group"
      aria-label={dayName}
    >
      <Typography sx={{ width: 90, pt: { sm: 2 } }}>{dayName}</Typography>
      <FormControlLabel
        sx={{ pt: { sm: 1 } }}
        control={
          <Checkbox
            checked={Boolean(closed.field.value)}
            disabled={closed.field.disabled}
            onChange={(_, value) => closed.field.onChange(value)}
          />
        }
        label={t('settings:chatSettings.closed')}
      />
      {!closed.field.value && (
        <>
          <FormTextField
            control={control}
            name={`opening_hours.${day}.from` as Path}
            type="time"
            label={t('settings:chatSettings.from', { day: dayName })}
          />
          <FormTextField
            control={control}
            name={`opening_hours.${day}.to` as Path}
            type="time"
            label={t('settings:chatSettings.to', { day: dayName })}
          />
        </>
      )}
    </Stack>
  );
}
