import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerEmailRoutes as registerRoutes } from './routes';

export { plainText } from './compile';
export { type MergeContext, renderHtml, renderText } from './merge-tags';

/** E-mail templates: the builder's MJML compiled on the server, merge tags in a sandbox (docs/email.md). */
export function registerEmailRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.platform.register({ name: 'email' });
  registerRoutes(app, deps);
}
