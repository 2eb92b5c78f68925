import type { ConsentSource } from '@butikkpanel/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type NewsletterFormValues, OFFERED_SOURCES } from './settings-values';

/** Which consent sources' yes goes out to the service, as checkboxes under a legend. */
export function SourcesField({ control }: { control: Control<NewsletterFormValues> }) {
  const { t } = useTranslation(['apps']);
  const { field } = useController({ control, name: 'sources' });
  const helpId = useId();
  const chosen: ConsentSource[] = field.value;
  const toggle = (source: ConsentSource, on: boolean) =>
    field.onChange(on ? [...chosen, source] : chosen.filter((item) => item !== source));
  return (
    <FormControl component="fieldset" aria-describedby={helpId} disabled={field.disabled}>
      <FormLabel component="legend">{t('apps:settings.sources')}</FormLabel>
      <FormGroup>
        {OFFERED_SOURCES.map((source) => (
          <FormControlLabel
            key={source}
            label={t(`apps:settings.sourceNames.${source}`)}
            control={
              <Checkbox
                checked={chosen.includes(source)}
                onChange={(event) => toggle(source, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>{t('apps:settings.sourcesHelp')}</FormHelperText>
    </FormControl>
  );
}
