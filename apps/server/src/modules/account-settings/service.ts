import {
  ACCOUNT_SETTING_KEYS,
  CART_ABANDONED_DEFAULT_MINUTES,
  CART_SETTING_KEY,
  type CartSettings,
  CHAT_SETTING_KEYS,
  type ChatSettings,
  type CompanySettings,
  type CompanySettingsAnswer,
  cartSettingsSchema,
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_COMPANY_COLORS,
  type EmailSenderSettings,
  type EmailSenderSettingsAnswer,
  type Language,
  openingHoursSchema,
  STORED_IMAGE_ID_PATTERN,
  storedImagePath,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  deleteAccountSettings,
  findAccount,
  findAccountSettings,
  saveAccountSettings,
  setCompanyName,
} from '../accounts';
import { setUserImage } from '../auth';
import type { Outbox } from '../mail';
import { newStoredImageId } from './image-upload';
import * as repo from './repository';
import { senderTestMail } from './test-mail';
import { requireTestRecipient, takeTestSendOrRefuse } from './test-recipients';

type Data<T extends { data: unknown }> = T['data'];

/** Company details other than the name (which stays accounts.company_name). */
const COMPANY_KEYS = {
  primary_color: 'COMPANY_COLOR_PRIMARY',
  secondary_color: 'COMPANY_COLOR_SECONDARY',
  address: 'COMPANY_ADDRESS',
  postcode: 'COMPANY_POSTCODE',
  city: 'COMPANY_CITY',
  phone: 'COMPANY_PHONE',
  email: 'COMPANY_EMAIL',
  org_number: 'COMPANY_ORG_NUMBER',
  website: 'COMPANY_WEBSITE',
} as const;
const COMPANY_LOGO_KEY = 'COMPANY_LOGO';

const EMAIL_SENDER_KEYS = {
  from_name: 'EMAIL_FROM_NAME',
  from_email: 'EMAIL_FROM_ADDRESS',
  reply_to: 'EMAIL_REPLY_TO',
  footer_company: 'EMAIL_FOOTER_COMPANY',
  footer_address: 'EMAIL_FOOTER_ADDRESS',
  footer_unsubscribe: 'EMAIL_FOOTER_UNSUBSCRIBE',
  double_opt_in: ACCOUNT_SETTING_KEYS.emailDoubleOptIn,
} as const;

const CHAT_TEXT_KEYS = {
  title: CHAT_SETTING_KEYS.title,
  greeting: CHAT_SETTING_KEYS.greeting,
  offline: CHAT_SETTING_KEYS.offline,
  placeholder: CHAT_SETTING_KEYS.placeholder,
  button: CHAT_SETTING_KEYS.button,
  primary_color: CHAT_SETTING_KEYS.primary,
  text_color: CHAT_SETTING_KEYS.text,
} as const;

/** Stored values by field name, '' (or the default) where unset. */
function byField<K extends string>(
  keys: Record<K, string>,
  stored: Record<string, string>,
  defaults: Partial<Record<K, string>> = {},
) {
  return Object.fromEntries(
    Object.entries<string>(keys).map(([field, key]) => [field, stored[key] ?? defaults[field as K] ?? '']),
  ) as Record<K, string>;
}

const toRows = <K extends string>(keys: Record<K, string>, values: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(keys).map(([field, key]) => [key, values[field as K]]));

/** The account's company name ('' when the account is gone). */
async function companyNameOf(db: Database, accountId: number): Promise<string> {
  return (await findAccount(db, accountId))?.companyName ?? '';
}

export async function getCompany(db: Database, accountId: number): Promise<Data<CompanySettingsAnswer>> {
  const stored = await findAccountSettings(db, accountId, [...Object.values(COMPANY_KEYS), COMPANY_LOGO_KEY]);
  const logo = stored[COMPANY_LOGO_KEY];
  return {
    company_name: await companyNameOf(db, accountId),
    ...byField(COMPANY_KEYS, stored, DEFAULT_COMPANY_COLORS),
    logo_url: logo ? storedImagePath(logo) : null,
  };
}

export async function saveCompany(db: Database, accountId: number, input: CompanySettings, now: Date) {
  const { company_name, ...details } = input;
  await db.transaction(async (tx) => {
    await setCompanyName(tx, accountId, company_name);
    await saveAccountSettings(tx, accountId, toRows(COMPANY_KEYS, details), now);
  });
  return getCompany(db, accountId);
}

