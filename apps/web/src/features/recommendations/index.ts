export { RecommendationsPage } from './components/recommendations-page';
