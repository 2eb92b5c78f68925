export { ContentBuilderPage } from './components/contentbuilder-page';
