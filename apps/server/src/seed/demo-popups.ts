import {
  contentPageSettingsSchema,
  discountBodySchema,
  popupSettingsSchema,
  storedImagePath,
} from '@butikkpanel/contracts';
import type { Database } from '../db/client';
import { createPage, publish, saveDraft } from '../modules/content-pages';
import { createDiscount } from '../modules/discounts';
import { createPopup, popupAnswer, saveDesign, savePopup, setActive } from '../modules/popups';
import { DEMO_PRODUCTS, demoProductPath } from '../modules/widget';
import { SHARED_BANNERS } from './shared-images';

/**
 * Demo Sko AS's popup and content block (issue 17), so a new user sees both on the demo shop: an active
 * welcome popup with a signup that hands out a unique 10 % code, and a published banner on the front page
 * (`<div data-butikkpanel-block="forside-banner">`). Made through the popups and content-pages modules, so
 * the designs are made safe as the builder's would be. The builder opens them from their HTML and CSS
 * (no saved project).
 */
export const DEMO_POPUP_NAME = 'Velkomstrabatt';
export const DEMO_BLOCK_KEY = 'forside-banner';

const WELCOME_POPUP = {
  html: [
    '<section class="bp-popup">',
    '<h2 class="bp-title">Få 10 % på første kjøp</h2>',
    '<p class="bp-lead">Meld deg på nyhetsbrevet til Demo Sko, så sender vi deg en rabattkode med en gang.</p>',
    '<form class="bp-form" data-bp-form="signup">',
    '<div class="bp-field"><label for="bp-email">E-postadresse</label>',
    '<input id="bp-email" type="email" name="email" placeholder="deg@epost.no" autocomplete="email" required></div>',
    '<p class="bp-consent">Ved å melde deg på sier du ja til nyhetsbrev med tilbud og nyheter fra Demo Sko. ',
    'Du kan melde deg av når du vil, med lenken nederst i hver e-post.</p>',
    '<button class="bp-submit" type="submit">Meld meg på</button>',
    '</form>',
    '<p class="bp-code" data-bp-code></p>',
    '</section>',
  ].join(''),
  css: [
    '.bp-popup{padding:40px 32px;text-align:center;font-family:Arial, Helvetica, sans-serif;color:#1c1c1c;background-color:#fffaf3}',
    '.bp-title{margin:0 0 8px;font-size:28px;line-height:1.2;color:#1f3a5f}',
    '.bp-lead{margin:0 auto 20px;max-width:440px;font-size:16px;line-height:1.5}',
    '.bp-form{display:flex;flex-direction:column;gap:12px;max-width:420px;margin:0 auto;text-align:left}',
    '.bp-field{display:flex;flex-direction:column;gap:4px}',
    '.bp-field label{font-weight:600;font-size:14px}',
    '.bp-field input{font:inherit;padding:10px 12px;border:1px solid #6b6b6b;border-radius:6px}',
    '.bp-consent{margin:0;font-size:13px;line-height:1.4;color:#4a4a4a}',
    '.bp-submit{font:inherit;font-weight:600;padding:12px 20px;border:0;border-radius:6px;background-color:#1f3a5f;color:#ffffff;cursor:pointer}',
    '.bp-code{margin:16px 0 0;font-size:18px;font-weight:600}',
    '@media (max-width: 480px){.bp-popup{padding:28px 16px}.bp-title{font-size:22px}}',
  ].join('\n'),
};

function frontPageBanner(): { html: string; css: string } {
  const featured =
    DEMO_PRODUCTS.find((product) => product.slug === 'maraton-pro-lopesko') ?? DEMO_PRODUCTS[0];
  const href = featured ? demoProductPath(featured.slug) : '/demo-shop/';
  const background = SHARED_BANNERS.find((banner) => banner.id.startsWith('shared-banner-hav'));
  return {
    html: [
      '<section class="bp-banner">',
      '<h2 class="bp-banner-title">Nye løpesko for våren</h2>',
      '<p class="bp-banner-text">Lette, raske og med god demping. Finn paret som passer turen din.</p>',
      `<a class="bp-banner-button" href="${href}">Se Maraton Pro</a>`,
      '</section>',
    ].join(''),
    css: [
      '.bp-banner{padding:40px 24px;border-radius:12px;text-align:center;font-family:Arial, Helvetica, sans-serif;color:#ffffff;background-color:#1f3a5f' +
        (background ? `;background-image:url(${storedImagePath(background.id)});background-size:cover` : '') +
        '}',
      '.bp-banner-title{margin:0 0 8px;font-size:30px;line-height:1.2}',
      '.bp-banner-text{margin:0 auto 20px;max-width:520px;font-size:17px;line-height:1.5}',
      '.bp-banner-button{display:inline-block;padding:12px 22px;border-radius:6px;background-color:#ffffff;color:#1f3a5f;font-weight:600;text-decoration:none}',
      '.bp-banner-button:focus,.bp-banner-button:hover{text-decoration:underline}',
    ].join('\n'),
  };
}

/** The popup's own template code: 10 %, one unique code per subscriber, once per customer. */
const POPUP_TEMPLATE = {
  name: 'Velkomstrabatt popup 10 %',
  code: 'POPUP10',
  type: 'percent',
  amount: 10,
  usage_limit_per_customer: 1,
  auto_create_unique: true,
} as const;

/** Runs once with the rest of the demo data (seedDemo runs only on a database without users). */
export async function seedDemoPopups(
  db: Database,
  accountId: number,
  options: { publicUrl: string; now: Date },
): Promise<{ popupId: number; pageId: number }> {
  const { publicUrl, now } = options;
  const template = await createDiscount(db, accountId, discountBodySchema.parse(POPUP_TEMPLATE), now);

  const created = await createPopup(db, accountId, DEMO_POPUP_NAME, now);
  await savePopup(
    db,
    accountId,
    created.id,
    {
      name: DEMO_POPUP_NAME,
      settings: popupSettingsSchema.parse({
        max_width: 800,
        placement: 'center',
        rules: { groups: [[{ kind: 'delay', seconds: 5 }]] },
        frequency: { mode: 'days', days: 7 },
        stop_after_submit: true,
        hide_from_subscribers: true,
      }),
      discount_template_id: template.id,
    },
    now,
  );
  const variant = (await popupAnswer(db, created, now)).variants[0];
  if (!variant) throw new Error('the demo popup has no variant');
  await saveDesign(
    db,
    accountId,
    created.id,
    variant.id,
    { ...WELCOME_POPUP, project: null },
    publicUrl,
    now,
  );
  await setActive(db, accountId, created.id, true, now);

  const page = await createPage(
    db,
    accountId,
    contentPageSettingsSchema.parse({ name: 'Forsidebanner', placement_key: DEMO_BLOCK_KEY }),
    now,
  );
  await saveDraft(db, accountId, page.id, { ...frontPageBanner(), project: null }, publicUrl, now);
  await publish(db, accountId, page.id, now);
  return { popupId: created.id, pageId: page.id };
}
