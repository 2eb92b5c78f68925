import { POPUP_RULE_GROUPS_MAX, POPUP_RULES_PER_GROUP_MAX, type PopupRuleKind } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/layout/icons';
import {
  type DraftGroup,
  type DraftRule,
  groupPath,
  newKey,
  newRule,
  RULE_KINDS,
  rulePath,
} from './rule-draft';
import { RuleFields } from './rule-fields';

interface RulesEditorProps {
  groups: DraftGroup[];
  /** The new groups; `edited` is the server path of the field that changed, or 'all' when rules moved. */
  onChange: (groups: DraftGroup[], edited: string | 'all') => void;
  /** The message under a field, by the server's path (`settings.rules.groups.0.1.value`). */
  errorOf: (path: string) => string | null;
}

const pickKind = (value: string): PopupRuleKind | undefined => RULE_KINDS.find((kind) => kind === value);

/**
 * When the popup shows: groups of rules, every rule of a group must hold (AND), any one group is enough (OR).
 * Each group is a card "Vis når alt dette stemmer", with "eller" between the cards.
 */
export function RulesEditor({ groups, onChange, errorOf }: RulesEditorProps) {
  const { t } = useTranslation(['popups']);
  const setGroup = (index: number, group: DraftGroup, edited: string | 'all') =>
    onChange(
      groups.map((current, at) => (at === index ? group : current)),
      edited,
    );
  const full = groups.length >= POPUP_RULE_GROUPS_MAX;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {groups.length === 0 ? t('popups:rules.none') : t('popups:rules.intro')}
      </Typography>
      {groups.map((group, index) => (
        <Fragment key={group.key}>
          {index > 0 && (
            <Divider role="presentation">
              <Typography variant="overline" color="text.secondary">
                {t('popups:rules.or')}
              </Typography>
            </Divider>
          )}
          <GroupCard
            group={group}
            index={index}
            errorOf={errorOf}
            onChange={(next, edited) => setGroup(index, next, edited)}
            onRemove={() =>
              onChange(
                groups.filter((_, at) => at !== index),
                'all',
              )
            }
          />
        </Fragment>
      ))}
      <Box>
        <Button
          variant="outlined"
          disabled={full}
          onClick={() => onChange([...groups, { key: newKey(), rules: [] }], 'all')}
        >
          {groups.length === 0 ? t('popups:rules.addFirstGroup') : t('popups:rules.addGroup')}
        </Button>
        {full && (
          <FormHelperText>{t('popups:rules.groupsFull', { count: POPUP_RULE_GROUPS_MAX })}</FormHelperText>
        )}
      </Box>
    </Stack>
  );
}

interface GroupCardProps {
  group: DraftGroup;
  index: number;
  errorOf: (path: string) => string | null;
  onChange: (group: DraftGroup, edited: string | 'all') => void;
  onRemove: () => void;
}

function GroupCard({ group, index, errorOf, onChange, onRemove }: GroupCardProps) {
  const { t } = useTranslation(['popups']);
  const menuId = useId();
  const fullHelpId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // A rule added from the menu takes the focus (its kind first); a menu closed without a pick gives it back.
  const [added, setAdded] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const number = index + 1;
  const full = group.rules.length >= POPUP_RULES_PER_GROUP_MAX;
  const groupError = errorOf(groupPath(index));
  const setRule = (at: number, rule: DraftRule, edited: string | 'all') =>
    onChange({ ...group, rules: group.rules.map((current, i) => (i === at ? rule : current)) }, edited);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('popups:rules.groupNamed', { number })}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('popups:rules.groupTitle')}
      </Typography>
      <Stack spacing={1.5}>
        {group.rules.length === 0 && groupError === null && (
          <Typography variant="body2" color="text.secondary">
            {t('popups:rules.groupEmpty')}
          </Typography>
        )}
        {groupError !== null && (
          <Typography variant="body2" color="error" role="alert">
            {groupError}
          </Typography>
        )}
        {group.rules.map((rule, ruleIndex) => (
          <Fragment key={rule.key}>
            {ruleIndex > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', pl: 1 }}>
                {t('popups:rules.and')}
              </Typography>
            )}
            <RuleRow
              autoFocus={rule.key === added}
              rule={rule}
              group={index}
              index={ruleIndex}
              errorOf={errorOf}
              onChange={(next, edited) => setRule(ruleIndex, next, edited)}
              onRemove={() =>
                onChange({ ...group, rules: group.rules.filter((_, at) => at !== ruleIndex) }, 'all')
              }
            />
          </Fragment>
        ))}
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Box>
            <Button
              size="small"
              disabled={full}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              aria-label={t('popups:rules.addRuleNamed', { number })}
              aria-describedby={full ? fullHelpId : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              ref={addButton}
            >
              {t('popups:rules.addRule')}
            </Button>
            {full && (
              <FormHelperText id={fullHelpId}>
                {t('popups:rules.rulesFull', { count: POPUP_RULES_PER_GROUP_MAX })}
              </FormHelperText>
            )}
            <Menu
              id={menuId}
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              disableRestoreFocus
              onClose={() => {
                setMenuAnchor(null);
                addButton.current?.focus();
              }}
            >
              {RULE_KINDS.map((kind) => (
                <MenuItem
                  key={kind}
                  onClick={() => {
                    setMenuAnchor(null);
                    const rule = newRule(kind);
                    setAdded(rule.key);
                    onChange({ ...group, rules: [...group.rules, rule] }, 'all');
                  }}
                >
                  {t(`popups:rules.kinds.${kind}`)}
                </MenuItem>
              ))}
            </Menu>
          </Box>
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            aria-label={t('popups:rules.removeGroupNamed', { number })}
          >
            {t('popups:rules.removeGroup')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

interface RuleRowProps {
  /** Just added: the kind takes the focus. */
  autoFocus: boolean;
  rule: DraftRule;
  group: number;
  index: number;
  errorOf: (path: string) => string | null;
  onChange: (rule: DraftRule, edited: string | 'all') => void;
  onRemove: () => void;
}

function RuleRow({ autoFocus, rule, group, index, errorOf, onChange, onRemove }: RuleRowProps) {
  const { t } = useTranslation(['popups']);
  const names = { number: index + 1, group: group + 1 };
  const kindError = errorOf(rulePath(group, index)) ?? errorOf(rulePath(group, index, 'kind'));
  return (
    <Box
      role="group"
      aria-label={t('popups:rules.ruleNamed', names)}
      sx={{ borderLeft: 3, borderColor: 'divider', pl: { xs: 1, sm: 1.5 }, py: 0.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={t('popups:rules.kind')}
          value={rule.kind}
          slotProps={{ select: { autoFocus } }}
          onChange={(event) => {
            const kind = pickKind(event.target.value);
            if (kind && kind !== rule.kind) onChange({ ...newRule(kind), key: rule.key }, 'all');
          }}
          error={kindError !== null}
          helperText={kindError}
          fullWidth
        >
          {RULE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`popups:rules.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          size="small"
          onClick={onRemove}
          aria-label={t('popups:rules.removeRuleNamed', names)}
          title={t('popups:rules.removeRule')}
          sx={{ flexShrink: 0, mt: 0.5 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <RuleFields
        rule={rule}
        errorOf={(field) => errorOf(rulePath(group, index, field))}
        onChange={(next, field) => onChange(next, rulePath(group, index, field))}
      />
    </Box>
  );
}
