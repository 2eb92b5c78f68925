import { isPlatformStaff } from '@butikkpanel/contracts';
import { useCurrentAccount } from '@/features/account';
import { useSession } from '@/features/auth';
import { useAuthToken } from '@/lib/session-store';

/** Chat runs only with a token, a current account and PACKAGE_CHAT (platform staff pass, spec section 6). */
export function useChatEnabled(): boolean {
  const token = useAuthToken();
  const account = useCurrentAccount();
  const session = useSession();
  if (token === null || !account.data || session.status !== 'signed-in') return false;
  return account.data.packages.includes('PACKAGE_CHAT') || isPlatformStaff(session.session.user.role);
}
