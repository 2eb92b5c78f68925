import type { FlowListItem } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flowDetail, flowItem, refused, renderFlows, SLOW } from './flows-helpers';

// The builder has its own tests; here only the way into it matters.
vi.mock('../builder/flow-builder-screen', () => ({
  FlowBuilderScreen: ({ flowId }: { flowId: number }) => <p>Flytbygger for flyt {flowId}</p>,
}));

const cart = flowItem();
const winback = flowItem({
  id: 6,
  name: 'Vinn tilbake',
  active: false,
  start: { kind: 'event', event: 'not_purchased_since', days: 30, product_ids: [], categories: [] },
  in_flow: 0,
  sent: 0,
  orders: 0,
  revenue: 0,
  problems: 2,
});

describe('flows list', { timeout: 30_000 }, () => {
  it('shows each flow with its status, start in words, and figures in kroner', async () => {
    renderFlows('flows', { 'GET /api/flows': { body: { data: [cart, winback] } } });
    const table = await screen.findByRole('table', { name: 'Flyter' }, SLOW);
    const cartRow = within(table).getByRole('row', { name: /Forlatt handlekurv/ });
    expect(within(cartRow).getByRole('link', { name: 'Forlatt handlekurv' })).toHaveAttribute(
      'href',
      '/7/flows/builder/5',
    );
    expect(within(cartRow).getByRole('switch', { name: 'Deaktiver Forlatt handlekurv' })).toBeChecked();
    expect(cartRow).toHaveTextContent('340');
    expect(cartRow).toHaveTextContent('25 990,50 kr');
    const winbackRow = within(table).getByRole('row', { name: /Vinn tilbake/ });
    expect(winbackRow).toHaveTextContent('Ikke handlet på 30 dager');
    expect(winbackRow).toHaveTextContent('2 feil');
    expect(within(winbackRow).getByRole('switch', { name: 'Aktiver Vinn tilbake' })).not.toBeChecked();
  });

  it('invites creating the first flow when there are none', async () => {
    renderFlows('flows', { 'GET /api/flows': { body: { data: [] } } });
    expect(await screen.findByRole('heading', { name: 'Ingen flyter ennå' }, SLOW)).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Ny flyt' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Ny flyt' })).toBeVisible();
  });

  it('creates a flow from a template and opens it in the builder', async () => {
    const { calls, router } = renderFlows('flows', {
      'GET /api/flows': { body: { data: [] } },
      'POST /api/flows': (call) => ({
        status: 201,
        body: { data: flowDetail({ id: 9, name: (call.body as { name: string }).name }) },
      }),
    });
    await screen.findByRole('heading', { name: 'Ingen flyter ennå' }, SLOW);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ny flyt' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ny flyt' });
    // A name is required: nothing is sent without one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett og åpne' }));
    expect(within(dialog).getByText('Feltet må fylles ut.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Navn' }), 'Handlekurv');
    expect(within(dialog).getByRole('radio', { name: /Tom flyt/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Forlatt handlekurv/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett og åpne' }));
    expect(await screen.findByText('Flytbygger for flyt 9')).toBeVisible();
    expect(router.state.location.pathname).toBe('/7/flows/builder/9');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Handlekurv',
      template: 'abandoned_cart',
    });
  });

  it('activates, says why it cannot, duplicates and deletes after asking', async () => {
    let flows: FlowListItem[] = [cart, winback];
    const { calls } = renderFlows('flows', {
      'GET /api/flows': () => ({ body: { data: flows } }),
      'POST /api/flows/6/activate': refused(
        422,
        'flow_invalid',
        'Flyten kan ikke aktiveres før alle feil i den er rettet.',
        {
          'mail-1.template_id': 'Velg en e-post for dette steget.',
        },
      ),
      'POST /api/flows/5/duplicate': () => {
        flows = [...flows, flowItem({ id: 7, name: 'Forlatt handlekurv (kopi)', active: false })];
        return { status: 201, body: { data: flowDetail({ id: 7 }) } };
      },
      'DELETE /api/flows/5': () => {
        flows = flows.filter((flow) => flow.id !== 5);
        return { status: 204 };
      },
    });
    const table = await screen.findByRole('table', { name: 'Flyter' }, SLOW);
    await userEvent.click(within(table).getByRole('switch', { name: 'Aktiver Vinn tilbake' }));
    expect(await screen.findByText(/Flyten kan ikke aktiveres før feilene i den er rettet/)).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: 'Dupliser Forlatt handlekurv' }));
    expect(await within(table).findByRole('row', { name: /Forlatt handlekurv \(kopi\)/ })).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: 'Slett Forlatt handlekurv' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slette flyten?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Forlatt handlekurv' })).toBeNull());
  });
});
