/**
 * How far the server's clock is ahead of this browser's (negative when behind), from a server time that
 * arrived at `receivedAt` on the browser's clock. Times from the server are compared with
 * `browserNow + offset`, so a browser clock that runs slow does not show 'om 8 sekunder'.
 */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}
