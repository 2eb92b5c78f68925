import { FLOW_TEMPLATE_KEYS, type FlowDetail, type FlowTemplate } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateFlow } from '../api/flow-list';

type StartFrom = 'scratch' | FlowTemplate;
const CHOICES: readonly StartFrom[] = ['scratch', ...FLOW_TEMPLATE_KEYS];

/** A new flow's name, and whether it starts empty or from one of section 9's templates; the builder opens next. */
export function FlowCreateDialog({
  accountId,
  open,
  onClose,
  onCreated,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (flow: FlowDetail) => void;
}) {
  const { t } = useTranslation(['flows', 'fields']);
  const titleId = useId();
  const choiceId = useId();
  const create = useCreateFlow(accountId);
  const [name, setName] = useState('');
  const [startFrom, setStartFrom] = useState<StartFrom>('scratch');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setNameError(t('fields:field_empty'));
    try {
      onCreated(
        await create.mutateAsync({ name: name.trim(), template: startFrom === 'scratch' ? null : startFrom }),
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.name) setNameError(error.fields.name);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('flows:create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('flows:create.name')}
              required
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError}
              fullWidth
            />
            <FormControl>
              <FormLabel id={choiceId}>{t('flows:create.startFrom')}</FormLabel>
              <RadioGroup
                aria-labelledby={choiceId}
                value={startFrom}
                onChange={(event) => setStartFrom(event.target.value as StartFrom)}
              >
                {CHOICES.map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                    label={
                      <span>
                        <Typography component="span" sx={{ display: 'block' }}>
                          {t(`flows:create.${choice}`)}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t(`flows:create.${choice}Help`)}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {!(create.error instanceof ApiRequestError && create.error.fields.name) && (
              <FormErrorAlert error={create.error} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('flows:create.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('flows:create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
