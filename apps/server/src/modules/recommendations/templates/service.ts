import {
  type createRecommendationTemplateBodySchema,
  type RecommendationTemplate,
  type RecommendationTemplateFields,
  type RecommendationTemplateKind,
  type RecommendationTemplateVersion,
  recommendationTemplateSettingsSchema,
  storedTemplateId,
} from '@butikkpanel/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/errors';
import { listMemberProfiles } from '../../accounts';
import { compileTemplate } from './compile';
import * as repo from './repository';
import { defaultTemplates, readSettings, templateOut } from './view';

/**
 * Stored recommendation templates as an account's panel sees them: the defaults (read-only), its own
 * (editable) and its dealer's (read-only, duplicable). Staff manage a dealer's in dealer-service.ts; both
 * save through `saveChecked`, so a template is compiled before any version of it is stored.
 */

/** The account a panel call acts on, and the dealer whose templates it also sees. */
export interface TemplateScope {
  accountId: number;
  dealerId: number | null;
}

type CreateBody = z.output<typeof createRecommendationTemplateBodySchema>;

export const accountOwner = (scope: TemplateScope): repo.TemplateOwner => ({
  kind: 'account',
  accountId: scope.accountId,
});
export const dealerOwner = (dealerId: number): repo.TemplateOwner => ({ kind: 'dealer', dealerId });

/** The owners whose templates an account reads: its own, then its dealer's. */
export const readableOwners = (scope: TemplateScope): repo.TemplateOwner[] =>
  scope.dealerId === null ? [accountOwner(scope)] : [accountOwner(scope), dealerOwner(scope.dealerId)];

const dealerOwned = () => new AppError(403, 'recommendation_template_dealer_owned');
const templateNotFound = () => notFound('recommendation_template_not_found');

function answerFor(row: repo.TemplateRow, scope: TemplateScope): RecommendationTemplate {
  return row.accountId === scope.accountId
    ? templateOut(row, 'account', true)
    : templateOut(row, 'dealer', false);
}

/** Every template of the kinds asked: the defaults first, then the account's own, then its dealer's. */
export async function listForAccount(
  db: Database,
  scope: TemplateScope,
  kinds: readonly RecommendationTemplateKind[],
): Promise<RecommendationTemplate[]> {
  const lists = await Promise.all(readableOwners(scope).map((owner) => repo.listTemplates(db, owner)));
  const stored = lists.flat().filter((row) => kinds.includes(row.kind as RecommendationTemplateKind));
  const defaults = defaultTemplates().filter((template) => kinds.includes(template.kind));
  return [...defaults, ...stored.map((row) => answerFor(row, scope))];
}

/** A template this account may read, by key (a default's or `t{id}`); null when there is none. */
export async function findReadable(
  db: Database,
  owners: repo.TemplateOwner[],
  key: string,
  scope?: TemplateScope,
): Promise<RecommendationTemplate | null> {
  const id = storedTemplateId(key);
  if (id === null) return defaultTemplates().find((template) => template.key === key) ?? null;
  const row = await repo.findTemplateOfAny(db, owners, id);
  if (!row) return null;
  if (scope) return answerFor(row, scope);
  return templateOut(row, row.accountId === null ? 'dealer' : 'account', true);
}

export async function getForAccount(db: Database, scope: TemplateScope, id: number) {
  const row = await repo.findTemplateOfAny(db, readableOwners(scope), id);
  if (!row) throw templateNotFound();
  return answerFor(row, scope);
}

/** Search widgets that name a template: search imports recommendations, so the app plugs this in (app.ts). */
export type TemplateUsers = (db: Database, key: string) => Promise<string[]>;
let searchWidgetsNaming: TemplateUsers = async () => [];

export function plugSearchTemplateUsers(users: TemplateUsers): void {
  searchWidgetsNaming = users;
}

/** The widgets (recommendation and search) that name this template, in a Norwegian list for a refusal. */
async function refuseWhenUsed(
  db: Database,
  id: number,
  code: 'recommendation_template_in_use' | 'recommendation_template_kind_in_use',
) {
  const [recommendations, searches] = await Promise.all([
    repo.widgetsNaming(db, `t${id}`),
    searchWidgetsNaming(db, `t${id}`),
  ]);
  const widgets = [
    ...recommendations.map((widget) => `«${widget}»`),
    ...[...new Set(searches)].sort().map((widget) => `«${widget}» (søk)`),
  ];
  if (widgets.length === 0) return;
  throw new AppError(409, code, { widgets: widgets.join(', ') });
}

/** Compiles (400 with where and why when it cannot be used), then stores a new template. */
export async function insertChecked(
  db: Database,
  owner: repo.TemplateOwner,
  content: RecommendationTemplateFields,
  savedBy: string | null,
  now: Date,
): Promise<repo.TemplateRow> {
  await compileTemplate(content, content.settings);
  // The row and its first version together, so no template is ever without its history.
  return db.transaction((tx) => repo.insertTemplate(tx, owner, content, savedBy, now));
}

/**
 * Compiles, then stores the next version of the owner's template; null when the owner has no such template.
 * Its kind changes only while no widget names it (a widget draws only a template of its own type).
 */
