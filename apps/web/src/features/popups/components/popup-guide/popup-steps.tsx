import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { POPUP_STEPS, type PopupStep } from './popup-readiness';

interface PopupStepsProps {
  current: PopupStep;
  done: (step: PopupStep) => boolean;
  onSelect: (step: PopupStep) => void;
}

/**
 * The popup's steps in a row, each a button (Tab and Enter or Space reach every one), numbered, with a tick
 * when done; the current one is marked for screen readers too. Wraps at 320 px instead of scrolling.
 */
export function PopupSteps({ current, done, onSelect }: PopupStepsProps) {
  const { t } = useTranslation(['popups']);
  return (
    <Box component="nav" aria-label={t('popups:guide.label')}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
          counterReset: 'step',
        }}
      >
        {POPUP_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const isDone = done(step);
          return (
            <li key={step}>
              <ButtonBase
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                sx={{
                  gap: 1,
                  px: 1.25,
                  py: 0.5,
                  minHeight: 36,
                  borderRadius: 5,
                  border: 1,
                  borderColor: isCurrent ? 'primary.main' : 'divider',
                  bgcolor: isCurrent ? 'primary.main' : 'transparent',
                  color: isCurrent ? 'primary.contrastText' : 'text.primary',
                  typography: 'body2',
                  fontWeight: isCurrent ? 700 : 400,
                  '&.Mui-focusVisible': {
                    outline: '3px solid',
                    outlineColor: 'primary.dark',
                    outlineOffset: 2,
                  },
                }}
              >
                <Box component="span" aria-hidden="true">
                  {isDone ? '✓' : `${index + 1}.`}
                </Box>
                {t(`popups:guide.steps.${step}`)}
                {isDone && <span className="bp-visually-hidden">{t('popups:guide.done')}</span>}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
