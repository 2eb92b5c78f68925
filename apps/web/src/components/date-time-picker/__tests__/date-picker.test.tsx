import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { DatePicker } from '../date-picker';

// 10:00 in Oslo on 27 November 2026.
pinClock('2026-11-27T09:00:00.000Z');

function Harness({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DatePicker label="Siste dag" value={value} onChange={setValue} />
      <output data-testid="stored">{value === '' ? 'tom' : value}</output>
    </>
  );
}

const stored = () => screen.getByTestId('stored').textContent;
const field = () => screen.getByRole('textbox', { name: 'Siste dag' });

async function type(text: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(field());
  if (text !== '') await user.type(field(), text);
  await user.keyboard('{Enter}');
  return user;
}

describe('the date picker', { timeout: 30_000 }, () => {
  it('reads dd.mm.åååå and stores the day; shows a stored day the same way', async () => {
    render(<Harness start="2026-07-01" />);
    expect(field()).toHaveValue('01.07.2026');
    await type('24.12.2026');
    expect(stored()).toBe('2026-12-24');
    await type('');
    expect(stored()).toBe('tom');
  });

  it('refuses what it cannot read with a Norwegian reason, keeping the text for the form to refuse', async () => {
    render(<Harness />);
    await type('2026-12-24');
    expect(screen.getByText('Skriv datoen som dd.mm.åååå, for eksempel 24.12.2026.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(stored()).toBe('2026-12-24');
    await type('31.02.2027');
    expect(screen.getByText('Den datoen finnes ikke.')).toBeVisible();
  });

  it('opens only from its button, picks a day by keyboard and gives the focus back', async () => {
    render(<Harness />);
    const user = userEvent.setup({ delay: null });
    await user.click(field());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Velg dato: Siste dag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Siste dag' });
    // From today in Oslo, a week on with the arrow down, picked with Enter.
    within(dialog).getByRole('button', { name: 'fredag 27. november 2026' }).focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(stored()).toBe('2026-12-04');
    expect(field()).toHaveValue('04.12.2026');
    await screen.findByRole('button', { name: 'Velg dato: Siste dag' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
