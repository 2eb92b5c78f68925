import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { completeCart, flowDetail, renderFlows, SLOW } from './flows-helpers';

vi.mock('../builder/flow-canvas', () => ({ FlowCanvas: () => <p>Flytkart</p> }));

const stepList = () => screen.findByRole('list', { name: 'Stegene i flyten' }, SLOW);
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

const mailFigures = {
  entered: 12,
  waiting: 3,
  passed: 9,
  exited: 0,
  sent: 9,
  opened: 5,
  clicked: 4,
  orders: 2,
  revenue: 1234.5,
};

describe('flow builder, step figures', { timeout: 30_000 }, () => {
  it('shows each step’s figures in the list view and the selected step’s in the panel', async () => {
    renderFlows('flows/builder/5', {
      'GET /api/flows/5': {
        body: {
          data: flowDetail({
            active: true,
            version: 1,
            definition: completeCart(),
            figures: {
              'mail-1': mailFigures,
              'wait-4h': { ...mailFigures, waiting: 1, sent: 0, orders: 0, revenue: 0 },
            },
          }),
        },
      },
    });
    const list = await stepList();
    const [start, wait, mail1, , , , mail2] = items(list);
    expect(mail1).toHaveTextContent('12 inne · 3 venter · 9 sendt · 2 ordrer');
    // A wait has no mail figures.
    expect(wait).toHaveTextContent('12 inne · 1 venter');
    expect(wait).not.toHaveTextContent('sendt');
    // On an active flow a step nobody has reached yet shows zeros; the start has no figures.
    expect(mail2).toHaveTextContent('0 inne · 0 venter · 0 sendt · 0 ordrer');
    expect(start).not.toHaveTextContent('inne');

    await userEvent.click(within(list).getByRole('button', { name: 'Rediger 2 Send e-post' }));
    const panel = await screen.findByRole('dialog', { name: 'Rediger steg' });
    const table = within(panel).getByRole('region', { name: 'Tall for steget' });
    const terms = within(table)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\s/g, ' '));
    expect(terms).toEqual([
      'Gått inn: 12',
      'Venter her: 3',
      'Gått videre: 9',
      'Gått ut: 0',
      'Sendt: 9',
      'Åpnet: 5',
      'Klikket: 4',
      'Ordrer: 2',
      'Omsetning: 1 234,50 kr',
    ]);
  });

  it('shows no figures on a flow that has none', async () => {
    renderFlows('flows/builder/5', { 'GET /api/flows/5': { body: { data: flowDetail() } } });
    const list = await stepList();
    expect(list).not.toHaveTextContent('inne');
    await userEvent.click(within(list).getByRole('button', { name: 'Rediger 2 Send e-post' }));
    const panel = await screen.findByRole('dialog', { name: 'Rediger steg' });
    expect(within(panel).queryByRole('region', { name: 'Tall for steget' })).toBeNull();
  });
});
