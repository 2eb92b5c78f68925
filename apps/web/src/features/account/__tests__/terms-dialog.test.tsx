import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { SessionDialogs } from '../components/session-dialogs';
import { demoAccount, renderInAccount, sessionWithRoles } from './render-in-account';

const TERMS_ERROR = 'Du må godta vilkårene, databehandleravtalen og personvernerklæringen.';

function mockUnacceptedAccount(role: Parameters<typeof sessionWithRoles>[0] = ['user']) {
  let accepted = false;
  const calls = mockApi({
    'GET /api/auth/me': { body: sessionWithRoles(role) },
    'GET /api/accounts/current': () => ({
      body: demoAccount({ settings: { ACCEPTED_TERMS: accepted ? '1' : '0' } }),
    }),
    'POST /api/accounts/terms': () => {
      accepted = true;
      return { body: { accepted_terms: true, agreements: [] } };
    },
  });
  return calls;
}

describe('terms dialog', () => {
  it('shows the error and sends nothing unless all three agreements are ticked', async () => {
    const calls = mockUnacceptedAccount();
    const user = userEvent.setup();
    renderInAccount(<SessionDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Godta vilkårene' });
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar vilkårene' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar personvernerklæringen' }));
    await user.click(screen.getByRole('button', { name: 'Godta' }));
    expect(await screen.findByText(TERMS_ERROR)).toBeVisible();
    expect(dialog).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/accounts/terms')).toHaveLength(0);
  });

  it('sends the three agreements exactly once and closes when the account has accepted', async () => {
    const calls = mockUnacceptedAccount();
    const user = userEvent.setup();
    renderInAccount(<SessionDialogs />);
    await screen.findByRole('dialog', { name: 'Godta vilkårene' });
    for (const name of [
      'Jeg godtar vilkårene',
      'Jeg godtar databehandleravtalen',
      'Jeg godtar personvernerklæringen',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    const submit = screen.getByRole('button', { name: 'Godta' });
    await user.dblClick(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.path === '/api/accounts/terms');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ terms: true, data_processing_agreement: true, privacy_policy: true });
    expect(sent[0]?.headers.get('authorized-account')).toBe('7');
    expect(screen.queryByText(TERMS_ERROR)).not.toBeInTheDocument();
  });

  it('links each agreement and offers logout', async () => {
    mockUnacceptedAccount();
    const user = userEvent.setup();
    const { router } = renderInAccount(<SessionDialogs />);
    await screen.findByRole('dialog', { name: 'Godta vilkårene' });
    expect(screen.getByRole('link', { name: /Les databehandleravtalen/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(screen.getByRole('link', { name: 'Logg ut' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('is not shown to platform staff', async () => {
    const calls = mockUnacceptedAccount(['staff']);
    renderInAccount(<SessionDialogs />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/accounts/current')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
