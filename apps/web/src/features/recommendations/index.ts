import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbRecommendations from '@/locales/nb/recommendations.json';

addLazyNamespace('recommendations', nbRecommendations);

export { useRecommendationWidgets } from './api/widgets';
export { RecommendationsPage } from './components/recommendations-page';
