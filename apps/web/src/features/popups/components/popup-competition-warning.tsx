import { competingPopups, type PopupAnswer, targetingSpecificity } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Active popups, and the ones waiting for their first day: both may meet the same visitor. */
const mayShow = (popup: PopupAnswer) => popup.status === 'active' || popup.status === 'scheduled';

/**
 * Above the popups list: each pair of live popups that compete for the same visitors (the same moment,
 * and pages, devices and audience that may meet), naming both and which one shows by the priority the
 * widget uses (contracts' competition.ts and comparePopupPriority; docs/popups.md).
 */
export function PopupCompetitionWarning({ popups }: { popups: readonly PopupAnswer[] }) {
  const { t } = useTranslation('popups');
  const pairs = competingPopups(popups.filter(mayShow));
  if (pairs.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      {pairs.map(({ winner, loser }) => {
        const why =
          targetingSpecificity(winner) > targetingSpecificity(loser)
            ? 'competition.moreSpecific'
            : 'competition.newer';
        return (
          <Alert key={`${winner.id}-${loser.id}`} severity="warning">
            {t('competition.pair', { winner: winner.name, loser: loser.name })}{' '}
            {t(why, { winner: winner.name })}
          </Alert>
        );
      })}
    </Stack>
  );
}