export async function saveChecked(
  db: Database,
  owner: repo.TemplateOwner,
  id: number,
  content: RecommendationTemplateFields,
  savedBy: string | null,
  now: Date,
): Promise<repo.TemplateRow | null> {
  const current = await repo.findTemplate(db, owner, id);
  if (!current) return null;
  if (current.kind !== content.kind) await refuseWhenUsed(db, id, 'recommendation_template_kind_in_use');
  await compileTemplate(content, content.settings);
  return db.transaction((tx) => repo.updateTemplate(tx, owner, id, content, savedBy, now));
}

/** Deletes the owner's template unless a widget names it; false when the owner has no such template. */
export async function deleteChecked(db: Database, owner: repo.TemplateOwner, id: number): Promise<boolean> {
  if (!(await repo.findTemplate(db, owner, id))) return false;
  await refuseWhenUsed(db, id, 'recommendation_template_in_use');
  return repo.deleteTemplate(db, owner, id);
}

/** A new template's content: as given, or copied from `from` with the fields given beside it winning. */
export async function contentToCreate(
  db: Database,
  owners: repo.TemplateOwner[],
  body: CreateBody,
): Promise<RecommendationTemplateFields> {
  if (body.from === undefined) {
    return {
      name: body.name,
      kind: body.kind as RecommendationTemplateKind,
      html: body.html as string,
      css: body.css ?? '',
      settings: body.settings ?? recommendationTemplateSettingsSchema.parse({}),
    };
  }
  const source = await findReadable(db, owners, body.from);
  if (!source) throw validationFailed({ from: 'recommendation_template_unknown' });
  return {
    name: body.name,
    kind: body.kind ?? source.kind,
    html: body.html ?? source.html,
    css: body.css ?? source.css,
    settings: body.settings ?? source.settings,
  };
}

/** A dealer's template is read-only in the account: refused on the server, not only hidden in the UI. */
async function refuseNotOwn(db: Database, scope: TemplateScope, id: number): Promise<never> {
  if (scope.dealerId !== null && (await repo.findTemplate(db, dealerOwner(scope.dealerId), id))) {
    throw dealerOwned();
  }
  throw templateNotFound();
}

/** A new template in the account (its content from `contentToCreate`). */
export async function createForAccount(
  db: Database,
  scope: TemplateScope,
  content: RecommendationTemplateFields,
  userId: string,
  now: Date,
) {
  return answerFor(await insertChecked(db, accountOwner(scope), content, userId, now), scope);
}

export async function updateForAccount(
  db: Database,
  scope: TemplateScope,
  id: number,
  content: RecommendationTemplateFields,
  userId: string,
  now: Date,
) {
  const row = await saveChecked(db, accountOwner(scope), id, content, userId, now);
  if (row) return answerFor(row, scope);
  return refuseNotOwn(db, scope, id);
}

export async function deleteForAccount(db: Database, scope: TemplateScope, id: number) {
  if (await deleteChecked(db, accountOwner(scope), id)) return;
  await refuseNotOwn(db, scope, id);
}

/** An editable copy in the account of its own or its dealer's template (a default is copied with `from`). */
export async function duplicateForAccount(
  db: Database,
  scope: TemplateScope,
  id: number,
  name: string | undefined,
  userId: string,
  now: Date,
) {
  const source = await getForAccount(db, scope, id);
  const content: RecommendationTemplateFields = {
    name: name ?? `Kopi av ${source.name}`.slice(0, 100),
    kind: source.kind,
    html: source.html,
    css: source.css,
    settings: source.settings,
  };
  return answerFor(await insertChecked(db, accountOwner(scope), content, userId, now), scope);
}

/** Every save of a template the account reads, newest first, with the saver's name when they are a user here. */
export async function versionsForAccount(
  db: Database,
  scope: TemplateScope,
  id: number,
): Promise<RecommendationTemplateVersion[]> {
  await getForAccount(db, scope, id);
  const [versions, members] = await Promise.all([
    repo.listVersions(db, id),
    listMemberProfiles(db, scope.accountId),
  ]);
  const names = new Map(
    members.map((member) => [member.id, `${member.firstname} ${member.lastname}`.trim() || member.email]),
  );
  return versions.map((version) => ({
    version: version.version,
    saved_at: version.savedAt.toISOString(),
    saved_by: version.savedBy === null ? null : (names.get(version.savedBy) ?? null),
  }));
}

/** A new version with an earlier version's sources and settings (name and kind stay as they are now). */
export async function restoreForAccount(
  db: Database,
  scope: TemplateScope,
  id: number,
  version: number,
  userId: string,
  now: Date,
) {
  const current = await repo.findTemplate(db, accountOwner(scope), id);
  if (!current) return refuseNotOwn(db, scope, id);
  const old = await repo.findVersion(db, id, version);
  if (!old) throw notFound('recommendation_template_version_not_found');
  const content: RecommendationTemplateFields = {
    name: current.name,
    kind: current.kind as RecommendationTemplateKind,
    html: old.html,
    css: old.css,
    settings: readSettings(old.settings),
  };
  const row = await saveChecked(db, accountOwner(scope), id, content, userId, now);
  if (!row) throw templateNotFound();
  return answerFor(row, scope);
}
