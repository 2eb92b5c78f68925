import { isAppService } from '@butikkpanel/contracts';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AppScreen } from './app-screen';

/** /apps/{service}: one of the six services, else the app's not-found page. */
export function AppPage() {
  const { accountId = '', service = '' } = useParams();
  if (!isAppService(service)) return <Navigate to={paths.notFound.href()} replace />;
  return <AppScreen key={`${accountId}/${service}`} accountId={accountId} service={service} />;
}
