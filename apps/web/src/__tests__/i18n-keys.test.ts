import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, nb } from '@/locales';

const SRC = path.resolve(import.meta.dirname, '..');
/** `t('ns:key')`, `i18n.t("ns:key")`, `i18nKey="ns:key"`: the forms this code base writes keys in. */
const KEY_PATTERN = /(?:\bt\(\s*|i18nKey=\{?\s*)['"`]([a-z][\w-]*:[\w.-]+)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function lookup(catalogue: object, key: string): unknown {
  const [namespace = '', rest = ''] = key.split(':');
  let node: unknown = (catalogue as Record<string, unknown>)[namespace];
  for (const part of rest.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The key itself, or its plural forms (`key_one` and `key_other`, as i18next looks them up with `count`). */
function has(catalogue: object, key: string): boolean {
  if (typeof lookup(catalogue, key) === 'string') return true;
  return (
    typeof lookup(catalogue, `${key}_one`) === 'string' &&
    typeof lookup(catalogue, `${key}_other`) === 'string'
  );
}

function leafKeys(node: unknown, prefix: string): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    leafKeys(value, prefix.includes(':') ? `${prefix}.${key}` : `${prefix}${prefix ? ':' : ''}${key}`),
  );
}

describe('translations', () => {
  const used = sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(KEY_PATTERN)].map((match) => ({
      file: path.relative(SRC, file),
      key: match[1] ?? '',
    })),
  );

  it('finds the keys the code uses', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  it('has every key used in code in the nb catalogue', () => {
    const missing = used.filter(({ key }) => !has(nb, key));
    expect(missing).toEqual([]);
  });

  it('has the same keys in en as in nb', () => {
    expect(leafKeys(en, '').sort()).toEqual(leafKeys(nb, '').sort());
  });
});
