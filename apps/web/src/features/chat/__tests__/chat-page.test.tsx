import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi } from '@/test/fetch-mock';
import { ChatPage } from '../components/chat-page';
import { bindOperatorEvents } from '../realtime';
import { useChatStore } from '../store/chat-store';
import { message, serverNow, visitor } from './fixtures';

const agents = [
  { id: 'u1', email: 'eier@demo.no', firstname: 'Eva', lastname: 'Eier', image: null },
  { id: 'u2', email: 'ola@demo.no', firstname: 'Ola', lastname: 'Operatør', image: null },
];

function renderChat(path: string) {
  sessionStore.setToken('token-1');
  const router = createMemoryRouter(
    [
      { path: '/:accountId/chat', element: <ChatPage /> },
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

/** A stand-in socket: events the page emits are recorded, acks answer ok. */
function fakeSocket() {
  const emitted: { event: string; payload: unknown }[] = [];
  const socket = {
    connected: true,
    emit: (event: string, payload: unknown) => emitted.push({ event, payload }),
    timeout: () => ({
      emitWithAck: async (event: string, payload: unknown) => {
        emitted.push({ event, payload });
        return { ok: true };
      },
    }),
  };
  useChatStore.getState().setSocket(socket as never);
  return emitted;
}

beforeEach(() => {
  useChatStore.getState().reset();
  mockApi({
    'GET /api/chat': { body: { agents, templates: [] } },
    'GET /api/conversations/visitor-1': {
      body: { data: [message({ id: 'old', text: 'Tidligere spørsmål' })] },
    },
  });
});

describe('the conversation list', () => {
  it('shows cards with name or Ukjent, presence, cart total in kr, status and unread', async () => {
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [
        visitor({ uid: 'a', name: 0, assignee_id: 'u1', unreadMessages: 3, cart_total: 1299.5 }),
        visitor({ uid: 'b', name: 'Per', assignee_id: 'u1', online: 0 }),
        visitor({ uid: 'c', name: 'Venter', assignee_id: 0 }),
      ],
    });
    renderChat('/7/chat');
    const list = await screen.findByRole('list', { name: 'Mine samtaler' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    const unknown = cards.find((card) => card.textContent?.includes('Ukjent'));
    expect(unknown).toBeDefined();
    expect(unknown?.textContent).toContain('Pålogget');
    expect(unknown?.textContent).toMatch(/Handlekurv: 1\s299,50\skr/);
    expect(unknown?.textContent).toContain('Åpen og tildelt');
    expect(unknown?.textContent).toContain('for 5 minutter siden');
    expect(within(list).getByLabelText('Uleste meldinger: 3')).toBeInTheDocument();
    expect(await within(list).findAllByText('Tildelt: Eva Eier')).toHaveLength(2);
    expect(cards.find((card) => card.textContent?.includes('Per'))?.textContent).toContain('Avlogget');

    fireEvent.click(screen.getByRole('button', { name: /Venter/ }));
    const waiting = screen.getByRole('list', { name: 'Venter' });
    expect(within(waiting).getByRole('link').textContent).toContain('Åpen, ikke tildelt');
  });

  it('opens on Venter when conversations wait and none is mine, and keeps a filter the operator picks', async () => {
    const store = useChatStore.getState();
    store.ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [
        visitor({ uid: 'a', name: 'Kari', assignee_id: 0 }),
        visitor({ uid: 'b', name: 'Ola', assignee_id: 'u2' }),
      ],
    });
    const router = renderChat('/7/chat');
    const waiting = await screen.findByRole('list', { name: 'Venter' });
    expect(within(waiting).getByRole('link').textContent).toContain('Kari');
    expect(screen.getByRole('button', { name: /Venter/ })).toHaveAttribute('aria-current', 'true');

    // The operator picks a filter: it stays when the list is opened again.
    fireEvent.click(screen.getByRole('button', { name: /Andres samtaler/ }));
    await act(() => router.navigate('/7/chat/a'));
    await act(() => router.navigate('/7/chat'));
    expect(await screen.findByRole('list', { name: 'Andres samtaler' })).toBeInTheDocument();
  });

  it('opens on my conversations when one of the waiting is mine', async () => {
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [
        visitor({ uid: 'a', name: 'Kari', assignee_id: 0 }),
        visitor({ uid: 'b', name: 'Per', assignee_id: 'u1' }),
      ],
    });
    renderChat('/7/chat');
    expect(await screen.findByRole('list', { name: 'Mine samtaler' })).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('shows history behind a divider, the typing indicator, and marks unread messages read', async () => {
    const emitted = fakeSocket();
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [visitor({ unreadMessages: 2, isTyping: 1 })],
    });
    renderChat('/7/chat/visitor-1');
    await screen.findByText('Tidligere spørsmål');
    expect(screen.getByText('Tidligere meldinger')).toBeInTheDocument();
    expect(screen.getByText('Kari skriver …')).toBeInTheDocument();
    expect(emitted).toContainEqual({ event: 'read', payload: { uid: 'visitor-1' } });
    expect(useChatStore.getState().visitors['visitor-1']?.unreadMessages).toBe(0);
  });

  it('asks to go online before sending while offline', async () => {
    const emitted = fakeSocket();
    useChatStore.getState().setOperatorOnline(false);
    useChatStore
      .getState()
      .ready({ isOnline: 0, user_id: 'u1', account: 7, server_time: serverNow(), visitors: [visitor()] });
    renderChat('/7/chat/visitor-1');
    const field = await screen.findByRole('textbox', { name: 'Melding' });
    fireEvent.change(field, { target: { value: 'Hei!' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Gå pålogget?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    });
    expect(useChatStore.getState().operatorOnline).toBe(true);
    expect(emitted.map((e) => e.event)).toEqual(expect.arrayContaining(['isOnline', 'messageFromOperator']));
    const sent = emitted.find((e) => e.event === 'messageFromOperator')?.payload as { client_id: string };
    expect(sent).toMatchObject({ uid: 'visitor-1', text: 'Hei!' });
    expect(sent.client_id.length).toBeGreaterThanOrEqual(8);
  });

  it('closes only after confirmation, then goes back to the list', async () => {
    const emitted = fakeSocket();
    useChatStore
      .getState()
      .ready({ isOnline: 1, user_id: 'u1', account: 7, server_time: serverNow(), visitors: [visitor()] });
    const router = renderChat('/7/chat/visitor-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Avslutt samtalen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslutte samtalen?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Avslutt' }));
    });
    expect(emitted).toContainEqual({ event: 'closeConversation', payload: { uid: 'visitor-1' } });
    expect(router.state.location.pathname).toBe('/7/chat');
  });

  it('offers close only while the conversation is started', async () => {
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [visitor({ started: 0 })],
    });
    renderChat('/7/chat/visitor-1');
    await screen.findByRole('button', { name: 'Om den besøkende' });
    expect(screen.queryByRole('button', { name: 'Avslutt samtalen' })).toBeNull();
  });

  it('redirects an unknown conversation to the list, saying it was not found', async () => {
    useChatStore
      .getState()
      .ready({ isOnline: 1, user_id: 'u1', account: 7, server_time: serverNow(), visitors: [] });
    const router = renderChat('/7/chat/nobody');
    expect(await screen.findByText('Fant ikke samtalen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/7/chat');
  });

  it('shows the visitor info full screen with cart lines and total in kr', async () => {
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [
        visitor({
          name: 0,
          cart: [
            { id: 'p1', name: '<b>Vintersko</b>', quantity: 2, price: 999 },
            { id: 'p2', name: 'Sokker', quantity: 1, price: 49.5 },
          ],
          pages: [
            {
              path: '/sko',
              url: 'https://demo.no/sko',
              page_title: 'Sko',
              created_at: '2025-01-01T10:00:00Z',
            },
          ],
        }),
      ],
    });
    renderChat('/7/chat/visitor-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Om den besøkende' }));
    const dialog = await screen.findByRole('dialog', { name: 'Om Ukjent' });
    expect(within(dialog).getByText('<b>Vintersko</b>')).toBeInTheDocument();
    expect(within(dialog).getByText(/1\s998,00\skr/)).toBeInTheDocument();
    expect(within(dialog).getByText(/2\s047,50\skr/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Ukjent').length).toBeGreaterThan(0);
  });

  it('assigns through the agent picker', async () => {
    const emitted = fakeSocket();
    useChatStore
      .getState()
      .ready({ isOnline: 1, user_id: 'u1', account: 7, server_time: serverNow(), visitors: [visitor()] });
    renderChat('/7/chat/visitor-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Tildel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tildel samtalen' });
    await act(async () => {
      fireEvent.click(await within(dialog).findByRole('button', { name: /Ola Operatør/ }));
    });
    expect(emitted).toContainEqual({
      event: 'setAssignee',
      payload: { uid: 'visitor-1', user_id: 'u2', s: 1 },
    });
  });
});

