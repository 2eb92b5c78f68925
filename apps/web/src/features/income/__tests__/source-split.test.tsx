import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { SourceSplit } from '../components/source-split';

describe('revenue per source', () => {
  it('names known sources in Norwegian, shows unknown ones as given and direct in words', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SourceSplit
          sources={[
            { source: 'newsletter', revenue: 500, orders: 2 },
            { source: 'partnerbutikk.no', revenue: 200, orders: 1 },
            { source: '', revenue: 100, orders: 1 },
          ]}
        />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Omsetning per kilde i tall' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Nyhetsbrev', 'partnerbutikk.no', 'Direkte eller ukjent']);
  });
});
