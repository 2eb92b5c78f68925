import type { Database } from '../../db/client';
import { reachableContactsAfter } from '../audience';
import { newRecipientToken } from './campaign-links';
import * as campaigns from './campaign-repository';
import { compileMjml } from './compile';
import { insertTemplate } from './template-repository';

const NEWSLETTER = `<mjml>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff"><mj-column>
      <mj-text font-size="22px" font-weight="bold">Nytt fra {{ shop.name }}</mj-text>
      <mj-text>Hei {{ customer.first_name }}! Vinterskoene er her, og de første 50 får fri frakt.</mj-text>
      <mj-button background-color="#1f6feb" href="https://demo.butikkpanel.no/vintersko">Se vintersko</mj-button>
      <mj-divider border-color="#dddddd" />
      <mj-text font-size="12px" color="#666666">{{ shop.name }} · <a href="{{ unsubscribe_url }}">Meld deg av</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;

const ORDER_CONFIRMATION = `<mjml>
  <mj-body>
    <mj-section><mj-column>
      <mj-text font-size="20px" font-weight="bold">Takk for bestillingen, {{ customer.first_name }}!</mj-text>
      <mj-text>Ordre {{ order.id }}, {{ order.placed_at }}</mj-text>
      <mj-text>{% for line in order.lines %}{{ line.quantity }} × {{ line.name }}: {{ line.total }}<br>{% endfor %}</mj-text>
      <mj-text font-weight="bold">Sum: {{ order.total }}</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;

/**
 * Demo Sko AS's e-mail: a newsletter template, an order confirmation (transactional), and the newsletter
 * sent as a campaign to everyone reachable a week ago, with opens and clicks, so a new user sees figures.
 * Deterministic in which recipients opened and clicked (by their order).
 */
export async function seedEmail(db: Database, accountId: number, now: Date) {
  const sentAt = new Date(now.getTime() - 7 * 86_400_000);
  const newsletterHtml = await compileMjml(NEWSLETTER);
  const confirmationHtml = await compileMjml(ORDER_CONFIRMATION);
  if ('error' in newsletterHtml || 'error' in confirmationHtml)
    throw new Error('demo templates do not compile');
  const newsletter = await insertTemplate(
    db,
    accountId,
    {
      name: 'Nyhetsbrev: vintersko',
      type: 'BASIC',
      transactional: false,
      subject: 'Vinterskoene er her, {{ customer.first_name }}',
      previewText: 'Fri frakt for de første 50',
      mjml: NEWSLETTER,
      project: null,
      html: newsletterHtml.html,
      discountId: null,
    },
    sentAt,
  );
  await insertTemplate(
    db,
    accountId,
    {
      name: 'Ordrebekreftelse',
      type: 'ORDER_CONFIRMATION',
      transactional: true,
      subject: 'Ordrebekreftelse {{ order.id }}',
      previewText: '',
      mjml: ORDER_CONFIRMATION,
      project: null,
      html: confirmationHtml.html,
      discountId: null,
    },
    sentAt,
  );
  const campaign = await campaigns.insertCampaign(
    db,
    accountId,
    {
      name: 'Vintersko',
      templateId: newsletter.id,
      segmentId: null,
      subject: newsletter.subject,
      previewText: newsletter.previewText,
      discountId: null,
    },
    sentAt,
  );
  const contacts = await reachableContactsAfter(db, accountId, undefined, 0, 100_000);
  await campaigns.insertRecipients(
    db,
    contacts.map((contact) => ({
      campaignId: campaign.id,
      accountId,
      email: contact.email,
      name: contact.name,
      token: newRecipientToken(),
    })),
  );
  // Every recipient sent; about 45 % opened and 12 % clicked, spread over the first two days.
  const opened = contacts.filter((_, index) => index % 20 < 9);
  const clicked = contacts.filter((_, index) => index % 25 < 3);
  const hours = (index: number) => new Date(sentAt.getTime() + ((index * 7) % 48) * 3_600_000);
  await campaigns.seedRecipientStates(db, campaign.id, sentAt, {
    opened: opened.map((contact, index) => ({ email: contact.email, at: hours(index) })),
    clicked: clicked.map((contact, index) => ({ email: contact.email, at: hours(index + 1) })),
  });
  await campaigns.updateCampaign(
    db,
    campaign.id,
    {
      status: 'sent',
      html: newsletter.html,
      startedAt: sentAt,
      finishedAt: new Date(sentAt.getTime() + 60_000),
      recipientsCount: contacts.length,
      sentCount: contacts.length,
      openedCount: opened.length,
      clickedCount: clicked.length,
    },
    sentAt,
  );
  return { templates: 2, campaigns: 1, recipients: contacts.length };
}