describe('the realtime binding', () => {
  it('feeds every server event into the store', () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const socket = {
      on: (name: string, fn: (payload: unknown) => void) => listeners.set(name, fn),
      off: (name: string) => listeners.delete(name),
    };
    const hooks = {
      onReady: vi.fn(),
      onVisitorMessage: vi.fn(),
      onServerReconnect: vi.fn(),
      onRefused: vi.fn(),
    };
    const unbind = bindOperatorEvents(socket as never, hooks);
    expect([...listeners.keys()].sort()).toEqual(
      [
        'clientDisconnect',
        'clientIsTyping',
        'messageFromClient',
        'messageFromOperator',
        'reconnect',
        'ready',
        'refused',
        'setAssignee',
        'setClientOnlineStatus',
        'view',
      ].sort(),
    );
    const emit = (name: string, payload: unknown) => listeners.get(name)?.(payload);
    emit('ready', {
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      server_time: serverNow(),
      visitors: [visitor()],
    });
    expect(hooks.onReady).toHaveBeenCalled();
    emit('messageFromClient', { message: message(), visitor: visitor({ unreadMessages: 1 }) });
    expect(hooks.onVisitorMessage).toHaveBeenCalled();
    expect(useChatStore.getState().visitors['visitor-1']?.unreadMessages).toBe(1);
    emit('clientIsTyping', { uid: 'visitor-1', isTyping: 1 });
    expect(useChatStore.getState().visitors['visitor-1']?.isTyping).toBe(1);
    emit('reconnect', {});
    expect(hooks.onServerReconnect).toHaveBeenCalled();
    emit('refused', { code: 'forbidden', message: 'Du har ikke tilgang' });
    expect(useChatStore.getState().connection).toBe('refused');
    emit('clientDisconnect', { uid: 'visitor-1' });
    expect(useChatStore.getState().visitors['visitor-1']).toBeUndefined();
    unbind();
    expect(listeners.size).toBe(0);
  });
});