/** A new logo replaces the old one; the answer's logo_url is its new, unguessable address. */
export async function saveLogo(
  db: Database,
  accountId: number,
  image: { bytes: Buffer; contentType: string },
  now: Date,
) {
  const id = newStoredImageId();
  await db.transaction(async (tx) => {
    await repo.insertImage(tx, accountId, {
      id,
      purpose: 'logo',
      userId: null,
      contentType: image.contentType,
      size: image.bytes.length,
      bytes: image.bytes,
    });
    await saveAccountSettings(tx, accountId, { [COMPANY_LOGO_KEY]: id }, now);
    await repo.deleteAccountLogos(tx, accountId, id);
  });
  return getCompany(db, accountId);
}

export async function removeLogo(db: Database, accountId: number) {
  await db.transaction(async (tx) => {
    await deleteAccountSettings(tx, accountId, [COMPANY_LOGO_KEY]);
    await repo.deleteAccountLogos(tx, accountId, null);
  });
  return getCompany(db, accountId);
}

export async function getEmailSender(
  db: Database,
  accountId: number,
): Promise<Data<EmailSenderSettingsAnswer>> {
  const stored = await findAccountSettings(db, accountId, Object.values(EMAIL_SENDER_KEYS));
  const companyName = await companyNameOf(db, accountId);
  const fields = byField(EMAIL_SENDER_KEYS, stored, {
    from_name: companyName,
    footer_company: companyName,
    double_opt_in: '0',
  });
  return { ...fields, double_opt_in: fields.double_opt_in === '1' ? ('1' as const) : ('0' as const) };
}

export async function saveEmailSender(
  db: Database,
  accountId: number,
  input: EmailSenderSettings,
  now: Date,
) {
  const { double_opt_in, ...texts } = input;
  // Left out of the body: the double opt-in stays as it is (older clients do not send it).
  const rows = toRows(EMAIL_SENDER_KEYS, { ...texts, double_opt_in: double_opt_in ?? '' });
  if (double_opt_in === undefined) delete rows[EMAIL_SENDER_KEYS.double_opt_in];
  await saveAccountSettings(db, accountId, rows, now);
  return getEmailSender(db, accountId);
}

/** Back to the defaults (nothing stored). */
export async function resetEmailSender(db: Database, accountId: number) {
  await deleteAccountSettings(db, accountId, Object.values(EMAIL_SENDER_KEYS));
  return getEmailSender(db, accountId);
}

/** A real mail through the outbox, built from the saved sender settings (staff see it in the mailbox). */
export async function sendTestMail(
  deps: { db: Database; outbox: Outbox },
  accountId: number,
  to: string,
  language: Language,
  now: Date,
) {
  // The same rule as a template's test send: the account's users and verified addresses, within the quota.
  await requireTestRecipient(deps.db, accountId, to, now);
  await takeTestSendOrRefuse(deps.db, accountId, now);
  const sender = await getEmailSender(deps.db, accountId);
  const mail = await deps.outbox.enqueue({
    accountId,
    to,
    kind: 'sender_test',
    fromName: sender.from_name || null,
    fromAddress: sender.from_email || null,
    replyTo: sender.reply_to || null,
    ...senderTestMail(sender, language),
  });
  return { id: mail.id, to: mail.to };
}

export async function getChat(db: Database, accountId: number): Promise<ChatSettings> {
  const stored = await findAccountSettings(db, accountId, [
    ...Object.values(CHAT_TEXT_KEYS),
    CHAT_SETTING_KEYS.openingHours,
  ]);
  const { opening_hours: _, ...defaults } = DEFAULT_CHAT_SETTINGS;
  return {
    ...byField(CHAT_TEXT_KEYS, stored, defaults),
    opening_hours: parseOpeningHours(stored[CHAT_SETTING_KEYS.openingHours]),
  };
}

