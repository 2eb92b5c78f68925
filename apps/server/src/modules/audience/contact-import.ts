import {
  CONTACT_IMPORT_MAX_ROWS,
  type ConsentSource,
  type ContactImportAnswer,
  emailField,
  fieldMessage,
  type Language,
  tagsField,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { parseCsv } from '../shop-data';
import { changeConsent } from './consent';
import * as repo from './contact-repository';

/** Header names in Norwegian or English; other columns are ignored. */
const COLUMNS: Record<string, 'email' | 'name' | 'tags' | 'subscribed'> = {
  email: 'email',
  'e-post': 'email',
  epost: 'email',
  name: 'name',
  navn: 'name',
  tags: 'tags',
  tagger: 'tags',
  // The panel calls them 'Merker'.
  merker: 'tags',
  subscribed: 'subscribed',
  samtykke: 'subscribed',
};
const YES = new Set(['1', 'true', 'yes', 'ja', 'y', 'j', '']);
const NO = new Set(['0', 'false', 'no', 'nei', 'n']);

interface ImportRow {
  email: string;
  name: string | null;
  tags: string[];
  subscribed: boolean;
}

/**
 * A CSV of contacts with the consent source the merchant names (where the people said yes). Every row is
 * checked first; any wrong row stops the import with every row's problem and nothing stored. Then one
 * transaction: new addresses become contacts, known ones get the name (when they had none) and the tags,
 * and a row that says yes gives consent from `source` (a row saying no changes no consent: an import
 * cannot take back what a person gave). Suppressed addresses stay suppressed.
 */
export async function importContacts(
  db: Database,
  accountId: number,
  text: string,
  source: ConsentSource,
  language: Language,
  now: Date,
): Promise<ContactImportAnswer> {
  const parsed = parseCsv(text);
  if (parsed === null || parsed.length === 0) throw new AppError(400, 'invalid_csv');
  const [header, ...body] = parsed;
  const columns = (header?.cells ?? []).map((cell) => COLUMNS[cell.trim().toLowerCase()]);
  if (!columns.includes('email')) throw new AppError(400, 'contact_import_no_email_column');
  if (body.length > CONTACT_IMPORT_MAX_ROWS) throw new AppError(400, 'contact_import_too_many_rows');

  const errors: ContactImportAnswer['errors'] = [];
  const rows: ImportRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of body) {
    const cell = (name: string) => {
      const index = columns.indexOf(name as never);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    };
    const email = emailField().safeParse(cell('email'));
    if (!email.success) {
      errors.push({
        row: line,
        message: fieldMessage(email.error.issues[0]?.message ?? 'invalid_email', language),
      });
      continue;
    }
    const earlier = seen.get(email.data);
    if (earlier !== undefined) {
      errors.push({
        row: line,
        message: fieldMessage('contact_import_duplicate', language).replace('{row}', String(earlier)),
      });
      continue;
    }
    seen.set(email.data, line);
    const tags = tagsField().safeParse(
      cell('tags') === ''
        ? []
        : cell('tags')
            .split(/[|,]/)
            .map((tag) => tag.trim())
            .filter(Boolean),
    );
    if (!tags.success) {
      errors.push({
        row: line,
        message: fieldMessage(tags.error.issues[0]?.message ?? 'invalid_value', language),
      });
      continue;
    }
    const answer = cell('subscribed').toLowerCase();
    if (!YES.has(answer) && !NO.has(answer)) {
      errors.push({ row: line, message: fieldMessage('contact_import_consent_invalid', language) });
      continue;
    }
    const name = cell('name').slice(0, 200);
    rows.push({
      email: email.data,
      name: name === '' ? null : name,
      tags: tags.data,
      subscribed: YES.has(answer),
    });
  }
  if (errors.length > 0) return { imported: 0, created: 0, updated: 0, errors: errors.slice(0, 200) };

  let created = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const ensured = await repo.ensureContact(tx, accountId, { email: row.email, name: row.name }, now);
      if (ensured.created) created++;
      let contact = ensured.row;
      const tags = [...new Set([...contact.tags, ...row.tags])].sort();
      if ((contact.name === null && row.name !== null) || tags.length !== contact.tags.length) {
        contact =
          (await repo.updateContact(
            tx,
            accountId,
            contact.id,
            { name: contact.name ?? row.name, tags },
            now,
          )) ?? contact;
      }
      if (row.subscribed) await changeConsent(tx, accountId, contact, { state: 'given', source, at: now });
    }
  });
  return { imported: rows.length, created, updated: rows.length - created, errors: [] };
}
