export {
  findActiveAccountIdByName,
  findFirstActiveAccountIdWithPackage,
  findSettingsByPrefix,
  replaceAccountSettings,
} from './lookups';
export {
  findAccount,
  findAccountSettings,
  findOpenInvitation,
  type InvitationRow,
  insertMembership,
  markInvitationAccepted,
  upsertAccountSetting,
} from './repository';
export { registerAccountRoutes } from './routes';
export {
  acceptTerms,
  accessibleAccounts,
  accountView,
  createAccountWithOwner,
  createInvitation,
  defaultAccountId,
} from './service';
