import type { MailCeilingRow } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { refused } from '@/test/render-signed-in';
import { renderStaff } from './staff-helpers';

pinClock();

const SLOW = { timeout: 15_000 };

const near: MailCeilingRow = {
  account_id: 12,
  company_name: 'Travle Sko AS',
  per_hour: 2000,
  custom: false,
  sent_this_hour: 1800,
  held: 35,
};

/** Intl's spaces (no-break and narrow no-break) read as plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('staff/sending', { timeout: 30_000 }, () => {
  it('lists accounts near their ceiling with what they sent and what waits, and raises a ceiling', async () => {
    const user = userEvent.setup();
    const { calls } = renderStaff('sending', {
      'GET /api/staff/mail-ceilings': { body: { data: [near], default_per_hour: 2000 } },
      'PUT /api/staff/accounts/12/mail-ceiling': { body: { data: { account_id: 12, per_hour: 5000 } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-post per time' }, SLOW)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Kontoer nær grensen for e-post per time' }, SLOW);
    const row = within(table).getByRole('row', { name: /Travle Sko AS/ });
    expect(text(row)).toContain('Travle Sko AS (12)');
    expect(text(row)).toContain('1 800 av 2 000 (90 %)');
    expect(text(row)).toContain('35');

    const field = within(row).getByRole('spinbutton', { name: 'E-poster per time for Travle Sko AS' });
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(within(row).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Travle Sko AS kan nå sende 5000 e-poster i timen.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { per_hour: 5000 },
    ]);
  });

  it("shows the server's reason under the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderStaff('sending', {
      'GET /api/staff/mail-ceilings': { body: { data: [near], default_per_hour: 2000 } },
      'PUT /api/staff/accounts/12/mail-ceiling': refused(400, 'validation_failed', 'Sjekk feltene.', {
        per_hour: 'Grensen må være et helt tall fra 1 til 1 000 000.',
      }),
    });
    const table = await screen.findByRole('table', { name: 'Kontoer nær grensen for e-post per time' }, SLOW);
    const field = within(table).getByRole('spinbutton', { name: 'E-poster per time for Travle Sko AS' });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(table).getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Grensen må være et helt tall fra 1 til 1 000 000.'),
    );
    expect(field).toHaveValue(0);
  });

  it('says so when no account is near its ceiling', async () => {
    renderStaff('sending', {
      'GET /api/staff/mail-ceilings': { body: { data: [], default_per_hour: 2000 } },
    });
    expect(
      await screen.findByText('Ingen kontoer er nær grensen denne timen.', undefined, SLOW),
    ).toBeVisible();
  });
});
