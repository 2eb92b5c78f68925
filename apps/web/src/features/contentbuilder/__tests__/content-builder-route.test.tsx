import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { SLOW } from './content-helpers';

// The builder itself (GrapesJS) is the page builder feature's, tested there: here only what this route gives it.
vi.mock('@/features/page-builder', () => ({
  ContentPageBuilder: ({ accountId, pageId }: { accountId: string; pageId: number }) => (
    <p>{`Bygger for side ${pageId} i konto ${accountId}`}</p>
  ),
}));

describe('content builder routes', { timeout: 30_000 }, () => {
  it('opens a page in the builder full screen, without the navigation', async () => {
    renderSignedIn('contentbuilder/3', {});
    expect(await screen.findByText('Bygger for side 3 i konto 7', undefined, SLOW)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Hovednavigasjon' })).toBeNull();
  });

  it('sends an id that is not a number to the not-found page', async () => {
    const { router } = renderSignedIn('contentbuilder/abc', {});
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/404'), SLOW);
  });
});
