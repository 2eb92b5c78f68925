/**
 * The data of `npm run popups` (issue 17): one account with every package and its owner, 20 active popups with
 * two variants each (designs of ~5 KB HTML and ~2 KB CSS made safe as the builder's save makes them, and a
 * builder project), 4 of them for a flow's audience; a history of views and submits (set-based, INSERT …
 * SELECT generate_series, on PostgreSQL or PGlite alike), the orders of the shop's customers (many of them
 * submitters), chat visitors the shop knows by e-mail and the flows' audiences.
 */
import { popupSettingsSchema } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { popups, popupVariants } from '../apps/server/src/db/schema';
import { assertDesignForms } from '../apps/server/src/lib/design-forms';
import { safeDesign } from '../apps/server/src/lib/safe-design';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { createAccount } from './discounts-seed';

export const OWNER = 'popup@demo.no';
export const POPUPS = 20;
/** Popups 5, 10, 15 and 20 (1-based) are for a flow's audience. */
export const isFlowPopup = (index: number) => index % 5 === 4;

export interface PopupSizes {
  shows: number;
  submissions: number;
  /** The shop's orders (customers kunde<n>@eksempel.no, n < customers). */
  orders: number;
  customers: number;
  /** Chat visitors besok<n> (n < visitors); every second one left an e-mail. */
  visitors: number;
}

/** A visitor id of the chat visitors' space (the widget's uid). */
export const visitorUid = (n: number) => `besok${String(n).padStart(8, '0')}`;
/** The e-mail a known chat visitor left (even n only), in the flows' audiences when n % 4 = 0. */
export const visitorEmail = (n: number) => `kunde${n % 40_000}@eksempel.no`;

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A realistic signup design: a hero with two columns, benefits, a product row, the form, small print. */
function design(popup: number, variant: number): { html: string; css: string } {
  const tone = variant === 0 ? 'Få 10 % på første kjøp' : 'Bli med i klubben – 15 % rabatt';
  const products = Array.from(
    { length: 4 },
    (_, index) =>
      `<div class="bp-card"><img src="https://cdn.butikk.example/produkter/${popup}-${index}.webp" alt="Produkt ${index + 1}" width="120" height="120">` +
      `<p class="bp-card-name">Ullgenser ${index + 1} i merinoull, strikket i Norge</p><p class="bp-card-price">${499 + index * 100},–</p>` +
      `<a class="bp-card-link" href="/produkter/ullgenser-${index + 1}">Se produktet</a></div>`,
  ).join('');
  const benefits = [
    'Fri frakt over 599 kr og gratis retur i 30 dager',
    'Først ute med nyheter, salg og eksklusive tilbud',
    'Tips om stell av ull, bomull og lin fra våre eksperter',
    'Bursdagsrabatt og invitasjoner til medlemskvelder i butikken',
  ]
    .map((text) => `<li><span class="bp-tick">✓</span> ${text}</li>`)
    .join('');
  const html = [
    `<section class="bp-popup bp-popup-${popup}" id="popup-${popup}-${variant}">`,
    '<div class="bp-columns"><div class="bp-column bp-media">',
    `<img class="bp-hero" src="https://cdn.butikk.example/kampanjer/${popup}/hero-${variant}.webp" alt="Høstens kolleksjon" width="360" height="480">`,
    '</div><div class="bp-column bp-body">',
    `<p class="bp-kicker">Nyhetsbrev</p><h2 class="bp-title">${tone}</h2>`,
    '<p class="bp-lead">Meld deg på nyhetsbrevet vårt, så sender vi deg en personlig rabattkode med en gang. ',
    'Koden gjelder hele sortimentet unntatt gavekort, og kan brukes én gang innen 30 dager.</p>',
    `<ul class="bp-benefits">${benefits}</ul>`,
    '<form data-bp-form="signup" class="bp-form">',
    `<label for="bp-name-${popup}-${variant}">Fornavn</label>`,
    `<input id="bp-name-${popup}-${variant}" type="text" name="fornavn" placeholder="Fornavnet ditt">`,
    `<label for="bp-email-${popup}-${variant}">E-post</label>`,
    `<input id="bp-email-${popup}-${variant}" type="email" name="email" placeholder="deg@epost.no" required>`,
    `<label for="bp-interest-${popup}-${variant}">Hva er du mest interessert i?</label>`,
    `<select id="bp-interest-${popup}-${variant}" name="interesse"><option value="dame">Dame</option><option value="herre">Herre</option><option value="barn">Barn</option><option value="interior">Interiør</option></select>`,
    `<label class="bp-consent"><input type="checkbox" name="samtykke" required> Jeg vil motta nyhetsbrev og godtar <a href="/personvern" target="_blank">personvernerklæringen</a>.</label>`,
    '<button type="submit" class="bp-button">Send meg koden</button>',
    '</form>',
    '<p class="bp-code" data-bp-code></p>',
    '<p class="bp-countdown" data-bp-countdown="2026-12-24T23:59">Tilbudet gjelder til julaften</p>',
    '</div></div>',
    `<h3 class="bp-products-title">Populært akkurat nå</h3><div class="bp-products">${products}</div>`,
    '<p class="bp-small">Du kan melde deg av når som helst med lenken nederst i hver e-post. Vi deler aldri ',
    'adressen din med andre. Les mer om hvordan vi behandler personopplysninger i ',
    '<a href="/personvern">personvernerklæringen</a> eller ta kontakt på <a href="mailto:kundeservice@butikk.example">kundeservice@butikk.example</a>.</p>',
    '</section>',
  ].join('');
  const accent = ['#1f6f5c', '#a3342c', '#274b8f', '#7a4a9c'][(popup + variant) % 4];
  const css = `
.bp-popup { padding: 32px; background: #fffdf8; color: #1d1d1b; font-family: Georgia, 'Times New Roman', serif; border-radius: 12px }
.bp-columns { display: flex; gap: 24px; align-items: stretch }
.bp-column { flex: 1 1 0; min-width: 0 }
.bp-hero { width: 100%; height: auto; border-radius: 8px; object-fit: cover }
.bp-kicker { text-transform: uppercase; letter-spacing: 0.12em; font-size: 12px; color: ${accent}; margin: 0 0 8px }
.bp-title { font-size: 30px; line-height: 1.15; margin: 0 0 12px }
.bp-lead { font-size: 16px; line-height: 1.5; margin: 0 0 16px }
.bp-benefits { list-style: none; padding: 0; margin: 0 0 20px; font-size: 14px }
.bp-benefits li { padding: 4px 0 }
.bp-tick { color: ${accent}; font-weight: bold; margin-right: 6px }
.bp-form { display: grid; gap: 8px; font-family: Arial, Helvetica, sans-serif }
.bp-form label { font-size: 13px; font-weight: bold }
.bp-form input, .bp-form select { padding: 10px 12px; border: 1px solid #c9c4b8; border-radius: 6px; font-size: 15px }
.bp-consent { font-weight: normal; display: flex; gap: 8px; align-items: flex-start }
.bp-button { background: ${accent}; color: #fff; border: 0; border-radius: 6px; padding: 12px 18px; font-size: 16px; cursor: pointer }
.bp-button:hover { opacity: 0.9 }
.bp-code { font-size: 22px; font-weight: bold; letter-spacing: 0.08em; text-align: center; color: ${accent} }
.bp-countdown { font-size: 13px; color: #6b665c; text-align: center }
.bp-products-title { font-size: 18px; margin: 24px 0 12px }
.bp-products { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px }
.bp-card { text-align: center; font-size: 13px }
.bp-card img { width: 100%; height: auto; border-radius: 6px }
.bp-card-price { font-weight: bold }
.bp-small { font-size: 11px; color: #6b665c; margin-top: 20px }
@media (max-width: 768px) {
  .bp-columns { flex-direction: column }
  .bp-products { grid-template-columns: repeat(2, 1fr) }
  .bp-title { font-size: 24px }
}
`.trim();
  return { html, css };
}

