import type { PopupAnswer } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups } from '../../api/popup-list';
import { popupKeys } from '../../query-keys';
import { PopupRulesDialog } from '../popup-rules-dialog';
import { PopupSettingsDialog } from '../popup-settings-dialog';
import { PopupActivateDialog } from './popup-activate-dialog';
import { missingForLive, nextStep, type PopupStep, stepDone } from './popup-readiness';
import { PopupSteps } from './popup-steps';

export interface PopupGuideProps {
  accountId: string;
  popupId: number;
  /** The builder's design has changes not saved yet. */
  designDirty: boolean;
  /** Saves the builder's design; answers whether it worked. */
  saveDesign: () => Promise<boolean>;
  /** Told the popup as it is now (its code, after the settings step changed it). */
  onPopupChange?: (popup: PopupAnswer) => void;
}

/**
 * A popup from "Ny popup" to live, in the builder: the steps design, settings, rules and activate always in
 * view; the design is the builder itself, the others open over it, and each one's button names the next.
 */
export function PopupGuide({ accountId, popupId, designDirty, saveDesign, onPopupChange }: PopupGuideProps) {
  const { t } = useTranslation(['popups']);
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const popups = usePopups(accountId);
  const popup = popups.data?.find((one) => one.id === popupId) ?? null;
  const [step, setStep] = useState<PopupStep>('design');

  // A saved design changes what the list knows (the design, what it needs): read it again.
  useEffect(() => {
    if (!designDirty) void queryClient.invalidateQueries({ queryKey: popupKeys.list(accountId) });
  }, [designDirty, accountId, queryClient]);

  useEffect(() => {
    if (popup) onPopupChange?.(popup);
  }, [popup, onPopupChange]);

  if (!popup) return null;
  const label = (one: PopupStep) => t(`popups:guide.steps.${one}`);
  const next = nextStep(step);
  const goTo = async (target: PopupStep) => {
    // Leaving the design with changes keeps them: saved first, so the next steps see the design as it is.
    if (step === 'design' && target !== 'design' && designDirty && !(await saveDesign())) return;
    setStep(target);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <PopupSteps current={step} done={(one) => stepDone(one, popup, designDirty)} onSelect={goTo} />
      {step === 'design' && next && (
        <Button variant="outlined" size="small" onClick={() => void goTo(next)}>
          {t('popups:guide.next', { step: label(next) })}
        </Button>
      )}
      {step === 'settings' && (
        <PopupSettingsDialog
          accountId={accountId}
          popup={popup}
          submitLabel={t('popups:guide.saveAndRules')}
          onClose={() => setStep('design')}
          onSaved={() => {
            enqueueSnackbar(t('popups:list.saved'), { variant: 'success' });
            setStep('rules');
          }}
        />
      )}
      {step === 'rules' && (
        <PopupRulesDialog
          accountId={accountId}
          popup={popup}
          submitLabel={t('popups:guide.saveAndActivate')}
          onClose={() => setStep('design')}
          onSaved={() => {
            enqueueSnackbar(t('popups:list.rulesSaved'), { variant: 'success' });
            setStep('activate');
          }}
        />
      )}
      {step === 'activate' && (
        <PopupActivateDialog
          accountId={accountId}
          popup={popup}
          missing={missingForLive(popup, designDirty)}
          onGoTo={(target) => void goTo(target)}
          onClose={() => setStep('design')}
          onActivated={() => {
            enqueueSnackbar(t('popups:list.activated'), { variant: 'success' });
          }}
        />
      )}
    </Box>
  );
}
