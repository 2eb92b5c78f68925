import type { JobHealthAnswer, JobKindHealth } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { renderStaff } from './staff-helpers';

pinClock();

const SLOW = { timeout: 15_000 };

const idle = (kind: string): JobKindHealth => ({
  kind,
  due: 0,
  scheduled: 0,
  running: 0,
  failed: 0,
  dead: 0,
  last_error: null,
  last_error_at: null,
  oldest_due_at: null,
});

const deadJob = {
  id: 41,
  kind: 'mail.deliver',
  attempts: 5,
  last_error: 'SMTP-tjeneren svarte 451',
  finished_at: '2026-03-28T22:15:00.000Z',
  created_at: '2026-03-28T20:00:00.000Z',
};

const queue: JobHealthAnswer = {
  data: {
    kinds: [
      {
        kind: 'mail.deliver',
        due: 3,
        scheduled: 7,
        running: 2,
        failed: 4,
        dead: 1,
        last_error: 'SMTP-tjeneren svarte 451',
        last_error_at: '2026-03-28T22:15:00.000Z',
        // 23:05 UTC on 28 March is 00:05 on 29 March in Norway.
        oldest_due_at: '2026-03-28T23:05:00.000Z',
      },
      idle('privacy.retention'),
      idle('listener.probe-orders'),
    ],
    dead: [deadJob],
  },
};

const afterRetry: JobHealthAnswer = {
  data: { kinds: [{ ...queue.data.kinds[0], dead: 0, due: 4 } as JobKindHealth], dead: [] },
};

// The whole app renders (tabs, shell), which is slow on a busy machine.
describe('staff/jobs', { timeout: 30_000 }, () => {
  it('is a tab of the staff area and shows every count per kind, the oldest due in Oslo time and the last error', async () => {
    const user = userEvent.setup();
    renderStaff('demo', {
      'GET /api/staff/accounts?trial=ending_soon': { body: { data: [] } },
      'GET /api/staff/jobs': { body: queue },
    });
    await user.click(await screen.findByRole('tab', { name: 'Jobbkø' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobbkø' }, SLOW)).toBeVisible();

    const kinds = await screen.findByRole('table', { name: 'Jobber per type' }, SLOW);
    const mail = within(kinds).getByRole('row', { name: /Sende e-post/ });
    const cells = within(mail)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Sende e-postmail.deliver',
      '3',
      '7',
      '2',
      '4',
      '1',
      '29.03.2026, 00:05',
      'SMTP-tjeneren svarte 451' + '28.03.2026, 23:15',
    ]);
    const headers = within(kinds)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Type',
      'Klare',
      'Planlagt',
      'Kjører',
      'Feilet',
      'Gitt opp',
      'Eldste klare',
      'Siste feil',
    ]);
    // An idle kind shows zeros, and a kind the panel has no words for shows its technical name.
    const privacy = within(kinds).getByRole('row', { name: /Slette data etter lagringstiden/ });
    expect(
      within(privacy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Slette data etter lagringstidenprivacy.retention', '0', '0', '0', '0', '0', '–', 'Ingen']);
    expect(within(kinds).getByRole('cell', { name: 'listener.probe-orders' })).toBeVisible();

    const dead = screen.getByRole('table', { name: 'Jobber som er gitt opp' });
    expect(within(dead).getByRole('cell', { name: 'Nr. 41' })).toBeVisible();
    expect(within(dead).getByText('SMTP-tjeneren svarte 451')).toBeVisible();
  });

  it('queues a given-up job again, says so, and shows the queue from the answer', async () => {
    const user = userEvent.setup();
    const { calls } = renderStaff('jobs', {
      'GET /api/staff/jobs': { body: queue },
      'POST /api/staff/jobs/41/retry': { body: afterRetry },
    });
    await user.click(await screen.findByRole('button', { name: 'Prøv igjen: jobb nr. 41' }, SLOW));
    expect(await screen.findByText('Jobb nr. 41 er satt i kø igjen.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/jobs/41/retry',
    ]);
    expect(await screen.findByText('Ingen jobber er gitt opp.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Jobber som er gitt opp' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the job was no longer given up", async () => {
    const user = userEvent.setup();
    const message = 'Fant ikke jobben blant jobbene som er gitt opp. Den kan allerede være satt i kø igjen.';
    renderStaff('jobs', {
      'GET /api/staff/jobs': { body: queue },
      'POST /api/staff/jobs/41/retry': {
        status: 404,
        body: { error: { code: 'dead_job_not_found', message } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Prøv igjen: jobb nr. 41' }, SLOW));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.queryByText('Jobb nr. 41 er satt i kø igjen.')).not.toBeInTheDocument();
  });
});
