import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, SERVER_MAIN, ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Starts the built server shared by every test file, and stops it at the end. */
export default async function setup(project: TestProject) {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const server = await ServerProcess.start();
  project.provide('baseUrl', server.url);
  return () => server.dispose();
}
