import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SLOW, signedInAs } from './signed-in-helpers';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);

describe('account redirects', () => {
  it.each([
    ['/7', '/7/dashboard', 'Dashbord'],
    ['/7/settings', '/7/settings/profile', 'Innstillinger'],
    ['/7/search/settings', '/7/search/settings/details', 'Søkeinnstillinger'],
    ['/7/templates', '/7/templates/rec', 'Anbefalingsmaler'],
  ])('sends %s to %s', async (from, to, title) => {
    signedInAs();
    const { router } = renderApp(from);
    expect(await heading(title)).toBeVisible();
    expect(router.state.location.pathname).toBe(to);
  });

  it('sends bare getting-started to the last stored step, or step 1', async () => {
    signedInAs();
    window.localStorage.setItem(STORAGE_KEYS.gettingStartedLastStep, '3');
    const first = renderApp('/7/getting-started');
    expect(await heading('Kom i gang')).toBeVisible();
    expect(first.router.state.location.pathname).toBe('/7/getting-started/3');
    first.unmount();

    window.localStorage.removeItem(STORAGE_KEYS.gettingStartedLastStep);
    const second = renderApp('/7/getting-started');
    await heading('Kom i gang');
    expect(second.router.state.location.pathname).toBe('/7/getting-started/1');
    // Visiting a step remembers it.
    expect(window.localStorage.getItem(STORAGE_KEYS.gettingStartedLastStep)).toBe('1');
  });

  it('sends bare staff to staff/demo for platform staff', async () => {
    signedInAs(['staff']);
    const { router } = renderApp('/7/staff');
    expect(await heading('Demoperioder')).toBeVisible();
    expect(router.state.location.pathname).toBe('/7/staff/demo');
  });

  it('sends a merchant refused by the staff area to the dashboard', async () => {
    signedInAs(['user']);
    const { router } = renderApp('/7/staff/demo');
    expect(await heading('Dashbord')).toBeVisible();
    expect(router.state.location.pathname).toBe('/7/dashboard');
  });
});

describe('layouts', () => {
  it('shows a builder full screen: no navigation, a way back', async () => {
    signedInAs();
    renderApp('/7/popupbuilder/5');
    // The page builder's own way back to its area, whatever the design's answer was.
    expect(
      await screen.findByRole('link', { name: 'Tilbake til popups' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Hovednavigasjon' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tilbake til dashbordet' })).toHaveAttribute(
      'href',
      '/7/dashboard',
    );
  });

  it('opens an area inside the shell with its title', async () => {
    signedInAs();
    renderApp('/7/apps');
    expect(await heading('Apper og integrasjoner')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Hovednavigasjon' })).toBeVisible();
    // The title follows the lazily loaded screen: wait for it rather than read the previous screen's.
    await waitFor(() => expect(document.title).toBe('Apper og integrasjoner – Butikkpanel'), SLOW);
  });

  it('opens the example page to guests', async () => {
    mockApi({});
    renderApp('/example');
    expect(await heading('Eksempelside')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Knapp' })).toBeVisible();
  });

  it('sends an unknown setting type to /404', async () => {
    signedInAs();
    const { router } = renderApp('/7/settings/nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), SLOW);
  });
});
