import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAYOUT_STORAGE_KEY } from '@/features/shell/layout-settings';
import { renderApp } from '@/test/render-app';
import { SLOW, signedInAs } from './signed-in-helpers';

const savedData = (shortcuts: string[]) => ({ body: { data: { settings: {}, shortcuts } } });

describe('shortcuts', () => {
  it('stars the current page through the user-data call and shows it in the toolbar', async () => {
    const calls = signedInAs(['user'], { 'PUT /api/auth/user/data': savedData(['income']) });
    const user = userEvent.setup();
    renderApp('/7/income');
    await user.click(await screen.findByRole('button', { name: 'Legg Inntekter til i snarveier' }, SLOW));
    expect(await screen.findByText('Brukerdata er lagret')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/api/auth/user/data');
    expect(put?.body).toEqual({ shortcuts: ['income'] });
    const bar = screen.getByRole('navigation', { name: 'Snarveier' });
    expect(within(bar).getByRole('link', { name: 'Inntekter' })).toHaveAttribute('href', '/7/income');
    expect(screen.getByRole('button', { name: 'Fjern Inntekter fra snarveier' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows the error's message when saving fails", async () => {
    signedInAs(['user'], {
      'PUT /api/auth/user/data': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Noe gikk galt.' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/7/income');
    await user.click(await screen.findByRole('button', { name: 'Legg Inntekter til i snarveier' }, SLOW));
    expect(await screen.findByText('Noe gikk galt.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
  });
});

describe('navigation search', () => {
  it('is keyboard driven: type, arrow, Enter opens the page; no match says so; Escape closes', async () => {
    signedInAs();
    const user = userEvent.setup();
    const { router } = renderApp('/7/dashboard');
    const input = await screen.findByRole('combobox', { name: 'Søk i menyen' }, SLOW);
    await user.click(input);
    await user.keyboard('SYNONYM');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Synonymer']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/synonyms'));

    await user.click(input);
    await user.keyboard('zzz');
    expect(await screen.findByText('Ingen resultater..')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Ingen resultater..')).toBeNull());
  });

  it('suggests at most 10 entries', async () => {
    signedInAs(['admin']);
    const user = userEvent.setup();
    renderApp('/7/dashboard');
    await user.click(await screen.findByRole('combobox', { name: 'Søk i menyen' }, SLOW));
    await user.keyboard('e');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(10);
  });
});

describe('layout settings', () => {
  it('remembers dark mode and the folded navbar in localStorage', async () => {
    signedInAs(['user'], { 'PUT /api/auth/user/data': savedData([]) });
    const user = userEvent.setup();
    renderApp('/7/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Slå på mørk modus' }, SLOW));
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('1');
    expect(screen.getByRole('button', { name: 'Slå av mørk modus' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Skjul navigasjonen' }));
    expect(JSON.parse(window.localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      navbarFolded: true,
    });
    expect(screen.getByRole('navigation', { name: 'Hovednavigasjon' })).toHaveAttribute(
      'data-folded',
      'true',
    );
  });

  it('hides the staff entry from merchants, marks the current page and opens help in a new tab', async () => {
    signedInAs(['user']);
    renderApp('/7/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Hovednavigasjon' }, SLOW);
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Dashbord' })).toHaveAttribute('aria-current', 'page');
    const help = within(nav).getByRole('link', { name: /Hjelp/ });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes the layout saved in the user data on a browser that has none yet', async () => {
    signedInAs(['user'], {}, [], { layout: { darkMode: true, navbarSide: 'right', navbarFolded: true } });
    renderApp('/7/dashboard');
    expect(await screen.findByRole('button', { name: 'Slå av mørk modus' }, SLOW)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Hovednavigasjon' })).toHaveAttribute(
      'data-folded',
      'true',
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('1');
  });
});
