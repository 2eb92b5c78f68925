import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { useConfirmDelete } from '..';

interface Row {
  id: number;
  name: string;
}

function Harness({ remove }: { remove: (id: number) => Promise<unknown> }) {
  const [error, setError] = useState<unknown>(null);
  const deletion = useConfirmDelete<Row>(
    {
      mutateAsync: async (id) => {
        try {
          return await remove(id);
        } catch (refusal) {
          setError(refusal);
          throw refusal;
        }
      },
      isPending: false,
      error,
      reset: () => setError(null),
    },
    { title: 'Slette tingen?', text: (name) => `«${name}» slettes.`, deleted: 'Tingen er slettet.' },
  );
  return (
    <>
      <button type="button" onClick={() => deletion.ask({ id: 4, name: 'Jul' })}>
        Slett «Jul»
      </button>
      {deletion.dialog}
    </>
  );
}

/** The snackbar's provider around the screen, as in the app, so the hook inside reaches it. */
const renderHarness = (remove: (id: number) => Promise<unknown>) =>
  render(
    <SnackbarProvider>
      <Harness remove={remove} />
    </SnackbarProvider>,
  );

// The machine may be busy; MUI's transitions and the first render take time there.
describe('useConfirmDelete', { timeout: 30_000 }, () => {
  it('asks first, and deletes nothing when the user regrets', async () => {
    const remove = vi.fn(async () => undefined);
    renderHarness(remove);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Slett «Jul»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette tingen?' });
    expect(dialog).toHaveAccessibleDescription('«Jul» slettes.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes the row asked about on "Slett" and says so', async () => {
    const remove = vi.fn(async () => undefined);
    renderHarness(remove);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Slett «Jul»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette tingen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    expect(remove).toHaveBeenCalledWith(4);
    expect(await screen.findByText('Tingen er slettet.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's reason when deleting is refused", async () => {
    const remove = vi.fn(async () => {
      throw new ApiRequestError(409, 'in_use', 'Tingen brukes i en aktiv flyt.');
    });
    renderHarness(remove);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Slett «Jul»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette tingen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tingen brukes i en aktiv flyt.');
    expect(screen.getByRole('dialog', { name: 'Slette tingen?' })).toBeVisible();
    expect(screen.queryByText('Tingen er slettet.')).toBeNull();
  });
});
