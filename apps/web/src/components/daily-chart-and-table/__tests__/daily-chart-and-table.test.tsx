import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { continuousDays, DailyChartAndTable, type DailyMeasure } from '..';

interface Day {
  day: string;
  uses: number;
  revenue: number;
}

const uses: DailyMeasure<Day> = { label: 'Bruk', value: (day) => day.uses, kind: 'count' };
const revenue: DailyMeasure<Day> = { label: 'Omsetning', value: (day) => day.revenue, kind: 'amount' };
const zero = (day: string): Day => ({ day, uses: 0, revenue: 0 });

function renderDaily(days: Day[] | undefined, pending = false) {
  render(
    <DailyChartAndTable
      title="Per dag"
      loadingLabel="Henter tall per dag"
      emptyText="Ingen bruk ennå."
      pending={pending}
      error={null}
      days={days}
      zero={zero}
      charts={[
        { label: 'Bruk per dag', measures: [uses] },
        { label: 'Omsetning per dag', measures: [revenue] },
      ]}
      table={{ label: 'Bruk og omsetning per dag', dayLabel: 'Dag', measures: [uses, revenue] }}
    />,
  );
}

describe('continuousDays', { timeout: 30_000 }, () => {
  it('fills the Oslo days between the first and the last, across a month and the clock change', () => {
    const days = continuousDays(
      [
        { day: '2026-10-24', uses: 2, revenue: 100 },
        { day: '2026-10-27', uses: 1, revenue: 50 },
      ],
      zero,
    );
    expect(days.map((day) => day.day)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    expect(days[1]).toEqual(zero('2026-10-25'));
    expect(continuousDays([], zero)).toEqual([]);
  });
});

// The machine may be busy; MUI's transitions and the first render take time there.
describe('DailyChartAndTable', { timeout: 30_000 }, () => {
  it('draws a named chart per group and the same figures as a table, newest day first, gaps at zero', () => {
    renderDaily([
      { day: '2026-11-25', uses: 3, revenue: 1250 },
      { day: '2026-11-27', uses: 1, revenue: 99.5 },
    ]);
    expect(screen.getByRole('region', { name: 'Per dag' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Bruk per dag' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Omsetning per dag' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bruk og omsetning per dag' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Dag', 'Bruk', 'Omsetning']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/27.*1.*99,5/);
    expect(rows[1]).toHaveTextContent(/26.*0/);
    expect(rows[2]).toHaveTextContent(/25.*3.*1\s?250/);
  });

  it('says so plainly when no day has a figure, and shows progress while loading', () => {
    renderDaily([zero('2026-11-26'), zero('2026-11-27')]);
    expect(screen.getByText('Ingen bruk ennå.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows progress while the figures are on their way', () => {
    renderDaily(undefined, true);
    expect(screen.getByRole('progressbar', { name: 'Henter tall per dag' })).toBeInTheDocument();
  });
});
