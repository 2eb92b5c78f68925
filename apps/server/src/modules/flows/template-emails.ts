import type {
  EmailTemplateBody,
  EmailTemplateType,
  FlowDefinition,
  FlowTemplate,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { CART_LINES_MJML, createEmailTemplate } from '../email';

/** One e-mail a flow template needs: which send step it fills, and what it says (bokmål). */
interface TemplateEmail {
  stepId: string;
  name: string;
  type: EmailTemplateType;
  subject: string;
  previewText: string;
  body: string;
}

const greeting =
  '{% if customer.first_name != blank %}Hei {{ customer.first_name }}!{% else %}Hei!{% endif %}';

const mail = (heading: string, text: string, blocks = '') => `<mjml lang="nb">
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff"><mj-column>
      <mj-text font-size="22px" font-weight="bold">${heading}</mj-text>
      <mj-text>${greeting} ${text}</mj-text>
    </mj-column></mj-section>
    ${blocks}
    <mj-section><mj-column>
      <mj-text font-size="12px" color="#666666">{{ shop.name }} · <a href="{{ unsubscribe_url }}">Meld deg av</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;

/** The e-mails of each section 9 template, by the send step they are wired into. */
const EMAILS: Record<FlowTemplate, TemplateEmail[]> = {
  abandoned_cart: [
    {
      stepId: 'mail-1',
      name: 'påminnelse etter 4 timer',
      type: 'CART_REMINDER',
      subject: 'Du har glemt noe i handlekurven',
      previewText: 'Varene dine ligger klare hos {{ shop.name }}.',
      body: mail(
        'Glemte du noe?',
        'Varene du la i handlekurven hos {{ shop.name }}, ligger klare til deg.',
        CART_LINES_MJML,
      ),
    },
    {
      stepId: 'mail-2',
      name: 'påminnelse etter 24 timer',
      type: 'CART_REMINDER',
      subject: 'Handlekurven din venter fortsatt',
      previewText: 'Fullfør bestillingen før varene blir utsolgt.',
      body: mail(
        'Handlekurven din venter fortsatt',
        'Vi har tatt vare på handlekurven din. Fullfør bestillingen før varene blir utsolgt.',
        CART_LINES_MJML,
      ),
    },
  ],
  not_purchased_30_days: [
    {
      stepId: 'mail-1',
      name: 'vi savner deg',
      type: 'BASIC',
      subject: 'Vi savner deg hos {{ shop.name }}',
      previewText: 'Det har kommet mye nytt siden sist.',
      body: mail(
        'Lenge siden sist!',
        'Det er en stund siden du handlet hos {{ shop.name }}, og det har kommet mye nytt siden sist. Ta gjerne en titt.',
      ),
    },
  ],
};

/**
 * Makes the e-mails a flow template needs in the account's e-mail templates (each of the type its step
 * may send, named after the flow so the owner finds them) and wires them into the template's send steps,
 * so a flow made from a template can be activated as it is. Made through the e-mail module's own create,
 * so they are checked and compiled as the builder's are.
 */
export async function withTemplateEmails(
  db: Database,
  accountId: number,
  template: FlowTemplate,
  flowName: string,
  definition: FlowDefinition,
  now: Date,
): Promise<FlowDefinition> {
  const made = new Map<string, number>();
  for (const email of EMAILS[template]) {
    const body: EmailTemplateBody = {
      name: `${flowName}: ${email.name}`.slice(0, 200),
      type: email.type,
      subject: email.subject,
      preview_text: email.previewText,
      mjml: email.body,
      project: null,
    };
    // No roles: the type's own transactional default, which needs no permission to keep.
    const row = await createEmailTemplate(db, accountId, body, [], now);
    made.set(email.stepId, row.id);
  }
  return {
    ...definition,
    steps: definition.steps.map((step) =>
      step.type === 'send_email' ? { ...step, template_id: made.get(step.id) ?? step.template_id } : step,
    ),
  };
}
