import {
  LIMITS,
  OPERATOR_NAMESPACE,
  type OperatorToServerEvents,
  type ServerToOperatorEvents,
} from '@butikkpanel/contracts';
import { io, type Socket } from 'socket.io-client';

export type OperatorSocket = Socket<ServerToOperatorEvents, OperatorToServerEvents>;

/**
 * The operator connection (docs/realtime.md): websocket only, so no sticky sessions are needed, and a
 * fixed 10 s between reconnect attempts. Not connected yet: the caller binds its handlers first.
 */
export function createOperatorSocket(): OperatorSocket {
  return io(OPERATOR_NAMESPACE, {
    transports: ['websocket'],
    autoConnect: false,
    reconnectionDelay: LIMITS.socketReconnectDelayMs,
    reconnectionDelayMax: LIMITS.socketReconnectDelayMs,
    randomizationFactor: 0,
  });
}
