export { registerContentPageRoutes } from './routes';
export { blocksFor, createPage, publish, saveDraft } from './service';
