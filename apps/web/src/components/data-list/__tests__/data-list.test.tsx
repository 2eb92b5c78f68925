import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { type DataColumn, DataList, type DataListProps, type ServerPage } from '..';

interface Shop {
  id: string;
  name: string;
  orders: number | null;
}

const SHOPS: Shop[] = [
  { id: '1', name: 'Østlandet sko', orders: 12 },
  { id: '2', name: 'Askeladden', orders: 3 },
  { id: '3', name: 'bakeriet', orders: null },
  { id: '4', name: 'Zebra', orders: 40 },
];

const COLUMNS: DataColumn<Shop>[] = [
  { key: 'name', label: 'Navn', cell: (shop) => shop.name, sortValue: (shop) => shop.name },
  {
    key: 'orders',
    label: 'Ordrer',
    cell: (shop) => shop.orders ?? '–',
    sortValue: (shop) => shop.orders,
    align: 'right',
  },
];

function renderList(props: Partial<DataListProps<Shop>> = {}) {
  const onRetry = vi.fn();
  const view = render(
    <DataList
      label="Butikker"
      columns={COLUMNS}
      rows={SHOPS}
      rowKey={(shop) => shop.id}
      loading={false}
      error={null}
      onRetry={onRetry}
      empty={{ title: 'Ingen butikker ennå', text: 'Butikker dukker opp her når de registrerer seg.' }}
      {...props}
    />,
  );
  return { ...view, onRetry };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Butikker' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sorts by a column header, in Norwegian order, and back with a second press', async () => {
    const user = userEvent.setup();
    renderList();
    expect(names()).toEqual(['Østlandet sko', 'Askeladden', 'bakeriet', 'Zebra']);

    await user.click(screen.getByRole('button', { name: 'Navn' }));
    expect(names()).toEqual(['Askeladden', 'bakeriet', 'Zebra', 'Østlandet sko']);
    expect(screen.getByRole('columnheader', { name: /Navn/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /Navn/ }));
    expect(names()).toEqual(['Østlandet sko', 'Zebra', 'bakeriet', 'Askeladden']);
    expect(screen.getByRole('columnheader', { name: /Navn/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts numbers as numbers and keeps empty values last either way', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Ordrer' }));
    expect(names()).toEqual(['Askeladden', 'Østlandet sko', 'Zebra', 'bakeriet']);
    await user.click(screen.getByRole('button', { name: /Ordrer/ }));
    expect(names()).toEqual(['Zebra', 'Østlandet sko', 'Askeladden', 'bakeriet']);
  });

  it('pages the rows it has, and sorting goes back to the first page', async () => {
    const user = userEvent.setup();
    renderList({ paging: { mode: 'client', pageSize: 3 } });
    expect(names()).toEqual(['Østlandet sko', 'Askeladden', 'bakeriet']);
    expect(screen.getByText('1–3 av 4')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    expect(names()).toEqual(['Zebra']);
    expect(screen.getByText('4–4 av 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neste side' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Navn' }));
    expect(names()).toEqual(['Askeladden', 'bakeriet', 'Zebra']);
  });

  it('shows no pager when one page holds every row', () => {
    renderList({ paging: { mode: 'client', pageSize: 25 } });
    expect(screen.queryByRole('button', { name: 'Neste side' })).toBeNull();
  });

  it('asks the server for the next page when the rows are one page of many', async () => {
    const user = userEvent.setup();
    const asked: ServerPage[] = [];
    function ServerPaged() {
      const [page, setPage] = useState<ServerPage>({ offset: 0, limit: 2 });
      return (
        <DataList
          label="Butikker"
          columns={COLUMNS}
          rows={SHOPS.slice(page.offset, page.offset + page.limit)}
          rowKey={(shop) => shop.id}
          loading={false}
          error={null}
          onRetry={() => {}}
          empty={{ title: 'Ingen' }}
          paging={{
            mode: 'server',
            total: 40,
            page,
            onChange: (next) => {
              asked.push(next);
              setPage(next);
            },
          }}
        />
      );
    }
    render(<ServerPaged />);
    expect(screen.getByText('1–2 av 40')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    expect(asked).toEqual([{ offset: 2, limit: 2 }]);
    expect(names()).toEqual(['bakeriet', 'Zebra']);
  });

  it('says plainly that there is nothing, with no table and no pager', () => {
    renderList({ rows: [], paging: { mode: 'client', pageSize: 3 } });
    expect(screen.getByText('Ingen butikker ennå')).toBeVisible();
    expect(screen.getByText('Butikker dukker opp her når de registrerer seg.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neste side' })).toBeNull();
  });

  it('shows a spinner until the first answer', () => {
    renderList({ rows: undefined, loading: true, loadingLabel: 'Henter butikker …' });
    expect(screen.getByRole('progressbar', { name: 'Henter butikker …' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the generic error with a retry that asks again', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderList({ rows: undefined, error: new Error('boom') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('En feil har oppstått. Prøv på nytt eller kontakt kundeservice.');
    expect(alert).not.toHaveTextContent('boom');
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows a refusal in the server's words, without a retry that could not help", () => {
    renderList({ rows: undefined, error: new ApiRequestError(403, 'forbidden', 'Du har ikke tilgang') });
    expect(screen.getByRole('alert')).toHaveTextContent('Du har ikke tilgang');
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
  });

  it('keeps the rows it has when a later refresh fails', () => {
    renderList({ error: new Error('offline') });
    expect(screen.getByRole('alert')).toBeVisible();
    expect(names()).toHaveLength(4);
  });

  it('reaches sorting and a row action with the keyboard alone', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    renderList({
      rowActions: {
        label: 'Handlinger',
        render: (shop) => (
          <Button size="small" onClick={() => opened.push(shop.id)} aria-label={`Åpne ${shop.name}`}>
            Åpne
          </Button>
        ),
      },
    });
    expect(screen.getByRole('columnheader', { name: 'Handlinger' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Butikker' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Navn' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()[0]).toBe('Askeladden');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Åpne Askeladden' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(opened).toEqual(['2', '3']);
  });

  it('turns rows into labelled cards on a phone, with sorting as a select', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    const user = userEvent.setup();
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Butikker' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[1] as HTMLElement).getByText('Ordrer')).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText('3')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Sorter etter' }));
    await user.click(screen.getByRole('option', { name: 'Ordrer, synkende' }));
    const sorted = within(screen.getByRole('list', { name: 'Butikker' })).getAllByRole('listitem');
    expect(sorted.map((card) => card.firstChild?.textContent)).toEqual([
      'Zebra',
      'Østlandet sko',
      'Askeladden',
      'bakeriet',
    ]);
  });
});
