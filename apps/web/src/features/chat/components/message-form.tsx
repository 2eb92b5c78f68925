import type { CannedResponse } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readChatRowCount } from '../row-count';
import { useTypingSignal } from '../use-typing-signal';
import { CannedResponsesMenu } from './canned-responses-menu';
import { SendIcon } from './icons';

interface MessageFormProps {
  /** Resolves true when the message was sent; otherwise the text comes back into the field. */
  onSend: (text: string) => Promise<boolean>;
  onTyping: (status: 0 | 1) => void;
  templates: readonly CannedResponse[];
}

/** Enter sends, Shift+Enter breaks the line; whitespace alone is never sent (spec section 5). */
export function MessageForm({ onSend, onTyping, templates }: MessageFormProps) {
  const { t } = useTranslation(['chat']);
  const [text, setText] = useState('');
  const [rows] = useState(readChatRowCount);
  const field = useRef<HTMLTextAreaElement>(null);
  const { keystroke, stop } = useTypingSignal(onTyping);

  const send = async () => {
    const sending = text;
    if (sending.trim() === '') return;
    stop();
    setText('');
    const sent = await onSend(sending);
    // A failed message comes back unless something new was typed meanwhile.
    if (!sent) setText((current) => (current === '' ? sending : current));
    field.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const insert = (template: CannedResponse) => {
    setText((current) => (current.trim() === '' ? template.text : `${current.trimEnd()} ${template.text}`));
    field.current?.focus();
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ p: 2, alignItems: 'flex-end' }}
      onSubmit={onSubmit}
    >
      <CannedResponsesMenu templates={templates} onChoose={insert} />
      <TextField
        inputRef={field}
        label={t('chat:form.label')}
        placeholder={t('chat:form.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value !== '') keystroke();
        }}
        onKeyDown={onKeyDown}
        multiline
        // A stored height is kept as it is; one line grows with the text up to a few lines.
        {...(rows > 1 ? { rows } : { minRows: 1, maxRows: 6 })}
        fullWidth
        size="small"
        autoComplete="off"
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={text.trim() === ''}>
        {t('chat:form.send')}
      </Button>
    </Stack>
  );
}
