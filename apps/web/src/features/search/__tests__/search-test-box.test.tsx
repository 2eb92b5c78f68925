import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, searchAnswer, searchHit } from './search-tuning-helpers';

const answer = (query: string) =>
  searchAnswer(query, {
    total: 12,
    products: [
      searchHit({ product_id: 'p1', name: 'Løpesko Fart', price: 1299, sale_price: 999.5, pinned: true }),
      searchHit({ product_id: 'p2', name: 'Løpesko Lett', price: 1499, in_stock: false }),
    ],
    suggestions: ['løpesko dame'],
    keywords: [{ keyword: 'frakt', content: 'Fri frakt over 500 kr.' }],
    custom_result: { id: 'c1', merge: true },
  });

describe('the search test box', { timeout: 30_000 }, () => {
  it('searches after a pause once the text is long enough, and shows what the shop would get', async () => {
    const { calls } = renderSearch('search/keywords', {
      'GET /api/search/keywords': { body: { data: [] } },
      'GET /api/search/test': (call) => ({ body: answer(call.query.get('q') ?? '') }),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Søketekst' }, { timeout: 15_000 });
    await user.type(box, 'l');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => call.path.startsWith('/api/search/test'))).toHaveLength(0);

    await user.type(box, 'øpesko');
    const status = await screen.findByText('12 produkter funnet');
    expect(status).toHaveAttribute('role', 'status');
    const tests = calls.filter((call) => call.path.startsWith('/api/search/test'));
    expect(tests.map((call) => call.query.get('q'))).toEqual(['løpesko']);

    const products = screen.getByRole('list', { name: 'Produkter' });
    const [first, second] = within(products).getAllByRole('listitem');
    expect(first).toHaveTextContent('Løpesko Fart');
    expect(within(first as HTMLElement).getByText('Festet')).toBeVisible();
    expect(first).toHaveTextContent(/Tilbud 999,50 kr \(før 1\s299,00 kr\)/);
    expect(first).toHaveTextContent('På lager');
    expect(second).toHaveTextContent(/1\s499,00 kr · Ikke på lager/);
    expect(screen.getByText('Fri frakt over 500 kr.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Søk etter forslaget løpesko dame' }));
    expect(box).toHaveValue('løpesko dame');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path.startsWith('/api/search/test'))
          .at(-1)
          ?.query.get('q'),
      ).toBe('løpesko dame'),
    );
  });
});
