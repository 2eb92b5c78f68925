import { type ChildProcess, fork } from 'node:child_process';

/**
 * A bench's helper process (load generator, local services): `file` started again with `env` naming its role,
 * under tsx, with an IPC channel. Resolves once the child sends `{ ready }` (its address); `ask` sends it a
 * command and resolves with the answer the child sends back under the same id; `stop` disconnects it, which
 * the child takes as its cue to exit. `what` names it in the errors.
 */
export async function startForkedRole<Command extends object>(
  file: string,
  env: Record<string, string>,
  what: string,
) {
  const child: ChildProcess = fork(file, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { ready?: string }) =>
      message.ready ? resolve(message.ready) : reject(new Error(`${what} did not start`)),
    );
    child.once('exit', () => reject(new Error(`${what} exited before it started`)));
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  child.on('message', (message: { id?: number; result?: unknown }) => {
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const ask = <T>(command: Command): Promise<T> =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, (result) => resolve(result as T));
      child.send({ ...command, id });
    });
  return {
    ready,
    ask,
    stop: () => {
      if (child.connected) child.disconnect();
    },
  };
}
