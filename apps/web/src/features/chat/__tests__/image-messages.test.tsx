import { LIMITS } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { ChatPage } from '../components/chat-page';
import { MessageForm } from '../components/message-form';
import { useChatStore } from '../store/chat-store';
import { message, serverNow, visitor } from './fixtures';

const IMAGE_ID = 'Bq3_-Bq3_-Bq3_-Bq3_-Bq3_-Bq3_-12';
const OTHER_IMAGE_ID = 'Zx9_-Zx9_-Zx9_-Zx9_-Zx9_-Zx9_-34';
const FILE_TOO_BIG = 'Filen er for stor. Største tillatte størrelse er 1 MB.';
const ILLEGAL_FILE_TYPE = 'Ulovlig filtype.';

const file = (name: string, type: string, size = 64) => new File([new Uint8Array(size)], name, { type });

/** The hidden file input behind the attach button (the button is what people and keyboards use). */
const fileInput = () => screen.getByLabelText('Legg ved bilde', { selector: 'input' }) as HTMLInputElement;

async function pick(chosen: File) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [chosen] } });
  });
}

describe('attaching an image in the message form', () => {
  function setup() {
    const onSendImage = vi.fn(async () => ({ ok: true as const }));
    render(
      <MessageForm
        onSend={vi.fn(async () => true)}
        onSendImage={onSendImage}
        onTyping={vi.fn()}
        templates={[]}
      />,
    );
    return { onSendImage };
  }

  it('has a labelled attach button in the tab order that opens a picker for jpg and png', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Legg ved bilde' });
    expect(button).not.toHaveAttribute('tabindex', '-1');
    const input = fileInput();
    expect(input.accept).toBe('image/jpeg,image/png');
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalled();
  });

  it('refuses a wrong type or a file over 1 MB with the catalogue text, before uploading anything', async () => {
    const { onSendImage } = setup();
    await pick(file('animasjon.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(ILLEGAL_FILE_TYPE);
    await pick(file('stor.png', 'image/png', LIMITS.fileLimitBytes + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_TOO_BIG);
    expect(onSendImage).not.toHaveBeenCalled();

    const photo = file('sko.jpg', 'image/jpeg', LIMITS.fileLimitBytes);
    await pick(photo);
    expect(onSendImage).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of an upload", async () => {
    const onSendImage = vi.fn(async () => ({ ok: false as const, uploadError: ILLEGAL_FILE_TYPE }));
    render(
      <MessageForm
        onSend={vi.fn(async () => true)}
        onSendImage={onSendImage}
        onTyping={vi.fn()}
        templates={[]}
      />,
    );
    await pick(file('omdøpt.png', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent(ILLEGAL_FILE_TYPE);
  });
});

function renderConversation() {
  sessionStore.setToken('token-1');
  const router = createMemoryRouter([{ path: '/:accountId/chat/:conversationId', element: <ChatPage /> }], {
    initialEntries: ['/7/chat/visitor-1'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A stand-in socket: acks answer with the message as stored. */
function fakeSocket() {
  const emitted: { event: string; payload: Record<string, unknown> }[] = [];
  const socket = {
    connected: true,
    emit: () => true,
    timeout: () => ({
      emitWithAck: async (event: string, payload: Record<string, unknown>) => {
        emitted.push({ event, payload });
        if (event !== 'messageFromOperator') return { ok: true };
        return {
          ok: true,
          data: message({
            id: 'sent',
            from: 'u1',
            text: '',
            image: payload.image as string,
            client_id: 'c-1234567',
          }),
        };
      },
    }),
  };
  useChatStore.getState().setSocket(socket as never);
  return emitted;
}

describe('images in a conversation', () => {
  let calls: RecordedCall[];
  let uploadAnswer: { status: number; body: unknown };

  beforeEach(() => {
    useChatStore.getState().reset();
    uploadAnswer = {
      status: 201,
      body: {
        data: { id: IMAGE_ID, url: `/api/chat/images/7/${IMAGE_ID}`, content_type: 'image/png', size: 64 },
      },
    };
    calls = mockApi({
      'GET /api/chat': { body: { agents: [], templates: [] } },
      'GET /api/conversations/visitor-1': {
        body: {
          data: [
            message({ id: 'm1', text: '', image: OTHER_IMAGE_ID }),
            message({ id: 'm2', text: 'Sporing', image: 'https://sporing.example.com/piksel.gif' }),
          ],
        },
      },
      'POST /api/conversations/visitor-1/images': () => uploadAnswer,
    });
    useChatStore.getState().setOperatorOnline(true);
    useChatStore
      .getState()
      .ready({ isOnline: 1, user_id: 'u1', account: 7, server_time: serverNow(), visitors: [visitor()] });
  });

  it("shows an image from the account's own address, linked to its full size in a new tab", async () => {
    renderConversation();
    const log = await screen.findByRole('log', { name: 'Meldinger med Kari' });
    const image = await within(log).findByRole('img', { name: 'Bilde fra Kari' });
    expect(image).toHaveAttribute('src', `/api/chat/images/7/${OTHER_IMAGE_ID}`);
    const link = within(log).getByRole('link', {
      name: 'Bilde fra Kari, åpnes i full størrelse i en ny fane',
    });
    expect(link).toHaveAttribute('href', `/api/chat/images/7/${OTHER_IMAGE_ID}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // An address a message brought along is never loaded.
    await within(log).findByText('Sporing');
    expect(within(log).getAllByRole('img')).toHaveLength(1);
  });

  it('uploads the picked file with the session headers, then sends it as a message', async () => {
    const emitted = fakeSocket();
    renderConversation();
    await screen.findByRole('log', { name: 'Meldinger med Kari' });
    const photo = file('sko.png', 'image/png');
    await pick(photo);
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.path).toBe('/api/conversations/visitor-1/images');
    expect(upload?.headers.get('content-type')).toBe('image/png');
    expect(upload?.headers.get('authorization')).toBe('Bearer token-1');
    expect(upload?.headers.get('authorized-account')).toBe('7');
    const sent = emitted.find((entry) => entry.event === 'messageFromOperator');
    expect(sent?.payload).toMatchObject({ uid: 'visitor-1', text: '', image: IMAGE_ID });
    expect(await screen.findByRole('img', { name: 'Bilde fra Operatør' })).toHaveAttribute(
      'src',
      `/api/chat/images/7/${IMAGE_ID}`,
    );
  });

  it("shows the server's refusal and sends no message", async () => {
    const emitted = fakeSocket();
    uploadAnswer = {
      status: 415,
      body: { error: { code: 'illegal_file_type', message: ILLEGAL_FILE_TYPE } },
    };
    renderConversation();
    await screen.findByRole('log', { name: 'Meldinger med Kari' });
    await pick(file('tekst.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ILLEGAL_FILE_TYPE);
    expect(emitted.some((entry) => entry.event === 'messageFromOperator')).toBe(false);
  });
});
