export {
  addAccountPlans,
  findAccountPlanIds,
  findAccounts,
  findAccountWithDealer,
  findAllDealers,
  findAllPlans,
  findCompanyNames,
  findPlanIds,
  findPlansOfAccounts,
  removeAccountPlans,
  updateAccount,
} from './directory';
export {
  deleteAccountSettings,
  findActiveAccountIdByName,
  findFirstActiveAccountIdWithPackage,
  findSettingsByPrefix,
  replaceAccountSettings,
  saveAccountSettings,
  setCompanyName,
} from './lookups';
export {
  findAccount,
  findAccountSettings,
  findDealer,
  findOpenInvitation,
  type InvitationRow,
  insertAccount,
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
  startNewAccount,
} from './service';
export { isAccountMember, listMemberProfiles } from './team-repository';
