import type { Segment, SegmentRulesInput } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { type Call, callsTo, type Handlers, invalid, renderEmails, SLOW, segment } from './emails-helpers';

pinClock();

/** The live count waits this long after the last change (the screen's COUNT_DELAY_MS, with room to spare). */
const AFTER_COUNT_DELAY = { timeout: 5000 };

const counts = (calls: Call[]) =>
  callsTo(calls, 'POST', '/api/audience/segments/count').map((call) => call.body as SegmentRulesInput);

/** The server's count: a rule without a value is refused at its path, as the contract does. */
const answerCount = (call: Call) => {
  const { rules } = call.body as { rules: Array<{ field: string; value?: unknown }> };
  const missing = rules.findIndex((rule) => rule.value === undefined || rule.value === '');
  if (missing >= 0) return invalid({ [`rules.${missing}.value`]: 'Regelen må ha en verdi.' });
  const first = rules[0];
  if (first === undefined) return { body: { data: { count: 120, reachable: 80 } } };
  if (first.field === 'tag') return { body: { data: { count: 12, reachable: 9 } } };
  if (first.field === 'subscribed') return { body: { data: { count: 80, reachable: 80 } } };
  return { body: { data: { count: 1, reachable: 0 } } };
};

const rule = (number: number) => screen.getByRole('listitem', { name: `Regel ${number}` });

function renderSegment(path: string, extra: Handlers = {}) {
  let saved: Segment | null = null;
  return renderEmails(path, {
    'POST /api/audience/segments/count': answerCount,
    'GET /api/audience/segments/3': { body: { data: segment() } },
    'PUT /api/audience/segments/3': (call) => ({
      body: { data: { ...segment(), ...(call.body as object) } },
    }),
    'POST /api/audience/segments': (call) => {
      saved = { ...segment({ id: 8 }), ...(call.body as Pick<Segment, 'name' | 'definition'>) };
      return { status: 201, body: { data: saved } };
    },
    'GET /api/audience/segments/8': () => ({ body: { data: saved } }),
    ...extra,
  });
}

describe('emails/segments/new', { timeout: 30_000 }, () => {
  it('counts the contacts as the rules change, once typing pauses, and shows a rule the count refused', async () => {
    const { calls } = renderSegment('emails/segments/new');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nytt segment' }, SLOW)).toBeVisible();
    expect(screen.getByText('Uten regler er alle kontaktene med.')).toBeVisible();
    expect(await screen.findByText('120 kontakter passer nå, 80 kan få kampanjer.')).toBeVisible();
    expect(counts(calls)[0]).toEqual({ match: 'all', rules: [] });

    await user.click(screen.getByRole('button', { name: 'Legg til regel' }));
    // A new rule starts as "subscribes: yes", which is complete and counted as it is.
    expect(
      await screen.findByText('80 kontakter passer nå, 80 kan få kampanjer.', undefined, AFTER_COUNT_DELAY),
    ).toBeVisible();
    expect(counts(calls).at(-1)).toEqual({ match: 'all', rules: [{ field: 'subscribed', value: true }] });

    await user.click(within(rule(1)).getByRole('combobox', { name: 'Ser på' }));
    await user.click(await screen.findByRole('option', { name: 'Har merket' }));
    const value = within(rule(1)).getByRole('textbox', { name: 'Verdi' });
    await waitFor(
      () => expect(value).toHaveAccessibleDescription('Regelen må ha en verdi.'),
      AFTER_COUNT_DELAY,
    );
    expect(screen.getByText('Tallet kommer når reglene er fylt ut riktig.')).toBeVisible();
    expect(counts(calls).at(-1)).toEqual({ match: 'all', rules: [{ field: 'tag', value: '' }] });

    await user.type(value, 'vip');
    expect(
      await screen.findByText('12 kontakter passer nå, 9 kan få kampanjer.', undefined, AFTER_COUNT_DELAY),
    ).toBeVisible();
    expect(counts(calls).at(-1)).toEqual({ match: 'all', rules: [{ field: 'tag', value: 'vip' }] });
    // The count waited for the whole word: no call for each key.
    const typed = counts(calls).map((body) => (body.rules[0] as { value?: unknown } | undefined)?.value);
    expect(typed).not.toContain('v');
    expect(typed).not.toContain('vi');
    expect(value).not.toHaveAccessibleDescription('Regelen må ha en verdi.');
    expect(screen.queryByText('Tallet kommer når reglene er fylt ut riktig.')).toBeNull();
  });

  it("shows a refused save's messages under the name and under the rule's value, then saves and opens it", async () => {
    const { calls, router } = renderSegment('emails/segments/new', {
      // Here the count takes anything, so what shows comes from the save.
      'POST /api/audience/segments/count': { body: { data: { count: 5, reachable: 5 } } },
      'POST /api/audience/segments': (call) => {
        const body = call.body as { name: string; definition: SegmentRulesInput };
        const fields = {
          ...(body.name.trim() === '' ? { name: 'Segmentet må ha et navn.' } : {}),
          ...((body.definition.rules[0] as { value?: string } | undefined)?.value === ''
            ? { 'definition.rules.0.value': 'Regelen må ha en verdi.' }
            : {}),
        };
        if (Object.keys(fields).length > 0) return invalid(fields);
        return { status: 201, body: { data: { ...segment({ id: 8 }), ...body } } };
      },
      'GET /api/audience/segments/8': {
        body: { data: segment({ id: 8, name: 'VIP-kunder', definition: { match: 'all', rules: [] } }) },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Nytt segment' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Legg til regel' }));
    await user.click(within(rule(1)).getByRole('combobox', { name: 'Ser på' }));
    await user.click(await screen.findByRole('option', { name: 'Har merket' }));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    const name = screen.getByRole('textbox', { name: /Navn/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Segmentet må ha et navn.'));
    const value = within(rule(1)).getByRole('textbox', { name: 'Verdi' });
    expect(value).toHaveAccessibleDescription('Regelen må ha en verdi.');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    // The messages are at their fields; no summary repeats them.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/audience/segments')[0]?.body).toEqual({
      name: '',
      definition: { match: 'all', rules: [{ field: 'tag', value: '' }] },
    });

    await user.type(name, 'VIP-kunder');
    await user.type(value, 'vip');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/emails/segments/8'));
    expect(await screen.findByText('Lagret.')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/audience/segments')[1]?.body).toEqual({
      name: 'VIP-kunder',
      definition: { match: 'all', rules: [{ field: 'tag', value: 'vip' }] },
    });
  });
});

