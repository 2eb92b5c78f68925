import {
  type AppCredentials,
  type AppDetail,
  type AppService,
  appCredentialsSchema,
  appKindOf,
  newsletterSettingsSchema,
  reviewSettingsSchema,
} from '@butikkpanel/contracts';
import { z } from 'zod';
import { connectionFieldsOf, credentialsFor, emptyCredentials } from './connection-fields';

/** The contract's credentials, plus the service's other fields required (as the server requires them). */
export const connectSchema = (service: AppService) =>
  z.object({
    credentials: appCredentialsSchema.superRefine((credentials, context) => {
      for (const { name } of connectionFieldsOf(service)) {
        if (name !== 'api_key' && !credentials[name])
          context.addIssue({ code: 'custom', path: [name], message: 'field_empty' });
      }
    }),
    /** The newsletter list chosen after the check ('' none). */
    list_id: z.string(),
    /** Rule's tags (it has no lists); without the contract's default, so the form's values are its output. */
    tags: newsletterSettingsSchema.shape.tags.unwrap(),
  });

export type ConnectValues = z.output<ReturnType<typeof connectSchema>>;

/** A first connection starts empty; a new key keeps the shown fields, the list and the tags. */
export function connectDefaults(detail: AppDetail | undefined): ConnectValues {
  const settings = detail?.connected ? newsletterSettingsSchema.safeParse(detail.settings ?? {}) : null;
  return {
    credentials: emptyCredentials(detail?.fields),
    list_id: settings?.success ? (settings.data.list_id ?? '') : '',
    tags: settings?.success ? settings.data.tags : newsletterSettingsSchema.shape.tags.parse(undefined),
  };
}

/**
 * What PUT /apps/{service} gets: the service's own fields, and the settings. A new key keeps the saved
 * settings (the server would otherwise fill in its defaults); a newsletter app takes the list (or Rule its
 * tags) chosen here.
 */
export function connectBody(service: AppService, detail: AppDetail | undefined, values: ConnectValues) {
  const credentials: AppCredentials = credentialsFor(service, values.credentials);
  const saved = detail?.connected ? (detail.settings ?? {}) : {};
  if (appKindOf(service) === 'review') {
    const settings = reviewSettingsSchema.safeParse(saved);
    return { credentials, ...(detail?.connected && settings.success ? { settings: settings.data } : {}) };
  }
  const parsed = newsletterSettingsSchema.safeParse(saved);
  const base = parsed.success ? parsed.data : newsletterSettingsSchema.parse({});
  const settings =
    service === 'rule'
      ? { ...base, list_id: null, tags: values.tags }
      : { ...base, list_id: values.list_id || null };
  return { credentials, settings };
}
