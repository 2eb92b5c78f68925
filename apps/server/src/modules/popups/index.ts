import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { popupCodeListener, popupCodeMailJob } from './code-mail';
import { popupsPrivacyHooks } from './privacy';

export { ownFilesPolicy } from './design-policy';
export { addToAudience, findPopupIds, hasActivePopup } from './repository';
export { createPopup, popupAnswer, saveDesign, savePopup, setActive } from './service';

import { registerPopupPanelRoutes } from './routes';
import { registerPopupShopRoutes } from './shop-routes';

/**
 * Popups (issue 17): the panel's popups with their settings, A/B variants and sanitised designs, and the
 * shop's side (which popup a visitor sees, views, submits that make subscribers and hand out codes).
 */
export function registerPopupRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.platform.register({
    name: 'popups',
    privacy: popupsPrivacyHooks,
    listeners: [popupCodeListener(deps.platform.jobs)],
    jobs: [popupCodeMailJob({ outbox: deps.outbox })],
  });
  registerPopupPanelRoutes(app, deps);
  registerPopupShopRoutes(app, deps);
}