describe('emails/segments/{id}', { timeout: 30_000 }, () => {
  it('shows the saved rules as typed in Norwegian and saves changed amounts, operator and match', async () => {
    const { calls, router } = renderSegment('emails/segments/3');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Storkunder' }, SLOW)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Navn/ })).toHaveValue('Storkunder');
    expect(within(rule(1)).getByRole('combobox', { name: 'Ser på' })).toHaveTextContent('Handlet for totalt');
    expect(within(rule(1)).getByRole('combobox', { name: 'Sammenligning' })).toHaveTextContent('minst');
    const amount = within(rule(1)).getByRole('textbox', { name: 'Beløp (kr)' });
    expect(amount).toHaveValue('1299,5');
    expect(await screen.findByText('1 kontakt passer nå, 0 kan få kampanjer.')).toBeVisible();
    expect(counts(calls)[0]).toEqual({
      match: 'all',
      rules: [{ field: 'total_spent', op: 'gte', value: 1299.5 }],
    });

    await user.click(within(rule(1)).getByRole('combobox', { name: 'Sammenligning' }));
    await user.click(await screen.findByRole('option', { name: 'høyst' }));
    await user.clear(amount);
    await user.type(amount, '1 500,50');
    await user.click(screen.getByRole('button', { name: 'minst én regel' }));
    expect(screen.getByRole('button', { name: 'minst én regel' })).toHaveAttribute('aria-pressed', 'true');
    const changed = { match: 'any', rules: [{ field: 'total_spent', op: 'lte', value: 1500.5 }] };
    await waitFor(() => expect(counts(calls).at(-1)).toEqual(changed), AFTER_COUNT_DELAY);

    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Lagret.')).toBeVisible();
    expect(callsTo(calls, 'PUT', '/api/audience/segments/3').map((call) => call.body)).toEqual([
      { name: 'Storkunder', definition: changed },
    ]);
    expect(router.state.location.pathname).toBe('/7/emails/segments/3');
  });

  it('removes a rule, and then counts everyone', async () => {
    const { calls } = renderSegment('emails/segments/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fjern Regel 1' }, SLOW));
    expect(screen.queryByRole('listitem', { name: 'Regel 1' })).toBeNull();
    expect(screen.getByText('Uten regler er alle kontaktene med.')).toBeVisible();
    expect(
      await screen.findByText('120 kontakter passer nå, 80 kan få kampanjer.', undefined, AFTER_COUNT_DELAY),
    ).toBeVisible();
    expect(counts(calls).at(-1)).toEqual({ match: 'all', rules: [] });
  });

  it('deletes the segment after asking, and goes back to the list', async () => {
    const { calls, router } = renderSegment('emails/segments/3', {
      'DELETE /api/audience/segments/3': { status: 204 },
      'GET /api/audience/segments': { body: { data: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette segmentet?' });
    expect(dialog).toHaveTextContent(
      '«Storkunder» slettes. Kampanjer som er sendt til det, beholder tallene sine.',
    );
    expect(callsTo(calls, 'DELETE', '/api/audience/segments/3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/emails/segments'));
    expect(await screen.findByText('Segmentet er slettet.')).toBeVisible();
    expect(callsTo(calls, 'DELETE', '/api/audience/segments/3')).toHaveLength(1);
  });
});

describe('emails/segments', { timeout: 30_000 }, () => {
  it('lists the segments with their rules, how many match and how many can be reached', async () => {
    renderEmails('emails/segments', {
      'GET /api/audience/segments': {
        body: {
          data: [
            segment(),
            segment({
              id: 4,
              name: 'Alle',
              definition: { match: 'all', rules: [] },
              count: 1234,
              reachable: 987,
            }),
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Segmenter' }, SLOW);
    const big = within(table).getByRole('row', { name: /Storkunder/ });
    expect(within(big).getByRole('link', { name: 'Storkunder' })).toHaveAttribute(
      'href',
      '/7/emails/segments/3',
    );
    const cells = within(big)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Storkunder', '1', '40', '31', '20.03.2026, 11:00']);
    expect(within(table).getByRole('row', { name: /Alle/ })).toHaveTextContent('1 234');
    expect(screen.getByRole('link', { name: 'Nytt segment' })).toHaveAttribute(
      'href',
      '/7/emails/segments/new',
    );
  });
});
