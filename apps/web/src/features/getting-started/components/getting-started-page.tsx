import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { paths } from '@/config/paths';
import { storeLastStep } from '../last-step';

/** /getting-started/{step}: remembers the step; the guide itself arrives with its own issue. */
export function GettingStartedPage() {
  const { t } = useTranslation(['getting-started']);
  const { accountId = '', step = '' } = useParams();
  const number = Number(step);
  const valid = Number.isInteger(number) && number >= 1;
  useEffect(() => {
    if (valid) storeLastStep(number);
  }, [valid, number]);
  if (!valid) return <Navigate to={paths.gettingStarted.href(accountId, 1)} replace />;
  return (
    <AreaPlaceholder
      description={t('getting-started:notBuilt')}
      subtitle={t('getting-started:step', { step: number })}
    />
  );
}