/** Stored JSON of the opening hours; anything unreadable means no hours (always open). */
export function parseOpeningHours(value: string | undefined) {
  if (!value) return null;
  try {
    const parsed = openingHoursSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function saveChat(db: Database, accountId: number, input: ChatSettings, now: Date) {
  const { opening_hours, ...texts } = input;
  await db.transaction(async (tx) => {
    await saveAccountSettings(tx, accountId, toRows(CHAT_TEXT_KEYS, texts), now);
    if (opening_hours) {
      const hours = { [CHAT_SETTING_KEYS.openingHours]: JSON.stringify(opening_hours) };
      await saveAccountSettings(tx, accountId, hours, now);
    } else {
      await deleteAccountSettings(tx, accountId, [CHAT_SETTING_KEYS.openingHours]);
    }
  });
  return getChat(db, accountId);
}

/** The account's abandoned-cart wait in minutes: the stored value, or the default when unset or unreadable. */
export async function abandonedAfterMinutes(db: Database, accountId: number): Promise<number> {
  const stored = await findAccountSettings(db, accountId, [CART_SETTING_KEY]);
  const parsed = cartSettingsSchema.safeParse({ abandoned_after_minutes: Number(stored[CART_SETTING_KEY]) });
  return parsed.success ? parsed.data.abandoned_after_minutes : CART_ABANDONED_DEFAULT_MINUTES;
}

export async function getCarts(db: Database, accountId: number): Promise<CartSettings> {
  return { abandoned_after_minutes: await abandonedAfterMinutes(db, accountId) };
}

/** Applies to carts that change from now on; checks already waiting keep the time they were given. */
export async function saveCarts(db: Database, accountId: number, input: CartSettings, now: Date) {
  const value = String(input.abandoned_after_minutes);
  await saveAccountSettings(db, accountId, { [CART_SETTING_KEY]: value }, now);
  return getCarts(db, accountId);
}

/** The user's profile image: replaces the previous one; users.image then holds its address. */
export async function saveProfileImage(
  db: Database,
  userId: string,
  image: { bytes: Buffer; contentType: string },
  now: Date,
) {
  const id = newStoredImageId();
  return db.transaction(async (tx) => {
    await repo.insertImage(tx, null, {
      id,
      purpose: 'profile',
      userId,
      contentType: image.contentType,
      size: image.bytes.length,
      bytes: image.bytes,
    });
    await repo.deleteProfileImages(tx, userId, id);
    return setUserImage(tx, userId, storedImagePath(id), now);
  });
}

export async function removeProfileImage(db: Database, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    await repo.deleteProfileImages(tx, userId, null);
    return setUserImage(tx, userId, null, now);
  });
}

export async function imageToServe(db: Database, id: string) {
  if (!STORED_IMAGE_ID_PATTERN.test(id)) return null;
  return repo.findImage(db, id);
}

/** Design images an account keeps at most; the oldest are not removed (mails already sent show them). */
export const DESIGN_IMAGES_MAX = 500;

/** An image for the account's designs (e-mail templates), checked like a logo; answers its id. */
export async function storeDesignImage(
  db: Database,
  accountId: number,
  image: { bytes: Buffer; contentType: string },
  now: Date,
) {
  const listed = await repo.listAccountImages(db, accountId, 'builder', DESIGN_IMAGES_MAX);
  if (listed.length >= DESIGN_IMAGES_MAX) throw new AppError(409, 'design_images_full');
  const id = newStoredImageId();
  await repo.insertImage(db, accountId, {
    id,
    purpose: 'builder',
    userId: null,
    contentType: image.contentType,
    size: image.bytes.length,
    bytes: image.bytes,
    createdAt: now,
  });
  return id;
}

export const listDesignImages = (db: Database, accountId: number) =>
  repo.listAccountImages(db, accountId, 'builder', DESIGN_IMAGES_MAX);

/**
 * Removes one of the account's design images. The platform's shared library is read-only (spec section 6):
 * 403; another account's image or none: 404. A design or mail that still shows it loses the picture.
 */
export async function deleteDesignImage(db: Database, accountId: number, id: string) {
  const owner = STORED_IMAGE_ID_PATTERN.test(id) ? await repo.findImageOwner(db, id) : null;
  if (owner?.purpose === 'shared' && owner.accountId === null) {
    throw new AppError(403, 'shared_library_read_only');
  }
  if (owner?.accountId !== accountId || !(await repo.deleteAccountImage(db, accountId, id))) {
    throw new AppError(404, 'image_not_found');
  }
}

/** The shared images a library holds at most (the platform adds them; no account can). */
export const SHARED_IMAGES_MAX = 500;

/** The platform's shared file library, which every account's designs may use. */
export const listSharedImages = (db: Database) => repo.listSharedImages(db, SHARED_IMAGES_MAX);

/**
 * An image of the platform's shared library (the platform's seed adds them under fixed ids; an id that is
 * already there is left as it is). Checked like an account's upload before it gets here.
 */
export async function storeSharedImage(
  db: Database,
  image: { id: string; bytes: Buffer; contentType: string },
  now: Date,
) {
  if (!STORED_IMAGE_ID_PATTERN.test(image.id)) throw new Error(`bad shared image id ${image.id}`);
  if (await repo.findImageOwner(db, image.id)) return;
  await repo.insertImage(db, null, {
    id: image.id,
    purpose: 'shared',
    userId: null,
    contentType: image.contentType,
    size: image.bytes.length,
    bytes: image.bytes,
    createdAt: now,
  });
}
