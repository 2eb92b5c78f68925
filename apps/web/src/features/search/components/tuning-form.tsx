import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';

interface TuningFormProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save call: its error above the fields, its pending state on the button. */
  save: { error: unknown; isPending: boolean };
  spacing: number;
  /** The fields. */
  children: ReactNode;
}

/** A keyword, synonym or custom result form: the save error, the fields and "Lagre". */
export function TuningForm({ label, onSubmit, save, spacing, children }: TuningFormProps) {
  const { t } = useTranslation(['search']);
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={spacing} aria-label={label}>
      <FormErrorAlert error={save.error} />
      {children}
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('search:form.saving') : t('search:form.save')}
        </Button>
      </div>
    </Stack>
  );
}
