/** Rooms are per account: nothing of one account is ever sent to another's sockets. */
export const operatorsRoom = (accountId: number) => `a:${accountId}:operators`;
export const visitorsRoom = (accountId: number) => `a:${accountId}:visitors`;
export const visitorRoom = (accountId: number, uid: string) => `a:${accountId}:v:${uid}`;
/** Every visitor socket of the account from the moment it connects (hello or not): to cut them all off. */
export const visitorSocketsRoom = (accountId: number) => `a:${accountId}:sockets`;
