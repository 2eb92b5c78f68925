export { perAccountLimit } from './account-rate-limit';
export {
  type AccountContext,
  type AuthContext,
  accountAccess,
  authenticateToken,
  checkPackage,
  createGuards,
  currentAccount,
  currentAuth,
  type Guards,
  isSessionLive,
} from './guards';
export { type AccountRow, findAccountPackageKeys, type UserRow } from './repository';
