import { type CannedResponse, chatImageProblem } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readChatRowCount } from '../row-count';
import type { ImageSendResult } from '../use-send-message';
import { useTypingSignal } from '../use-typing-signal';
import { AttachImageButton } from './attach-image-button';
import { CannedResponsesMenu } from './canned-responses-menu';
import { SendIcon } from './icons';

interface MessageFormProps {
  /** Resolves true when the message was sent; otherwise the text comes back into the field. */
  onSend: (text: string) => Promise<boolean>;
  /** Uploads a picked image (already checked here) and sends it as a message of its own. */
  onSendImage: (file: File) => Promise<ImageSendResult>;
  onTyping: (status: 0 | 1) => void;
  templates: readonly CannedResponse[];
}

/**
 * Enter sends, Shift+Enter breaks the line; whitespace alone is never sent (spec section 5). An attached image
 * goes at once, as its own message; a wrong type or a file over 1 MB is refused before anything is uploaded.
 */
export function MessageForm({ onSend, onSendImage, onTyping, templates }: MessageFormProps) {
  const { t } = useTranslation(['chat', 'errors']);
  const [text, setText] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
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

  const attach = async (file: File) => {
    if (uploading) return;
    const problem = chatImageProblem(file);
    setImageError(problem ? t(`errors:${problem}`) : null);
    if (problem) return;
    setUploading(true);
    const result = await onSendImage(file);
    setUploading(false);
    if (!result.ok) setImageError(result.uploadError);
    field.current?.focus();
  };

  const insert = (template: CannedResponse) => {
    setText((current) => (current.trim() === '' ? template.text : `${current.trimEnd()} ${template.text}`));
    field.current?.focus();
  };

  return (
    <Box component="form" sx={{ p: 2 }} onSubmit={onSubmit}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <CannedResponsesMenu templates={templates} onChoose={insert} />
        <AttachImageButton onPick={(file) => void attach(file)} />
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
      <Typography role="status" variant="body2" color="text.secondary">
        {uploading ? t('chat:form.uploadingImage') : ''}
      </Typography>
      {imageError && (
        <Typography role="alert" variant="body2" color="error">
          {imageError}
        </Typography>
      )}
    </Box>
  );
}
