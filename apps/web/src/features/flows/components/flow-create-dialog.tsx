import { FLOW_TEMPLATE_KEYS, type FlowDetail, type FlowTemplate } from '@butikkpanel/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaCreateDialogProps, CreateNameDialog } from '@/components/list-kit';
import { useCreateFlow } from '../api/flow-list';

type StartFrom = 'scratch' | FlowTemplate;
const CHOICES: readonly StartFrom[] = ['scratch', ...FLOW_TEMPLATE_KEYS];

/** A new flow's name, and whether it starts empty or from one of section 9's templates; the builder opens next. */
export function FlowCreateDialog({ accountId, open, onClose, onCreated }: AreaCreateDialogProps<FlowDetail>) {
  const { t } = useTranslation(['flows']);
  const choiceId = useId();
  const create = useCreateFlow(accountId);
  const [startFrom, setStartFrom] = useState<StartFrom>('scratch');

  return (
    <CreateNameDialog
      open={open}
      title={t('flows:create.title')}
      nameLabel={t('flows:create.name')}
      submitLabel={t('flows:create.submit')}
      mutation={create}
      create={(name) => create.mutateAsync({ name, template: startFrom === 'scratch' ? null : startFrom })}
      onCreated={onCreated}
      onClose={() => {
        setStartFrom('scratch');
        onClose();
      }}
    >
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
    </CreateNameDialog>
  );
}
