// Architecture rules (ARCHITECTURE.md, STYLE.md habit 1), checked on every `npm test`:
// - packages/contracts depends on nothing of ours; the apps never import each other;
// - a server module / web feature uses another only through its index.ts;
// - no cycles between server modules or between web features;
// - a server module imports only the tables it owns (apps/server/src/db/schema/owners.json);
// - the server reads "now" from its injected clock, not from Date or the database (one clock, issue 13).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const problems = [];

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3]);
}

const rel = (file) => path.relative(root, file);
const apps = ['server', 'web', 'widget'];
/** The one sanctioned crossing: the server's tests run the real widget client against the real server. */
const allowedCrossings = [{ from: 'apps/server/test/', spec: '@butikkpanel/widget/client' }];

for (const file of sourceFiles(path.join(root, 'packages/contracts/src'))) {
  for (const spec of importsOf(file)) {
    if (spec.startsWith('@butikkpanel/') || spec.includes('/apps/')) {
      problems.push(`${rel(file)}: contracts must not import ${spec}`);
    }
  }
}

for (const app of apps) {
  for (const file of sourceFiles(path.join(root, 'apps', app))) {
    for (const spec of importsOf(file)) {
      if (allowedCrossings.some((allowed) => rel(file).startsWith(allowed.from) && spec === allowed.spec))
        continue;
      const other = apps.find(
        (name) =>
          name !== app && (spec === `@butikkpanel/${name}` || spec.startsWith(`@butikkpanel/${name}/`)),
      );
      const resolved = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
      const crossesApp =
        resolved &&
        !resolved.startsWith(path.join(root, 'apps', app) + path.sep) &&
        resolved.includes(`${path.sep}apps${path.sep}`);
      if (other || crossesApp) problems.push(`${rel(file)}: apps must not import each other (${spec})`);
    }
  }
}

/** Feature folders: imports across them go through index.ts, and form no cycle. */
function checkFeatureFolders(base, label) {
  const edges = new Map();
  for (const file of sourceFiles(base)) {
    const own = path.relative(base, file).split(path.sep)[0];
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const inside = path.relative(base, target);
      if (inside.startsWith('..')) continue;
      const [other, ...restParts] = inside.split(path.sep);
      if (!other || other === own) continue;
      const rest = restParts.join('/');
      if (rest !== '' && rest !== 'index' && rest !== 'index.ts') {
        problems.push(`${rel(file)}: use ${label} '${other}' through its index.ts, not ${spec}`);
      }
      if (!edges.has(own)) edges.set(own, new Set());
      edges.get(own).add(other);
    }
  }
  const state = new Map();
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      problems.push(`${label} import cycle: ${[...trail, node].join(' -> ')}`);
      return;
    }
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of edges.keys()) visit(node, []);
}

checkFeatureFolders(path.join(root, 'apps/server/src/modules'), 'server module');
checkFeatureFolders(path.join(root, 'apps/web/src/features'), 'web feature');

/**
 * A table is read and written by its own module (db/schema/owners.json); another module asks the owner's
 * index.ts. Every table needs an owner. The exceptions below are inherent, one reason each: an import cycle
 * (the owner imports the reader) or one hot-path statement.
 */
const sharedReads = {
  // Every module (accounts, auth too) imports access's guards, which check session, membership and packages.
  access: ['users', 'sessions', 'accounts', 'memberships', 'accountPlans', 'planPackages'],
  // auth imports accounts: member lists, membership by e-mail and terms acceptances join users in accounts.
  accounts: ['users'],
  // The public search's per-request lookup is one prepared statement reading the account with the revisions.
  search: ['accounts'],
};

function checkTableOwnership() {
  const schemaDir = path.join(root, 'apps/server/src/db/schema');
  const modulesDir = path.join(root, 'apps/server/src/modules');
  const owners = JSON.parse(readFileSync(path.join(schemaDir, 'owners.json'), 'utf8'));
  const ownerOf = new Map();
  for (const [owner, tables] of Object.entries(owners)) {
    if (owner.startsWith('$')) continue;
    if (owner !== 'platform' && !statSafe(path.join(modulesDir, owner))) {
      problems.push(`db/schema/owners.json: '${owner}' is not a server module`);
    }
    for (const table of tables) {
      if (ownerOf.has(table)) problems.push(`db/schema/owners.json: '${table}' has two owners`);
      ownerOf.set(table, owner);
    }
  }
  const tables = new Set();
  for (const file of sourceFiles(schemaDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      tables.add(match[1]);
      if (!ownerOf.has(match[1]))
        problems.push(`${rel(file)}: table '${match[1]}' has no owner in owners.json`);
    }
  }
  for (const table of ownerOf.keys()) {
    if (!tables.has(table)) problems.push(`db/schema/owners.json: '${table}' is not a table`);
  }
  const namedImport = /import\s+(?:type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s*from\s+['"]([^'"]+)['"]/g;
  for (const file of sourceFiles(modulesDir)) {
    const own = path.relative(modulesDir, file).split(path.sep)[0];
    for (const [, clause, spec] of readFileSync(file, 'utf8').matchAll(namedImport)) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (target !== schemaDir && !target.startsWith(schemaDir + path.sep)) continue;
      if (clause.startsWith('*')) {
        problems.push(`${rel(file)}: import the tables of db/schema by name, not as a namespace`);
        continue;
      }
      const names = clause
        .slice(1, -1)
        .split(',')
        .map(
          (part) =>
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter((name) => name && tables.has(name));
      for (const table of names) {
        const owner = ownerOf.get(table);
        if (owner === own || sharedReads[own]?.includes(table)) continue;
        problems.push(`${rel(file)}: '${table}' belongs to ${owner}; use ${owner}'s index.ts`);
      }
    }
  }
}

function statSafe(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

checkTableOwnership();

/**
 * One clock: apps/server/src asks the injected Clock (platform/clock.ts) for "now", so a test can set and
 * move it. `Date.now`, an argument-less `new Date()` and SQL's now()/current_date are refused, except on a
 * line that says why it needs the real time (`// wall clock: <reason>`, or `-- wall clock: <reason>` in
 * SQL): a log stamp or a duration. Migrations keep their column defaults (a fallback only).
 */
function checkOneClock() {
  const serverSrc = path.join(root, 'apps/server/src');
  const clockFile = path.join(serverSrc, 'platform/clock.ts');
  const migrations = path.join(serverSrc, 'db/migrations') + path.sep;
  const rules = [
    { pattern: /\bDate\.now\b/, what: 'Date.now' },
    { pattern: /\bnew\s+Date\s*\(\s*\)/, what: 'new Date()' },
    {
      pattern:
        /(?<![.\w])now\s*\(\s*\)|\b(?:current_date|current_timestamp|localtimestamp|transaction_timestamp|statement_timestamp|clock_timestamp)\b/i,
      what: 'the database clock',
    },
  ];
  const excused = /(?:\/\/|--)\s*wall clock:\s*\S/;
  for (const file of sourceFiles(serverSrc)) {
    if (file === clockFile || file.startsWith(migrations)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (excused.test(line)) return;
        const broken = rules.find((rule) => rule.pattern.test(line));
        if (broken) {
          problems.push(
            `${rel(file)}:${index + 1}: reads ${broken.what}; ask the injected clock (AppDeps.clock), or say why with '// wall clock: <reason>'`,
          );
        }
      });
  }
}

checkOneClock();

if (problems.length > 0) {
  console.error(`Architecture rules broken:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Architecture rules hold.');
