export {
  type AccountContext,
  type AuthContext,
  createGuards,
  currentAccount,
  currentAuth,
  type Guards,
} from './guards';
export { type AccountRow, findAccountPackageKeys, type UserRow } from './repository';
