import type { ContactListQueryInput } from '@butikkpanel/contracts';

/** One key factory for the e-mail area, per account, so a change refreshes only what it touches. */
export const emailKeys = {
  all: (accountId: string) => ['emails', accountId] as const,
  templates: (accountId: string) => [...emailKeys.all(accountId), 'templates'] as const,
  template: (accountId: string, id: number) => [...emailKeys.templates(accountId), id] as const,
  preview: (accountId: string, id: number) => [...emailKeys.template(accountId, id), 'preview'] as const,
  campaigns: (accountId: string) => [...emailKeys.all(accountId), 'campaigns'] as const,
  campaign: (accountId: string, id: number) => [...emailKeys.campaigns(accountId), id] as const,
  campaignAudience: (accountId: string, id: number) =>
    [...emailKeys.campaign(accountId, id), 'audience'] as const,
  contacts: (accountId: string) => [...emailKeys.all(accountId), 'contacts'] as const,
  contactList: (accountId: string, query: ContactListQueryInput) =>
    [...emailKeys.contacts(accountId), 'list', query] as const,
  contact: (accountId: string, id: number) => [...emailKeys.contacts(accountId), 'detail', id] as const,
  segments: (accountId: string) => [...emailKeys.all(accountId), 'segments'] as const,
  segment: (accountId: string, id: number) => [...emailKeys.segments(accountId), 'detail', id] as const,
  segmentCount: (accountId: string, definition: unknown) =>
    [...emailKeys.segments(accountId), 'count', definition] as const,
  fonts: (accountId: string) => [...emailKeys.all(accountId), 'builder-fonts'] as const,
  testRecipients: (accountId: string) => [...emailKeys.all(accountId), 'test-recipients'] as const,
  discountSources: (accountId: string) => [...emailKeys.all(accountId), 'discount-sources'] as const,
};
