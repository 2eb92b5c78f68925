import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerBuilderAssetRoutes as registerRoutes } from './routes';

/** What the drag-and-drop builders keep per account: saved components and fonts (docs/email.md). */
export function registerBuilderAssetRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoutes(app, deps);
}
