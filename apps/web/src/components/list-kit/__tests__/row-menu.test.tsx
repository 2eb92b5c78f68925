import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RowButtons, RowMenu } from '..';

function renderMenu() {
  const onRename = vi.fn();
  const onDelete = vi.fn();
  render(
    <MemoryRouter>
      <RowMenu
        name="Velkommen"
        actions={[
          { label: 'Slett', onSelect: onDelete, danger: true },
          { label: 'Rediger design', href: '/7/popups/1' },
          { label: 'Gi nytt navn', onSelect: onRename },
          false,
          { label: 'Dupliser', onSelect: vi.fn(), disabled: true },
        ]}
      />
    </MemoryRouter>,
  );
  return {
    onRename,
    onDelete,
    button: screen.getByRole('button', { name: 'Flere handlinger for «Velkommen»' }),
  };
}

// The machine may be busy; MUI's transitions and the first render take time there.
describe('RowMenu', { timeout: 30_000 }, () => {
  it('opens with Enter, closes with Escape and gives the keyboard back to its button', async () => {
    const { button, onRename, onDelete } = renderMenu();
    const user = userEvent.setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(menu);
    // The first item has the keyboard; nothing has been done yet.
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(onRename).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('lists the actions given, the dangerous ones last after a line, and runs the one chosen by keyboard', async () => {
    const { button, onRename, onDelete } = renderMenu();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rediger design',
      'Gi nytt navn',
      'Dupliser',
      'Slett',
    ]);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('href', '/7/popups/1');
    expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRename).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('RowButtons', { timeout: 30_000 }, () => {
  it('names each button for its row, leaves out what is false and keeps disabled ones disabled', async () => {
    const onDuplicate = vi.fn();
    render(
      <MemoryRouter>
        <RowButtons
          actions={[
            { label: 'Åpne', namedLabel: 'Åpne «Jul»', href: '/7/page/3', primary: true },
            { label: 'Dupliser', namedLabel: 'Dupliser «Jul»', onSelect: onDuplicate },
            null,
            { label: 'Publiser', namedLabel: 'Publiser «Jul»', onSelect: vi.fn(), disabled: true },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Åpne «Jul»' })).toHaveAttribute('href', '/7/page/3');
    expect(screen.getByRole('button', { name: 'Publiser «Jul»' })).toBeDisabled();
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Dupliser «Jul»' }));
    expect(onDuplicate).toHaveBeenCalledOnce();
  });
});
