import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { DateTimePicker } from '../date-time-picker';

// 10:00 in Oslo on 27 November 2026.
pinClock('2026-11-27T09:00:00.000Z');

function Harness({ start = null }: { start?: string | null }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <>
      <DateTimePicker label="Slutter" value={value} onChange={setValue} />
      <output data-testid="stored">{value ?? 'tom'}</output>
    </>
  );
}

const stored = () => screen.getByTestId('stored').textContent;
const field = () => screen.getByRole('textbox', { name: 'Slutter' });

async function type(text: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(field());
  await user.type(field(), `${text}{Enter}`);
  return user;
}

describe('the date-time picker', { timeout: 30_000 }, () => {
  it('reads dd.mm.åååå tt:mm as Norwegian time and stores the instant, in winter and in summer', async () => {
    render(<Harness />);
    await type('24.12.2026 12:00');
    expect(stored()).toBe('2026-12-24T11:00:00.000Z');
    expect(field()).toHaveValue('24.12.2026 12:00');
    await type('1.7.2027 9.30');
    expect(stored()).toBe('2027-07-01T07:30:00.000Z');
    expect(field()).toHaveValue('01.07.2027 09:30');
  });

  it('shows a stored instant as dd.mm.åååå and 24 hours in Oslo', () => {
    render(<Harness start="2026-07-01T22:05:00.000Z" />);
    expect(field()).toHaveValue('02.07.2026 00:05');
  });

  it('refuses what it cannot read with a Norwegian reason, keeping the text for the form to refuse', async () => {
    render(<Harness />);
    await type('2026-12-24 12:00');
    expect(
      screen.getByText('Skriv dato og tid som dd.mm.åååå tt:mm, for eksempel 24.12.2026 12:00.'),
    ).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(stored()).toBe('2026-12-24 12:00');
    await type('31.02.2027 12:00');
    expect(screen.getByText('Den datoen finnes ikke.')).toBeVisible();
  });

  it('knows the clock changes: the hour skipped in spring is refused, the days around it are right', async () => {
    render(<Harness />);
    await type('29.03.2026 02:30');
    expect(screen.getByText(/Det klokkeslettet finnes ikke den dagen i Norge/)).toBeVisible();
    await type('29.03.2026 03:00');
    expect(stored()).toBe('2026-03-29T01:00:00.000Z');
    await type('28.03.2026 03:00');
    expect(stored()).toBe('2026-03-28T02:00:00.000Z');
    await type('25.10.2026 03:00');
    expect(stored()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('picks a day in the calendar by clicks and a time from the lists', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Velg dato og tid: Slutter' }));
    const dialog = screen.getByRole('dialog', { name: 'Slutter' });
    expect(within(dialog).getByRole('heading', { name: 'november 2026' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Neste måned' }));
    await user.click(within(dialog).getByRole('button', { name: 'torsdag 24. desember 2026' }));
    expect(stored()).toBe('2026-12-24T11:00:00.000Z');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '18');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutt' }), '30');
    expect(stored()).toBe('2026-12-24T17:30:00.000Z');
    await user.click(within(dialog).getByRole('button', { name: 'Ferdig' }));
    expect(field()).toHaveValue('24.12.2026 18:30');
  });

  it('works from the keyboard: arrows move by day and week, Page Down by month, Enter picks', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start="2026-11-27T11:00:00.000Z" />);
    await user.click(field());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Velg dato og tid: Slutter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Slutter' });
    const day = within(dialog).getByRole('button', { name: 'fredag 27. november 2026' });
    expect(day).toHaveAttribute('aria-selected', 'true');
    day.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}');
    expect(within(dialog).getByRole('button', { name: 'tirsdag 5. januar 2027' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toBe('2027-01-05T11:00:00.000Z');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('05.01.2027 12:00');
  });
});
