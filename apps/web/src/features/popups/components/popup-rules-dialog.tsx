import { isFieldMessageKey, type PopupAnswer } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useSavePopup } from '../api/popup-settings';
import { type DraftGroup, patternWarning, rulePath, toDraftGroups, toRules } from './rules-editor/rule-draft';
import { RulesEditor } from './rules-editor/rules-editor';

/** The form is the dialog's column, so its content scrolls between a fixed title and fixed buttons. */
const FORM_SX = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

interface PopupRulesDialogProps {
  accountId: string;
  /** The popup whose rules are edited; null: the dialog is closed. */
  popup: PopupAnswer | null;
  onClose: () => void;
  onSaved: (popup: PopupAnswer) => void;
  /** The save button's words where saving also leads on (the guided path). */
  submitLabel?: string;
}

/** Regler: when the popup shows. Saved with the popup's other settings as they are (PUT /api/popups/:id). */
export function PopupRulesDialog(props: PopupRulesDialogProps) {
  const { t } = useTranslation(['popups']);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (props.popup === null) return null;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('popups:rules.title', { name: props.popup.name })}</DialogTitle>
      <PopupRulesForm {...props} popup={props.popup} />
    </Dialog>
  );
}

/** The paths the editor shows under a group, a rule or a rule's field. */
const RULES_PATH = /^settings\.rules\.groups\.\d+(\.\d+(\.\w+)?)?$/;

function PopupRulesForm({
  accountId,
  popup,
  onClose,
  onSaved,
  submitLabel,
}: PopupRulesDialogProps & { popup: PopupAnswer }) {
  const { t } = useTranslation(['popups', 'fields']);
  const save = useSavePopup(accountId);
  const [groups, setGroups] = useState<DraftGroup[]>(() => toDraftGroups(popup.settings.rules));
  // The client's own checks, as message keys by the server's paths; cleared as the owner edits.
  const [local, setLocal] = useState<Record<string, string>>({});

  const message = (key: string) => {
    if (key === 'group_empty') return t('popups:rules.groupEmptyError');
    return t(isFieldMessageKey(key) ? `fields:${key}` : 'fields:invalid_value');
  };
  const serverFields: Record<string, string> = save.error instanceof ApiRequestError ? save.error.fields : {};
  // A bad pattern is said while it is typed, before the save refuses it.
  const warnings: Record<string, string> = {};
  groups.forEach((group, groupIndex) => {
    group.rules.forEach((rule, ruleIndex) => {
      const warning = patternWarning(rule);
      if (warning) warnings[rulePath(groupIndex, ruleIndex, 'value')] = warning;
    });
  });
  const errorOf = (path: string): string | null => {
    const key = local[path] ?? warnings[path];
    if (key !== undefined) return message(key);
    return serverFields[path] ?? null;
  };
  // A server refusal on a path the editor does not show (or not on the rules at all) goes in the alert.
  const shownByField =
    Object.keys(serverFields).length > 0 && Object.keys(serverFields).every((path) => RULES_PATH.test(path));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { rules, errors } = toRules(groups);
    setLocal(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        id: popup.id,
        body: {
          name: popup.name,
          // Only the rules change: every other setting goes back as the popup has it.
          settings: { ...popup.settings, rules },
          discount_template_id: popup.discount_template_id,
        },
      });
      onSaved(saved);
    } catch {
      // The fields or the alert show the server's message.
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={FORM_SX}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <RulesEditor
            groups={groups}
            errorOf={errorOf}
            onChange={(next, edited) => {
              setGroups(next);
              save.reset();
              if (edited === 'all') setLocal({});
              else setLocal(({ [edited]: _dropped, ...rest }) => rest);
            }}
          />
          {!shownByField && <FormErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('popups:rules.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('popups:rules.saving') : (submitLabel ?? t('popups:rules.save'))}
        </Button>
      </DialogActions>
    </Box>
  );
}
