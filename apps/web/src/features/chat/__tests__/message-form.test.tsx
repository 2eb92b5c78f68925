import { LIMITS, STORAGE_KEYS } from '@butikkpanel/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageForm } from '../components/message-form';

function setup(onSend = vi.fn(async () => true)) {
  const onTyping = vi.fn();
  render(
    <MessageForm
      onSend={onSend}
      onSendImage={vi.fn(async () => ({ ok: true as const }))}
      onTyping={onTyping}
      templates={[{ id: 't1', title: 'Hilsen', text: 'Hei, takk for at du tok kontakt!' }]}
    />,
  );
  const field = screen.getByRole('textbox', { name: 'Melding' }) as HTMLTextAreaElement;
  return { field, onSend, onTyping };
}

const type = (field: HTMLTextAreaElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the message form', () => {
  it('sends on Enter and empties the field', async () => {
    const { field, onSend } = setup();
    type(field, 'Hei! Vi har str. 42.');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('Hei! Vi har str. 42.');
    expect(field.value).toBe('');
  });

  it('does not send on Shift+Enter', () => {
    const { field, onSend } = setup();
    type(field, 'Linje 1');
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('never sends whitespace alone', async () => {
    const { field, onSend } = setup();
    type(field, '   \n  ');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('puts a failed message back into the field', async () => {
    const { field } = setup(vi.fn(async () => false));
    type(field, 'Kommer du tilbake?');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(field.value).toBe('Kommer du tilbake?');
  });

  it('signals typing once, and stops after 6 s of silence', () => {
    vi.useFakeTimers();
    const { field, onTyping } = setup();
    type(field, 'H');
    type(field, 'He');
    expect(onTyping.mock.calls).toEqual([[1]]);
    act(() => {
      vi.advanceTimersByTime(LIMITS.typingTimeoutMs - 1000);
    });
    type(field, 'Hei');
    act(() => {
      vi.advanceTimersByTime(LIMITS.typingTimeoutMs - 1);
    });
    expect(onTyping.mock.calls).toEqual([[1]]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onTyping.mock.calls).toEqual([[1], [0]]);
  });

  it('stops typing when the message is sent', async () => {
    const { field, onTyping } = setup();
    type(field, 'Hei');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(onTyping.mock.calls).toEqual([[1], [0]]);
  });

  it('inserts a canned response from the menu', () => {
    const { field } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Hurtigsvar' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Hilsen/ }));
    expect(field.value).toBe('Hei, takk for at du tok kontakt!');
  });

  it('takes its height from chat_row_count', () => {
    window.localStorage.setItem(STORAGE_KEYS.chatRowCount, '4');
    const { field } = setup();
    expect(field.rows).toBe(4);
  });
});
