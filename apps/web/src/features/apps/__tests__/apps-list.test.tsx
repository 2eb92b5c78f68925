import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { health, notConnected, renderApps, SLOW, summary } from './apps-helpers';

const list = [
  summary('mailchimp', {
    connected: true,
    status: 'active',
    health: health({ failed: 2, last_error: 'Invalid Resource' }),
  }),
  summary('klaviyo'),
  summary('rule'),
  summary('trustpilot', { connected: true, status: 'paused', health: health({ last_success_at: null }) }),
  summary('reviews-io'),
  summary('judge-me'),
];

describe('/apps', { timeout: 30_000 }, () => {
  it('shows the six services under newsletters and reviews, with their state and health', async () => {
    renderApps('apps', { 'GET /api/apps': { body: { data: list } } });
    const newsletters = await screen.findByRole('list', { name: 'Nyhetsbrev' }, SLOW);
    const reviews = screen.getByRole('list', { name: 'Anmeldelser' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apper og integrasjoner' })).toBeVisible();
    expect(within(newsletters).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);

    const card = (list: HTMLElement, name: string) =>
      within(list).getByRole('link', { name }).closest('li') as HTMLElement;
    const mailchimp = card(newsletters, 'Mailchimp');
    expect(within(mailchimp).getByText('Tilkoblet')).toBeVisible();
    expect(within(mailchimp).getByText(/Mailchimp-målgruppen/)).toBeVisible();
    expect(within(mailchimp).getByText(/Sist synkronisert 20\.03\.2026,? 11:00/)).toBeVisible();
    expect(within(mailchimp).getByText('2 feilet')).toBeVisible();

    expect(within(card(newsletters, 'Klaviyo')).getByText('Ikke tilkoblet')).toBeVisible();
    expect(within(card(newsletters, 'Rule')).getByText('Ikke tilkoblet')).toBeVisible();
    expect(within(card(newsletters, 'Klaviyo')).queryByText(/synkronisert/)).toBeNull();

    const trustpilot = card(reviews, 'Trustpilot');
    expect(within(trustpilot).getByText('Pause')).toBeVisible();
    expect(within(trustpilot).getByText('Ikke synkronisert ennå')).toBeVisible();
    expect(within(trustpilot).queryByText(/feilet/)).toBeNull();
    expect(within(card(reviews, 'REVIEWS.io')).getByText('Ikke tilkoblet')).toBeVisible();
    expect(within(card(reviews, 'Judge.me')).getByText('Ikke tilkoblet')).toBeVisible();
  });

  it('opens a service from its card with the keyboard', async () => {
    const { router } = renderApps('apps', {
      'GET /api/apps': { body: { data: list } },
      'GET /api/apps/judge-me': { body: { data: notConnected('judge-me') } },
    });
    const link = await screen.findByRole('link', { name: 'Judge.me' }, SLOW);
    expect(link).toHaveAttribute('href', '/7/apps/judge-me');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/apps/judge-me'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Judge.me' })).toBeVisible();
  });
});
