/** The operator's own online/offline choice, kept in this browser (spec section 4). */
const OPERATOR_ONLINE_KEY = 'chat_operator_online';

export function readOperatorOnline(): boolean {
  try {
    return window.localStorage.getItem(OPERATOR_ONLINE_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeOperatorOnline(online: boolean): void {
  try {
    window.localStorage.setItem(OPERATOR_ONLINE_KEY, online ? '1' : '0');
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}
