import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flowItem, refused, renderFlows, SLOW } from './flows-helpers';

vi.mock('../builder/flow-builder-screen', () => ({ FlowBuilderScreen: () => <p>Flytbygger</p> }));

const openQuietHours = async () => {
  await screen.findByRole('table', { name: 'Flyter' }, SLOW);
  await userEvent.click(screen.getByRole('button', { name: 'Stille timer' }));
  return screen.findByRole('dialog', { name: 'Stille timer' });
};

describe('flows list, quiet hours', { timeout: 30_000 }, () => {
  it('loads the quiet hours, saves the change and says so', async () => {
    const { calls } = renderFlows('flows', {
      'GET /api/flows': { body: { data: [flowItem()] } },
      'GET /api/flows/settings': { body: { data: { enabled: true, from: '21:00', to: '08:00' } } },
      'PUT /api/flows/settings': (call) => ({ body: { data: call.body } }),
    });
    const dialog = await openQuietHours();
    const enabled = await within(dialog).findByRole('switch', { name: 'Ikke send e-post om natten' });
    expect(enabled).toBeChecked();
    expect(enabled).toHaveAccessibleDescription(
      'E-post som skal sendes i stille timer, venter til de er over (norsk tid).',
    );
    const from = within(dialog).getByLabelText('Fra');
    expect(from).toHaveValue('21:00');
    expect(within(dialog).getByLabelText('Til')).toHaveValue('08:00');
    await userEvent.clear(from);
    await userEvent.type(from, '22:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Stille timer er lagret.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stille timer' })).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      from: '22:30',
      to: '08:00',
    });
  });

  it('shows the server’s field error under its field and keeps the dialog open', async () => {
    renderFlows('flows', {
      'GET /api/flows': { body: { data: [flowItem()] } },
      'GET /api/flows/settings': { body: { data: { enabled: false, from: '21:00', to: '08:00' } } },
      'PUT /api/flows/settings': refused(422, 'validation_failed', 'Noen felt er ikke riktig utfylt.', {
        to: 'Ugyldig verdi.',
      }),
    });
    const dialog = await openQuietHours();
    const enabled = await within(dialog).findByRole('switch', { name: 'Ikke send e-post om natten' });
    expect(enabled).not.toBeChecked();
    expect(within(dialog).getByLabelText('Fra')).toBeDisabled();
    await userEvent.click(enabled);
    expect(within(dialog).getByLabelText('Til')).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    const to = within(dialog).getByLabelText('Til');
    await waitFor(() => expect(to).toHaveAccessibleDescription('Ugyldig verdi.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Stille timer' })).toBeVisible();
  });
});
