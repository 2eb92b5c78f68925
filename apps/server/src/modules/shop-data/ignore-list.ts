import {
  type CsvRowError,
  fieldMessage,
  guessIgnoreKind,
  type IgnoreEntry,
  type IgnoreEntryKind,
  type IgnoreListUploadAnswer,
  type Language,
  normalizeIgnoreValue,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { parseCsv } from './csv';
import * as repo from './ignore-list-repository';

const HEADER_WORDS = new Set(['email', 'e-mail', 'e-post', 'epost', 'ip', 'value', 'verdi', 'type', 'kind']);

const entryView = (row: repo.IgnoreEntryRow): IgnoreEntry => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  created_at: row.createdAt.toISOString(),
});

export async function listIgnoreEntries(db: Database, accountId: number): Promise<IgnoreEntry[]> {
  return (await repo.listIgnoreEntries(db, accountId)).map(entryView);
}

/** Adding an entry that exists answers the existing one: the list holds each value once. */
export async function addIgnoreEntry(
  db: Database,
  accountId: number,
  entry: { kind: IgnoreEntryKind; value: string },
): Promise<{ entry: IgnoreEntry; created: boolean }> {
  const [added] = await repo.insertIgnoreEntries(db, accountId, [entry]);
  if (added) return { entry: entryView(added), created: true };
  const existing = await repo.findIgnoreEntry(db, accountId, entry.kind, entry.value);
  if (!existing) throw new Error('ignore entry vanished');
  return { entry: entryView(existing), created: false };
}

export async function removeIgnoreEntry(db: Database, accountId: number, id: string): Promise<void> {
  if (!(await repo.deleteIgnoreEntry(db, accountId, id))) throw notFound();
}

/**
 * One entry per row: the first cell, or with two cells a kind (email/ip) and a value. A first row of
 * column names is skipped. Bad rows are reported by line number; the good ones are stored.
 */
export async function uploadIgnoreList(
  db: Database,
  accountId: number,
  text: string,
  language: Language,
): Promise<IgnoreListUploadAnswer> {
  const rows = parseCsv(text);
  if (rows === null) throw new AppError(400, 'invalid_csv');
  const entries = new Map<string, { kind: IgnoreEntryKind; value: string }>();
  const errors: CsvRowError[] = [];
  rows.forEach((row, index) => {
    const cells = row.cells.map((cell) => cell.trim());
    if (index === 0 && cells.every((cell) => cell === '' || HEADER_WORDS.has(cell.toLowerCase()))) return;
    const typed = cells.length >= 2 && (cells[0] === 'email' || cells[0] === 'ip');
    const raw = typed ? (cells[1] ?? '') : (cells[0] ?? '');
    const kind: IgnoreEntryKind = typed ? (cells[0] as IgnoreEntryKind) : guessIgnoreKind(raw);
    const result = normalizeIgnoreValue(kind, raw);
    if (!result.ok) {
      errors.push({ row: row.line, code: result.message, message: fieldMessage(result.message, language) });
      return;
    }
    entries.set(`${kind} ${result.value}`, { kind, value: result.value });
  });
  const list = [...entries.values()];
  let added = 0;
  for (let start = 0; start < list.length; start += 1000) {
    added += (await repo.insertIgnoreEntries(db, accountId, list.slice(start, start + 1000))).length;
  }
  return { added, unchanged: list.length - added, errors };
}
