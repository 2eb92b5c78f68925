export { useAccounts } from './api/get-accounts';
export { useCurrentAccount } from './api/get-current-account';
export { AccountNotices } from './components/account-notices';
export { AccountSwitcher } from './components/account-switcher';
export { AccountsPage } from './components/accounts-page';
export { PackageGate } from './components/package-gate';
export { SessionDialogs } from './components/session-dialogs';
export { accountKeys } from './query-keys';
