import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { CreateNameDialog } from '..';

interface Created {
  id: number;
  name: string;
}

/** A create mutation as TanStack gives it: pending while the call runs, the refusal kept as `error`. */
function Harness({
  answer,
  onCreated,
}: {
  answer: (name: string) => Promise<Created>;
  onCreated: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ny ting
      </button>
      <CreateNameDialog<Created>
        open={open}
        title="Ny ting"
        nameLabel="Navn"
        submitLabel="Opprett"
        mutation={{ isPending: pending, error, reset: () => setError(null) }}
        create={async (name) => {
          setPending(true);
          try {
            return await answer(name);
          } catch (refusal) {
            setError(refusal);
            throw refusal;
          } finally {
            setPending(false);
          }
        }}
        onCreated={onCreated}
        onClose={() => setOpen(false)}
      >
        <TextField select label="Type" value="a" onChange={() => undefined}>
          <MenuItem value="a">A</MenuItem>
        </TextField>
      </CreateNameDialog>
    </>
  );
}

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Navn/ });

// The machine may be busy; MUI's transitions and the first render take time there.
describe('CreateNameDialog', { timeout: 30_000 }, () => {
  it('refuses an empty name with "Feltet må fylles ut." on the field, without asking the server', async () => {
    const answer = vi.fn();
    render(<Harness answer={answer} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Ny ting' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toBeVisible();
    await user.type(nameField(dialog), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(nameField(dialog)).toHaveAccessibleDescription('Feltet må fylles ut.');
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(answer).not.toHaveBeenCalled();
  });

  it("keeps what was typed and shows the server's word on the name under the field, not in an alert", async () => {
    const answer = vi.fn(async () => {
      throw new ApiRequestError(422, 'validation_failed', 'Ugyldig', { name: 'Navnet er i bruk.' });
    });
    const onCreated = vi.fn();
    render(<Harness answer={answer} onCreated={onCreated} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Ny ting' });
    await user.type(nameField(dialog), '  Sommersalg ');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(answer).toHaveBeenCalledWith('Sommersalg');
    expect(await within(dialog).findByText('Navnet er i bruk.')).toBeVisible();
    expect(nameField(dialog)).toHaveAccessibleDescription('Navnet er i bruk.');
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(nameField(dialog)).toHaveValue('  Sommersalg ');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows a refusal that is not about the name in an alert, and starts empty after cancelling', async () => {
    const answer = vi.fn(async () => {
      throw new ApiRequestError(403, 'forbidden', 'Du har ikke tilgang.');
    });
    render(<Harness answer={answer} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    let dialog = screen.getByRole('dialog', { name: 'Ny ting' });
    await user.type(nameField(dialog), 'Påske');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Du har ikke tilgang.');
    expect(nameField(dialog)).toHaveValue('Påske');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ny ting' }));
    dialog = await screen.findByRole('dialog', { name: 'Ny ting' });
    expect(nameField(dialog)).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('hands over what was created', async () => {
    const onCreated = vi.fn();
    render(<Harness answer={async (name) => ({ id: 9, name })} onCreated={onCreated} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Ny ting' });
    await user.type(nameField(dialog), 'Vinter{Enter}');
    expect(onCreated).toHaveBeenCalledWith({ id: 9, name: 'Vinter' });
  });
});
