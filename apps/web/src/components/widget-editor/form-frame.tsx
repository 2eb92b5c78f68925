import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';

interface WidgetFormFrameProps {
  /** The form's accessible name (the tab's name). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  saving: boolean;
  saveLabel: string;
  /** A widget the account cannot change (its dealer's): the fields show, Save does not. */
  readOnly?: boolean;
  /** Above the fields (a read-only notice). */
  notice?: ReactNode;
  /** The tab's fields. */
  children: ReactNode;
  /** Beside the form on wide screens, under it on narrow ones; follows every change. */
  preview?: ReactNode;
}

/** A widget editor's tab: the form with its Save button, and the live preview beside it. */
export function WidgetFormFrame(props: WidgetFormFrameProps) {
  const form = (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2} component="form" onSubmit={props.onSubmit} noValidate aria-label={props.label}>
        {props.notice}
        <FormErrorAlert error={props.error} />
        {props.children}
        {!props.readOnly && (
          <div>
            <Button type="submit" variant="contained" disabled={props.saving}>
              {props.saveLabel}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
  if (!props.preview) return form;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>{form}</Grid>
      <Grid size={{ xs: 12, md: 5 }}>{props.preview}</Grid>
    </Grid>
  );
}