/** A builder project of the size GrapesJS saves for such a design (kept to edit again, never sent to the shop). */
function project(html: string, css: string): Record<string, unknown> {
  return {
    assets: [],
    styles: css.split('\n').map((rule) => ({ selectors: [rule.split('{')[0]?.trim() ?? ''], style: rule })),
    pages: [{ frames: [{ component: { type: 'wrapper', components: html } }] }],
    symbols: [],
    dataSources: [],
  };
}

/**
 * Seeds the account and its popups with their history; answers the account, the popups in order (their
 * variants' ids) and the e-mails in the flows' audiences.
 */
export async function seedPopups(
  db: Database,
  sizes: PopupSizes,
  now: Date,
): Promise<{ account: number; popups: Array<{ id: number; variants: number[]; flow: boolean }> }> {
  await syncPackageCatalogue(db);
  const a = await createAccount(db, { company: 'Popupbutikken AS', owner: OWNER });
  const made: Array<{ id: number; variants: number[]; flow: boolean }> = [];
  let bytes = 0;
  await timed(`${POPUPS} popups with 2 variants`, async () => {
    for (let index = 0; index < POPUPS; index++) {
      const flow = isFlowPopup(index);
      const settings = popupSettingsSchema.parse({
        max_width: 800 + (index % 5) * 100,
        placement: (['center', 'corner', 'top_bar', 'slide_in'] as const)[index % 4],
        rules: {
          groups:
            index % 3 === 0
              ? [[{ kind: 'delay', seconds: 5 }], [{ kind: 'scroll', percent: 50 }]]
              : [[{ kind: 'page', match: 'starts_with', value: `/kategori/${index}` }]],
        },
        frequency: index % 2 === 0 ? { mode: 'once', days: null } : { mode: 'days', days: 7 },
        audience: flow ? 'flow' : 'everyone',
      });
      const [popup] = await db
        .insert(popups)
        .values({
          accountId: a,
          name: `Kampanje ${index + 1}${flow ? ' (flytpublikum)' : ''}`,
          status: 'active',
          settings,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!popup) throw new Error('no popup');
      const variants: number[] = [];
      for (let variant = 0; variant < 2; variant++) {
        const safe = safeDesign(design(index, variant), { isOwnFile: () => false });
        assertDesignForms(safe.html);
        bytes += safe.html.length + safe.css.length;
        const [row] = await db
          .insert(popupVariants)
          .values({
            accountId: a,
            popupId: popup.id,
            name: variant === 0 ? 'A' : 'B',
            weight: 50,
            ...safe,
            project: project(safe.html, safe.css),
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('no variant');
        variants.push(row.id);
      }
      made.push({ id: popup.id, variants, flow });
    }
  });
  console.log(`  designs: ${(bytes / made.length / 2 / 1024).toFixed(1)} KB HTML + CSS per variant`);
  const at = sql`${now.toISOString()}::timestamptz`;
  const popupIds = sql.raw(`(array[${made.map((p) => p.id).join(',')}]::int[])`);
  const variantIds = sql.raw(`(array[${made.flatMap((p) => p.variants).join(',')}]::int[])`);
  const STEP = 250_000;
  for (let from = 1; from <= sizes.shows; from += STEP) {
    const to = Math.min(sizes.shows, from + STEP - 1);
    await timed(`views ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
      db.execute(sql`
        insert into popup_shows (account_id, popup_id, variant_id, visitor_id, shown_at)
        select ${a}, ${popupIds}[1 + g % ${POPUPS}], ${variantIds}[1 + 2 * (g % ${POPUPS}) + (g / ${POPUPS}) % 2],
          'besok' || lpad(((g::bigint * 7919) % ${sizes.visitors * 4})::text, 8, '0'),
          ${at} - ((g::bigint * 104729) % (365 * 86400)) * interval '1 second'
        from generate_series(${from}::int, ${to}::int) g`),
    );
  }
  await timed(`${sizes.submissions.toLocaleString('en')} submissions with e-mails`, () =>
    db.execute(sql`
      insert into popup_submissions (account_id, popup_id, variant_id, visitor_id, submit_id, email, fields, code,
        submitted_at)
      select ${a}, ${popupIds}[1 + g % ${POPUPS}], ${variantIds}[1 + 2 * (g % ${POPUPS}) + (g / ${POPUPS}) % 2],
        'besok' || lpad(((g::bigint * 7919) % ${sizes.visitors * 4})::text, 8, '0'), 'innsending' || g,
        e.email, jsonb_build_object('email', e.email, 'fornavn', 'Kari', 'interesse', 'dame', 'samtykke', true),
        case when g % 2 = 0 then 'POPUP' || upper(substr(md5(g::text), 1, 8)) end,
        ${at} - ((g::bigint * 7919) % (365 * 86400)) * interval '1 second'
      from generate_series(1, ${sizes.submissions}::int) g
      cross join lateral (select 'kunde' || ((g::bigint * 13) % ${sizes.customers}) || '@eksempel.no' as email) e`),
  );
  for (let from = 1; from <= sizes.orders; from += STEP) {
    const to = Math.min(sizes.orders, from + STEP - 1);
    await timed(`orders ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
      db.execute(sql`
        insert into shop_orders (account_id, external_id, status, placed_at, placed_on, subtotal_ore, total_ore,
          currency, source, customer_email)
        select ${a}, 'P' || g, case when g % 29 = 0 then 'cancelled' else 'completed' end,
          placed, (placed at time zone 'Europe/Oslo')::date, s.subtotal, s.subtotal + 7900, 'NOK',
          (array['google','facebook','newsletter','','instagram'])[1 + g % 5],
          'kunde' || ((g::bigint * 7) % ${sizes.customers}) || '@eksempel.no'
        from generate_series(${from}::int, ${to}::int) g
        cross join lateral (
          select ${at} - (((g::bigint * 7919) % (400 * 86400)) * interval '1 second') as placed,
            (199 + (g::bigint * 104729) % 2800) * 100 as subtotal
        ) s`),
    );
  }
  await timed(`${sizes.visitors.toLocaleString('en')} chat visitors and the flows' audiences`, async () => {
    await db.execute(sql`
      insert into chat_visitors (account_id, uid, email, last_seen)
      select ${a}, 'besok' || lpad(g::text, 8, '0'),
        case when g % 2 = 0 then 'kunde' || (g % 40000) || '@eksempel.no' end, ${at} - g * interval '1 minute'
      from generate_series(0, ${sizes.visitors - 1}::int) g`);
    for (const popup of made.filter((p) => p.flow)) {
      await db.execute(sql`
        insert into popup_audience (account_id, popup_id, email, added_at)
        select ${a}, ${popup.id}, 'kunde' || g || '@eksempel.no', ${at} - interval '3 days'
        from generate_series(0, 39999, 4) g
        on conflict do nothing`);
    }
  });
  await timed('vacuum and analyze', () => db.execute(sql`vacuum analyze`));
  return { account: a, popups: made };
}
