import type { PopupAnswer, PopupVariantAnswer } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, popupItem, refused, renderPopups, rowAction, SLOW } from './popups-helpers';

const variant = (overrides: Partial<PopupVariantAnswer>): PopupVariantAnswer => ({
  id: 31,
  name: 'A',
  weight: 50,
  html: '<p>Hei</p>',
  css: '',
  project: null,
  views: 1200,
  submissions: 150,
  ...overrides,
});
const a = variant({});
const b = variant({ id: 32, name: 'B', views: 800, submissions: 40 });
const c = variant({ id: 33, name: 'C', views: 0, submissions: 0 });
const d = variant({ id: 34, name: 'D', views: 0, submissions: 0 });
const withVariants = (variants: PopupVariantAnswer[]) => popupItem({ variants });

/** Intl's spaces (no-break and narrow no-break) read as plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const changes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [`${call.method} ${call.path}`, call.body]);

async function openVariants() {
  const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
  await rowAction(table, 'Velkommen', 'Varianter');
  return screen.findByRole('dialog', { name: 'Varianter av «Velkommen»' });
}
const card = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('region', { name: `Variant ${name}` });

/** A server that keeps the popup: the list and every variant change answer it as it is. */
function server(start: PopupVariantAnswer[]) {
  let popup: PopupAnswer = withVariants(start);
  const set = (variants: PopupVariantAnswer[]) => {
    popup = { ...popup, variants };
    return { body: { data: popup } };
  };
  return {
    'GET /api/popups': () => ({ body: { data: [popup] } }),
    'POST /api/popups/3/variants': () => {
      const share = Math.floor(100 / (popup.variants.length + 1));
      const next = [a, b, c, d][popup.variants.length] as PopupVariantAnswer;
      return set([...popup.variants, next].map((one) => ({ ...one, weight: share })));
    },
    'DELETE /api/popups/3/variants/32': () => set(popup.variants.filter((one) => one.id !== 32)),
    'PUT /api/popups/3/weights': (call: Call) => {
      const { weights } = call.body as { weights: Record<string, number> };
      return set(popup.variants.map((one) => ({ ...one, weight: weights[String(one.id)] ?? 0 })));
    },
  };
}

describe('popup variants', { timeout: 30_000 }, () => {
  it('lists each variant with its share, figures and a link to its design', async () => {
    renderPopups('popups', server([a, b]));
    await screen.findByRole('table', { name: 'Popups' }, SLOW);
    const dialog = await openVariants();
    const first = card(dialog, 'A');
    expect(within(first).getByRole('spinbutton', { name: 'Andel' })).toHaveValue(50);
    expect(text(first)).toContain('Visninger1 200');
    expect(text(first)).toContain('Innsendinger150');
    expect(text(first)).toContain('Konvertering12,5 %');
    const second = card(dialog, 'B');
    expect(text(second)).toContain('Konvertering5 %');
    expect(within(second).getByRole('link', { name: 'Rediger design for variant B' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/7\/popupbuilder\/3\?variant=32$/),
    );
    expect(within(dialog).getByText('Til sammen: 100 %')).toBeVisible();
  });

  it('asks for shares that make 100 % before sending them', async () => {
    const { calls } = renderPopups('popups', server([a, b]));
    const dialog = await openVariants();
    const shareA = within(card(dialog, 'A')).getByRole('spinbutton', { name: 'Andel' });
    const shareB = within(card(dialog, 'B')).getByRole('spinbutton', { name: 'Andel' });
    await userEvent.clear(shareA);
    await userEvent.type(shareA, '60');
    expect(within(dialog).getByText('Til sammen: 110 %')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre fordeling' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Andelene må bli 100 % til sammen (nå 110 %).',
    );
    expect(shareA).toHaveAttribute('aria-invalid', 'true');
    expect(changes(calls)).toEqual([]);

    await userEvent.clear(shareB);
    await userEvent.type(shareB, '4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre fordeling' }));
    expect(shareB).toHaveAccessibleDescription('Andelen må være et helt tall mellom 0 og 100.');
    expect(changes(calls)).toEqual([]);

    await userEvent.clear(shareB);
    await userEvent.type(shareB, '40');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre fordeling' }));
    expect(await screen.findByText('Fordelingen er lagret.')).toBeVisible();
    expect(changes(calls)).toEqual([['PUT /api/popups/3/weights', { weights: { '31': 60, '32': 40 } }]]);
    await waitFor(() =>
      expect(within(card(dialog, 'A')).getByRole('spinbutton', { name: 'Andel' })).toHaveValue(60),
    );
  });

  it("shows the server's refusal of a share under that variant's share", async () => {
    renderPopups('popups', {
      ...server([a, b]),
      'PUT /api/popups/3/weights': refused(422, 'validation_failed', 'Sjekk feltene.', {
        'weights.32': 'Ugyldig verdi.',
      }),
    });
    const dialog = await openVariants();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre fordeling' }));
    const shareB = within(card(dialog, 'B')).getByRole('spinbutton', { name: 'Andel' });
    await waitFor(() => expect(shareB).toHaveAccessibleDescription('Ugyldig verdi.'));
    expect(shareB).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds variants up to four, then says why no more can be added', async () => {
    const { calls } = renderPopups('popups', server([a, b]));
    const dialog = await openVariants();
    const add = within(dialog).getByRole('button', { name: 'Legg til variant' });
    expect(add).toHaveAccessibleDescription(
      'Den nye varianten er en kopi av den første, og de besøkende deles likt.',
    );
    await userEvent.click(add);
    expect(await within(dialog).findByRole('region', { name: 'Variant C' })).toBeVisible();
    expect(await screen.findByText('Varianten er lagt til.')).toBeVisible();
    expect(within(card(dialog, 'A')).getByRole('spinbutton', { name: 'Andel' })).toHaveValue(33);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til variant' }));
    expect(await within(dialog).findByRole('region', { name: 'Variant D' })).toBeVisible();
    const full = within(dialog).getByRole('button', { name: 'Legg til variant' });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription('En popup kan ha høyst 4 varianter.');
    expect(changes(calls)).toEqual([
      ['POST /api/popups/3/variants', undefined],
      ['POST /api/popups/3/variants', undefined],
    ]);
  });

  it('deletes a variant after asking, but never the last one', async () => {
    const { calls } = renderPopups('popups', server([a, b]));
    const dialog = await openVariants();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slett variant B' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slette variant B?' });
    expect(changes(calls)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Variant B' })).toBeNull());
    expect(changes(calls)).toEqual([['DELETE /api/popups/3/variants/32', undefined]]);
    const lastDelete = within(card(dialog, 'A')).getByRole('button', { name: 'Slett variant A' });
    expect(lastDelete).toBeDisabled();
    expect(lastDelete).toHaveAccessibleDescription('Den siste varianten kan ikke slettes.');
  });
});
