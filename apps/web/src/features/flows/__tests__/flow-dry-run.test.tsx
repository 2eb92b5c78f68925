import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { completeCart, flowDetail, refused, renderFlows, SLOW } from './flows-helpers';

vi.mock('../builder/flow-canvas', () => ({ FlowCanvas: () => <p>Flytkart</p> }));

const none = { reached: 0, waiting: 0, sent: 0, skipped: 0, yes: 0, no: 0, unknown: 0 };
const openDryRun = async () => {
  await screen.findByRole('list', { name: 'Stegene i flyten' }, SLOW);
  const toolbar = screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' });
  await userEvent.click(within(toolbar).getByRole('button', { name: 'Prøvekjøring' }));
  return screen.findByRole('dialog', { name: 'Prøvekjøring' });
};

describe('flow builder, dry run', { timeout: 30_000 }, () => {
  it('replays the builder’s draft and says what each step would have done, writing nothing', async () => {
    const { calls } = renderFlows('flows/builder/5', {
      'GET /api/flows/5': { body: { data: flowDetail({ definition: completeCart() }) } },
      'POST /api/flows/5/dry-run': {
        body: {
          data: {
            days: 30,
            events: 5000,
            capped: true,
            entered: 40,
            steps: {
              'wait-4h': { ...none, reached: 40, waiting: 2 },
              'mail-1': { ...none, reached: 38, sent: 30, skipped: 8 },
              'wait-24h': { ...none, reached: 38, waiting: 5 },
              bought: { ...none, reached: 33, yes: 10, no: 20, unknown: 3 },
            },
          },
        },
      },
    });
    const dialog = await openDryRun();
    expect(within(dialog).getByText(/Ingenting sendes og ingenting lagres/)).toBeVisible();
    expect(
      await within(dialog).findByText('Siste 30 dager: 5 000 hendelser, 40 kunder ville ha gått inn.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/Bare de 5 000 første ble spilt av/)).toBeVisible();
    const post = calls.find((call) => call.path === '/api/flows/5/dry-run');
    expect(post?.body).toEqual({ definition: completeCart(), reentry: { mode: 'once', days: null } });

    const steps = within(within(dialog).getByRole('list', { name: 'Hva hvert steg ville ha gjort' }))
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.closest('li')?.textContent ?? '');
    expect(steps).toHaveLength(7);
    expect(steps[0]).toContain('40 kunder nådde steget');
    expect(steps[0]).toContain('2 venter fortsatt');
    expect(steps[1]).toContain('30 ville fått e-posten');
    expect(steps[1]).toContain('8 ville ikke fått den (mangler samtykke eller adressen er sperret)');
    expect(steps[3]).toContain('Ja: 10');
    expect(steps[3]).toContain('Nei: 20');
    expect(steps[3]).toContain('Ukjent: 3');
    expect(steps[3]).toContain('en e-post som flyten aldri sendte');
    expect(steps[6]).toContain('0 kunder nådde steget');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('dialog', { name: 'Prøvekjøring' })).toBeNull();
  });

  it('says so honestly when there were no trigger events', async () => {
    renderFlows('flows/builder/5', {
      'GET /api/flows/5': { body: { data: flowDetail() } },
      'POST /api/flows/5/dry-run': {
        body: { data: { days: 30, events: 0, capped: false, entered: 0, steps: {} } },
      },
    });
    const dialog = await openDryRun();
    expect(
      await within(dialog).findByText(
        'Ingen hendelser av denne typen de siste 30 dagene. Ingen kunder ville ha gått inn i flyten.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Hva hvert steg ville ha gjort' })).toBeNull();
  });

  it('shows the server’s message when the dry run fails, and can try again', async () => {
    let fail = true;
    renderFlows('flows/builder/5', {
      'GET /api/flows/5': { body: { data: flowDetail() } },
      'POST /api/flows/5/dry-run': () =>
        fail
          ? refused(422, 'validation_failed', 'Flyten har feil som må rettes først.')
          : { body: { data: { days: 30, events: 0, capped: false, entered: 0, steps: {} } } },
    });
    const dialog = await openDryRun();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Flyten har feil som må rettes først.',
    );
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prøv igjen' }));
    expect(await within(dialog).findByText(/Ingen hendelser av denne typen/)).toBeVisible();
  });
});
