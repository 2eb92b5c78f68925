/**
 * A CPU profile of one stretch of a bench (node:inspector), written for Chrome's DevTools and summed up in the
 * bench's output: the self time per package (node_modules/<name>, node's own, our code) and the costliest
 * functions, so a figure says where its time goes without a second run.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** Where a frame's code lives: a package, node itself, the garbage collector or our sources. */
function placeOf(url: string, functionName: string): string {
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  const packageAt = url.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    const rest = url.slice(packageAt + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:') || url === '') return 'node';
  const source = url.indexOf('/apps/');
  return source >= 0
    ? url
        .slice(source + 1)
        .split('/')
        .slice(0, 5)
        .join('/')
    : url;
}

export async function profiled<T>(file: string, run: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    writeFileSync(file, JSON.stringify(profile));
    summarise(profile, file);
  }
}

function summarise(profile: Profile, file: string) {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `      ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(
    `    CPU profile written to ${file} (${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s)`,
  );
  console.log(`    self time by place:\n${top(byPlace, 15)}`);
  console.log(`    self time by function:\n${top(byFunction, 20)}`);
}
