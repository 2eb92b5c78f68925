import type { UniqueCodeBatch } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { detail, page, refused, renderDiscounts, SLOW, STAMP } from './discount-helpers';

pinClock();

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-03-${String(index + 1).padStart(2, '0')}`,
  uses: index === 27 ? 3 : 0,
  revenue: index === 27 ? 1499 : 0,
}));

const redemption = {
  order_id: 'T-101',
  placed_at: '2026-03-28T12:00:00.000Z',
  total: 799,
  customer_email: 'kari@example.no',
  code: 'SOMMER20',
  status: 'flagged' as const,
  flag: 'expired' as const,
};

const codePage = (extra: Parameters<typeof renderDiscounts>[1] = {}) => ({
  'GET /api/discounts/codes/1': { body: { data: detail() } },
  'GET /api/discounts/codes/1/daily': { body: { days } },
  'GET /api/discounts/codes/1/redemptions': { body: page([redemption]) },
  ...extra,
});

describe('discounts/codes/{id}', { timeout: 30_000 }, () => {
  it('shows the figures, the days as a table beside the graphs, and the orders with why one was flagged', async () => {
    renderDiscounts('discounts/codes/1', codePage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sommersalg' }, SLOW)).toBeVisible();
    const figures = screen.getByRole('list', { name: 'Hva koden har gitt' });
    expect(figures).toHaveTextContent('12 990,50 kr');
    expect(figures).toHaveTextContent('Flagget1');
    const table = await screen.findByRole('table', { name: 'Bruk og omsetning per dag' });
    expect(within(table).getByRole('row', { name: /28\. mars 2026/ })).toHaveTextContent('1 499,00 kr');
    expect(screen.getByRole('img', { name: /bruk per dag/ })).toBeInTheDocument();
    const orders = await screen.findByRole('table', { name: 'Ordrer med koden' });
    expect(within(orders).getByRole('link', { name: 'T-101' })).toHaveAttribute(
      'href',
      '/7/income?search=T-101&day=2026-03-28',
    );
    expect(orders).toHaveTextContent('Flagget: koden var utløpt');
  });

  it('offers to archive when the server refuses to delete a used code', async () => {
    let current = detail();
    const { calls } = renderDiscounts(
      'discounts/codes/1',
      codePage({
        'GET /api/discounts/codes/1': () => ({ body: { data: current } }),
        'DELETE /api/discounts/codes/1': refused(
          409,
          'discount_in_use',
          'Koden er brukt på ordrer og kan ikke slettes. Arkiver den i stedet.',
        ),
        'POST /api/discounts/codes/1/archive': () => {
          current = detail({ archived_at: STAMP });
          return { body: { data: current } };
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette rabattkoden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'kan ikke slettes. Arkiver den i stedet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Arkiver i stedet' }));
    expect(await screen.findByText('Rabattkoden er arkivert.')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/discounts/codes/1/archive')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Gjenopprett' })).toBeVisible();
  });

  it("makes a template's unique codes and shows the batch's progress until it is done", async () => {
    const template = detail({
      kind: 'template',
      auto_create_unique: true,
      unique_codes: { created: 0, used: 0 },
    });
    const batch = (generated: number, status: UniqueCodeBatch['status']): UniqueCodeBatch => ({
      id: 3,
      template_id: 1,
      requested: 100_000,
      generated,
      status,
      created_at: STAMP,
      finished_at: status === 'done' ? STAMP : null,
    });
    let batches: UniqueCodeBatch[] = [];
    let polls = 0;
    const { calls } = renderDiscounts(
      'discounts/codes/1',
      codePage({
        'GET /api/discounts/codes/1': { body: { data: template } },
        'GET /api/discounts/codes/1/batches': () => ({ body: { data: batches } }),
        'GET /api/discounts/codes/1/unique-codes': { body: page([]) },
        'POST /api/discounts/unique-code-batches': (call) => {
          const count = (call.body as { count: number }).count;
          if (count > 100_000)
            return refused(422, 'validation_failed', 'Sjekk feltene som er merket.', {
              count: 'Antallet må være et helt tall fra 1 til 100 000.',
            });
          batches = [batch(0, 'queued')];
          return { status: 202, body: { data: batches[0] } };
        },
        'GET /api/discounts/unique-code-batches/3': () => {
          polls += 1;
          if (polls === 1) return { body: { data: batch(1234, 'running') } };
          batches = [batch(100_000, 'done')];
          return { body: { data: batch(100_000, 'done') } };
        },
      }),
    );
    const user = userEvent.setup();
    const count = await screen.findByRole('textbox', { name: 'Antall koder' }, SLOW);
    await user.type(count, '0');
    await user.click(screen.getByRole('button', { name: 'Lag unike koder' }));
    expect(count).toHaveAccessibleDescription('Antallet må være et helt tall fra 1 til 100 000.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '100000');
    await user.click(screen.getByRole('button', { name: 'Lag unike koder' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ template_id: 1, count: 100_000 });
    expect(await screen.findByText('1 234 av 100 000 koder laget')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Framdrift for de unike kodene' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(await screen.findByText('De unike kodene er laget.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Framdrift/ })).toBeNull());
    const asked = calls.filter((call) => call.path.startsWith('/api/discounts/codes/1/unique-codes'));
    expect(asked.length).toBeGreaterThan(1);
  });
});
