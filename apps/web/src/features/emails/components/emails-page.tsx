import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { CampaignListScreen } from './campaign-list-screen';
import { CampaignCreateScreen, CampaignScreen } from './campaign-screen';
import { SegmentListScreen } from './segment-list-screen';
import { SegmentScreen } from './segment-screen';
import { SubscriberListScreen } from './subscriber-list-screen';
import { SubscriberScreen } from './subscriber-screen';
import { TemplateListScreen } from './template-list-screen';

// GrapesJS and MJML are large: only the builder's own route downloads them.
const TemplateBuilderScreen = lazy(() =>
  import('../builder/template-builder-screen').then((m) => ({ default: m.TemplateBuilderScreen })),
);

/** A positive whole id from the route, or null. */
export function routeId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Every e-mail route: campaigns, templates and their builder, subscribers, segments. */
export function EmailsPage() {
  const { t } = useTranslation(['common']);
  const route = useCurrentRoute();
  const { accountId = '', templateId = '', id = '' } = useParams();
  const notFound = <Navigate to={paths.notFound.href()} replace />;
  switch (route?.name) {
    case 'templateBuilder': {
      const builderId = routeId(templateId);
      if (builderId === null) return notFound;
      return (
        <Suspense fallback={<PageLoader label={t('common:loading')} />}>
          <TemplateBuilderScreen
            key={`${accountId}/${builderId}`}
            accountId={accountId}
            templateId={builderId}
          />
        </Suspense>
      );
    }
    case 'emailTemplates':
      return <TemplateListScreen key={accountId} accountId={accountId} />;
    case 'emailCampaigns':
      return <CampaignListScreen key={accountId} accountId={accountId} />;
    case 'emailCampaign': {
      if (id === 'new') return <CampaignCreateScreen key={accountId} accountId={accountId} />;
      const campaignId = routeId(id);
      if (campaignId === null) return notFound;
      return <CampaignScreen key={`${accountId}/${id}`} accountId={accountId} id={campaignId} />;
    }
    case 'emailSubscribers':
      return <SubscriberListScreen key={accountId} accountId={accountId} />;
    case 'emailSubscriber': {
      const contactId = routeId(id);
      if (contactId === null) return notFound;
      return <SubscriberScreen key={`${accountId}/${id}`} accountId={accountId} id={contactId} />;
    }
    case 'emailSegments':
      return <SegmentListScreen key={accountId} accountId={accountId} />;
    case 'emailSegment': {
      const segmentId = id === 'new' ? null : routeId(id);
      if (id !== 'new' && segmentId === null) return notFound;
      return <SegmentScreen key={`${accountId}/${id}`} accountId={accountId} id={segmentId} />;
    }
    default:
      return notFound;
  }
}
