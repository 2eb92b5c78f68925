import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency direction of ARCHITECTURE.md: app -> features -> shared (components, config, lib,
 * locales). A feature reaches another only through its index.ts.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const SHARED = ['components', 'config', 'lib', 'locales'];
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The import as a path below src/ ('features/auth/api/login'), or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.relative(SRC, path.resolve(path.dirname(file), specifier));
  return null;
}

function violation(from: string, to: string): string | null {
  const [fromTop, fromFeature] = from.split(path.sep);
  const [toTop, toFeature, ...rest] = to.split('/');
  if (SHARED.includes(fromTop ?? '') && (toTop === 'features' || toTop === 'app'))
    return 'shared code uses app code';
  if (fromTop === 'features' && toTop === 'app') return 'a feature uses the app layer';
  if (fromTop === 'features' && toTop === 'features' && toFeature !== fromFeature && rest.length > 0) {
    return 'a feature reaches into another feature instead of its index';
  }
  return null;
}

describe('module boundaries', () => {
  it('keeps app -> features -> shared, and features apart', () => {
    const problems = files(SRC)
      .filter((file) => !file.includes(`${path.sep}__tests__${path.sep}`))
      .flatMap((file) => {
        const from = path.relative(SRC, file);
        return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
          const to = target(file, match[1] ?? '');
          const problem = to === null ? null : violation(from, to.split(path.sep).join('/'));
          return problem ? [`${from} -> ${match[1]}: ${problem}`] : [];
        });
      });
    expect(problems).toEqual([]);
  });
});
