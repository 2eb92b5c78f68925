import { Navigate } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { paths } from '@/config/paths';
import { WidgetEditScreen } from './widget-edit-screen';
import { WidgetListScreen } from './widget-list-screen';

/** /recommendations and /recommendations/{id}/{type?} (spec section 2). */
export function RecommendationsPage() {
  const route = useCurrentRoute();
  if (route?.name === 'recommendations') return <WidgetListScreen />;
  if (route?.name === 'recommendation') return <WidgetEditScreen />;
  return <Navigate to={paths.notFound.href()} replace />;
}
