import nbAccount from './nb/account.json';
import nbChat from './nb/chat.json';
import nbDashboard from './nb/dashboard.json';
import nbGettingStarted from './nb/getting-started.json';
import nbIncome from './nb/income.json';
import nbProducts from './nb/products.json';
import nbSettings from './nb/settings.json';
import nbShell from './nb/shell.json';
import nbStaff from './nb/staff.json';

/**
 * The signed-in screens' texts: not part of the login page's download. lib/signed-in-texts.ts adds them to
 * i18next when MUI's providers load (app/mui-providers.tsx), before any signed-in screen renders.
 */
export const nbSignedIn = {
  account: nbAccount,
  chat: nbChat,
  dashboard: nbDashboard,
  'getting-started': nbGettingStarted,
  income: nbIncome,
  products: nbProducts,
  settings: nbSettings,
  shell: nbShell,
  staff: nbStaff,
};
