import { DEFAULT_COMPANY_COLORS, DISCOUNT_AMOUNT_ATTRIBUTE } from '@butikkpanel/contracts';

/** What a new popup's design takes from the account: its name and company colours. */
export interface StarterLook {
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
}

/** The shop's privacy page: a path of the shop's own site, which the owner can change in the builder. */
export const PRIVACY_PATH = '/personvern';

const HEX = /^#[0-9a-f]{6}$/i;
const TEXT = '#1b1f24';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** The company's colour where it is readable on white (`minimum` 4.5 for text, 3 for large), else plain text. */
const readableOnWhite = (colour: string, minimum: number) =>
  contrast(colour, '#ffffff') >= minimum ? colour : TEXT;
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A new popup's first design: a finished signup to adjust rather than an empty canvas. A heading whose amount
 * comes from the popup's code (`data-bp-amount`), a line of text, the e-mail field with its label, the button
 * in the company's colour, and the consent text with a link to the shop's privacy page.
 */
export function starterDesign(look: StarterLook): { html: string; css: string } {
  const primary = HEX.test(look.primaryColor) ? look.primaryColor : DEFAULT_COMPANY_COLORS.primary_color;
  const secondary = HEX.test(look.secondaryColor)
    ? look.secondaryColor
    : DEFAULT_COMPANY_COLORS.secondary_color;
  // A light company colour still gets a readable button and text: the colours give way, never the reading.
  const buttonText = contrast(primary, '#ffffff') >= 4.5 ? '#ffffff' : TEXT;
  const sender = look.companyName.trim() === '' ? 'oss' : escapeHtml(look.companyName.trim());
  const html = [
    '<section class="bp-welcome">',
    '<p class="bp-welcome-kicker">Nyhetsbrev</p>',
    `<h2 class="bp-welcome-title">Få <span ${DISCOUNT_AMOUNT_ATTRIBUTE}="">10 % rabatt</span> på første kjøp</h2>`,
    '<p class="bp-welcome-text">Meld deg på nyhetsbrevet, så sender vi deg rabattkoden med én gang. ',
    'Du får også nyheter og tilbud før alle andre.</p>',
    '<form class="bp-welcome-form" data-bp-form="signup">',
    '<label for="bp-email">E-post</label>',
    '<input id="bp-email" type="email" name="email" placeholder="deg@epost.no" required>',
    '<button type="submit">Meld meg på</button>',
    '</form>',
    '<p data-bp-code=""></p>',
    `<p class="bp-welcome-consent">Ved å melde deg på sier du ja til nyhetsbrev på e-post fra ${sender}. `,
    'Du kan melde deg av når som helst. Les mer i ',
    `<a href="${PRIVACY_PATH}">personvernerklæringen</a>.</p>`,
    '</section>',
  ].join('');
  const css = [
    `.bp-welcome{padding:40px 32px;text-align:center;font-family:Arial,Helvetica,sans-serif;color:${TEXT};background:#ffffff;border-top:6px solid ${primary}}`,
    `.bp-welcome-kicker{margin:0 0 8px;font-size:13px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:${readableOnWhite(secondary, 4.5)}}`,
    '.bp-welcome-title{margin:0 0 12px;font-size:28px;line-height:1.2}',
    `.bp-welcome-title span{color:${readableOnWhite(primary, 3)}}`,
    '.bp-welcome-text{margin:0 auto 24px;max-width:460px;font-size:16px;line-height:1.5;color:#3d4451}',
    '.bp-welcome-form{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;align-items:flex-end;margin:0 auto;max-width:460px;text-align:left}',
    '.bp-welcome-form label{flex-basis:100%;font-size:14px;font-weight:700}',
    '.bp-welcome-form input{flex:1 1 220px;min-height:44px;padding:10px 12px;font-size:16px;border:1px solid #8a94a6;border-radius:6px}',
    `.bp-welcome-form button{flex:0 0 auto;min-height:44px;padding:10px 20px;font-size:16px;font-weight:700;color:${buttonText};background:${primary};border:0;border-radius:6px;cursor:pointer}`,
    '.bp-welcome-consent{margin:16px auto 0;max-width:460px;font-size:12px;line-height:1.5;color:#5b6472}',
    `.bp-welcome-consent a{color:${readableOnWhite(secondary, 4.5)}}`,
  ].join('');
  return { html, css };
}
