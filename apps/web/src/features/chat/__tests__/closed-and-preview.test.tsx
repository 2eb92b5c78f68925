import type { ClosedConversation } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi } from '@/test/fetch-mock';
import { ChatPage, ClosedChatPage } from '../components/chat-page';
import { useChatStore } from '../store/chat-store';
import { message, visitor } from './fixtures';

const NOW = '2026-03-29T10:00:00.000Z';

function renderAt(path: string) {
  sessionStore.setToken('token-1');
  const router = createMemoryRouter(
    [
      { path: '/:accountId/chat', element: <ChatPage /> },
      { path: '/:accountId/chat/closed', element: <ClosedChatPage /> },
      { path: '/:accountId/chat/closed/:conversationId', element: <ClosedChatPage /> },
      { path: '/:accountId/chat/:conversationId', element: <ChatPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const closed = (overrides: Partial<ClosedConversation>): ClosedConversation => ({
  uid: 'v-closed-1',
  name: 'Kari',
  email: 'kari@example.no',
  last_message_at: '2026-03-29T09:00:00.000Z',
  last_message: { text: 'Takk for hjelpen!', image: 0, from: '0', created_at: '2026-03-29T09:00:00.000Z' },
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useChatStore.getState().reset();
});
afterEach(() => vi.useRealTimers());

describe('the last-message preview', () => {
  it('shows the newest message on the card, an image marker, and follows live messages', async () => {
    mockApi({ 'GET /api/chat': { body: { agents: [], templates: [] } } });
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: NOW,
      visitors: [
        visitor({
          uid: 'a',
          name: 'Kari',
          assignee_id: 'u1',
          last_seen: NOW,
          last_message: { text: 'Har dere str. 42?', image: 0, from: '0', created_at: NOW },
        }),
        visitor({
          uid: 'b',
          name: 'Ola',
          assignee_id: 'u1',
          last_seen: NOW,
          last_message: { text: '', image: 1, from: 'u1', created_at: NOW },
        }),
      ],
    });
    renderAt('/7/chat');
    const list = await screen.findByRole('list', { name: 'Mine samtaler' });
    const [kari, ola] = within(list).getAllByTestId('last-message');
    expect(kari).toHaveTextContent('Siste melding: Har dere str. 42?');
    expect(ola).toHaveTextContent('Siste melding: Operatør: [Bilde]');
    act(() => {
      const {
        last_message: _old,
        pages: _pages,
        ...summary
      } = visitor({
        uid: 'a',
        name: 'Kari',
        assignee_id: 'u1',
        last_seen: NOW,
      });
      useChatStore.getState().messageFromClient({
        message: message({ uid: 'a', text: 'Eller 43?' }),
        visitor: { ...summary, last_message: { text: 'Eller 43?', image: 0, from: '0', created_at: NOW } },
      });
    });
    expect(within(list).getAllByTestId('last-message')[0]).toHaveTextContent('Eller 43?');
  });
});

describe('closed conversations', () => {
  it('is reached from the sidebar, lists closed conversations, searches and pages', async () => {
    const calls = mockApi({
      'GET /api/chat': { body: { agents: [], templates: [] } },
      'GET /api/conversations/closed?page=1': {
        body: { data: [closed({})], total: 21, page: 1, per_page: 20 },
      },
      'GET /api/conversations/closed?page=2': {
        body: { data: [closed({ uid: 'v-old', name: 0, email: null })], total: 21, page: 2, per_page: 20 },
      },
      'GET /api/conversations/closed?page=1&q=retur': {
        body: { data: [], total: 0, page: 1, per_page: 20 },
      },
    });
    useChatStore.getState().ready({ isOnline: 1, user_id: 'u1', account: 7, server_time: NOW, visitors: [] });
    const router = renderAt('/7/chat');
    fireEvent.click(await screen.findByRole('link', { name: 'Avsluttede samtaler' }));
    expect(router.state.location.pathname).toBe('/7/chat/closed');
    const list = await screen.findByRole('list', { name: 'Avsluttede samtaler' });
    expect(within(list).getByText('Kari')).toBeInTheDocument();
    expect(within(list).getByText('Siste melding for 1 time siden')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('21 avsluttede samtaler');
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/7/chat/closed/v-closed-1');

    fireEvent.click(screen.getByRole('button', { name: 'Side 2' }));
    expect(await screen.findByText('Ukjent')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Søk i navn, e-post og meldinger' }), {
      target: { value: ' retur ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Søk' }));
    expect(await screen.findByText('0 samtaler funnet for «retur»')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/conversations/closed?page=1&q=retur');
  });

  it('opens the read-only history, without a message form', async () => {
    mockApi({
      'GET /api/chat': { body: { agents: [], templates: [] } },
      'GET /api/conversations/closed/v-closed-1': {
        body: {
          data: {
            conversation: closed({}),
            messages: [message({ id: 'm1', uid: 'v-closed-1', text: 'Takk for hjelpen!' })],
          },
        },
      },
    });
    renderAt('/7/chat/closed/v-closed-1');
    expect(await screen.findByRole('heading', { name: 'Kari' })).toBeInTheDocument();
    expect(screen.getByText('Takk for hjelpen!')).toBeInTheDocument();
    expect(screen.getByText(/Samtalen er avsluttet/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Melding' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tilbake til avsluttede samtaler' })).toHaveAttribute(
      'href',
      '/7/chat/closed',
    );
  });
});
