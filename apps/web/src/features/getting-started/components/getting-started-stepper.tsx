import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { STEPS } from '../steps';

/**
 * The four steps; MUI makes them a labelled tab list (arrow keys move, Enter opens), any step can be opened.
 * On a phone they stand one under the other: four labels side by side do not fit in 320 px.
 */
export function GettingStartedStepper({
  step,
  onSelect,
}: {
  step: number;
  onSelect: (step: number) => void;
}) {
  const { t } = useTranslation(['getting-started']);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Stepper
      nonLinear
      activeStep={step - 1}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={t('getting-started:stepperLabel')}
    >
      {STEPS.map((key, index) => (
        <Step key={key} completed={false}>
          <StepButton onClick={() => onSelect(index + 1)}>
            {t(`getting-started:steps.${key}.label`)}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
