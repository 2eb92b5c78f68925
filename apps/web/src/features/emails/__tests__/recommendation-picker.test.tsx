import type { RecommendationWidget } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLazyNamespace } from '@/lib/lazy-namespace';
import { createQueryClient } from '@/lib/query-client';
import nbEmailBuilder from '@/locales/nb/email-builder.json';
import { mockApi } from '@/test/fetch-mock';
import { recommendationWidget } from '@/test/recommendation-fixtures';
import { recommendationsBlockMjml } from '../builder/block-mjml';
import { RecommendationPickerDialog } from '../builder/recommendation-picker-dialog';

addLazyNamespace('email-builder', nbEmailBuilder);

afterEach(() => {
  vi.unstubAllGlobals();
});

const widget = (overrides: Partial<RecommendationWidget>): RecommendationWidget =>
  recommendationWidget({
    id: 'for-deg',
    comment: 'Nyhetsbrevet',
    type: 'email',
    algorithm: 'personal',
    template: 'email-grid',
    number_of_products: 4,
    ...overrides,
  });

function renderPicker(onPick = vi.fn(), onClose = vi.fn()) {
  const wrap = (children: ReactNode) => {
    const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/42/emails'] });
    return (
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  render(
    wrap(<RecommendationPickerDialog accountId="42" open busy={false} onPick={onPick} onClose={onClose} />),
  );
  return { onPick, onClose };
}

describe('the recommendations block’s picker', () => {
  it('offers only the account’s e-mail widgets and hands back the one chosen', async () => {
    mockApi({
      'GET /api/recommendations': {
        body: {
          data: [
            widget({}),
            widget({ id: 'i-butikken', type: 'shop', template: 'grid', comment: '' }),
            widget({ id: 'nyheter-epost', algorithm: 'newest', comment: '' }),
          ],
        },
      },
    });
    const { onPick } = renderPicker();
    expect(await screen.findByRole('dialog', { name: 'Velg anbefaling' })).toBeVisible();
    const forDeg = await screen.findByRole('button', { name: /for-deg/ });
    expect(forDeg).toHaveTextContent('Nyhetsbrevet · Personlig');
    expect(screen.getByRole('button', { name: /nyheter-epost/ })).toHaveTextContent('Nyheter');
    expect(screen.queryByRole('button', { name: /i-butikken/ })).toBeNull();
    await userEvent.click(forDeg);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'for-deg' }));
  });

  it('links to making one when the account has none', async () => {
    mockApi({ 'GET /api/recommendations': { body: { data: [widget({ id: 'butikk', type: 'shop' })] } } });
    const { onClose } = renderPicker();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kontoen har ingen anbefalinger for e-post ennå.',
    );
    expect(screen.getByRole('link', { name: 'Lag en anbefaling for e-post' })).toHaveAttribute(
      'href',
      '/42/recommendations',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the block’s MJML', () => {
  it('names the widget for the server and shows the sample without anything read as a merge tag', () => {
    const mjml = recommendationsBlockMjml('for-deg', '<table><tr><td>Sokker {{ x }}</td></tr></table>');
    expect(mjml).toContain('css-class="bp-recommendations"');
    expect(mjml).toContain(
      '<div data-bp-recommendation="for-deg"><table><tr><td>Sokker &#123;&#123; x &#125;&#125;</td>',
    );
  });
});
