import type { LastMessagePreview } from '@butikkpanel/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden';

/**
 * A conversation's newest message in one line: who wrote it (you, or an agent) and its text, or that it is
 * an image. Long text is cut by the server; the line itself ends in an ellipsis where the card is narrow.
 */
export function LastMessageLine({ preview }: { preview: LastMessagePreview }) {
  const { t } = useTranslation(['chat']);
  const image = preview.image === 1 ? t('chat:card.previewImage') : '';
  const text = [image, preview.text].filter((part) => part !== '').join(' ');
  const who = preview.from === '0' ? '' : `${t('chat:card.previewAgent')}: `;
  return (
    <Typography
      variant="body2"
      data-testid="last-message"
      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
    >
      <VisuallyHidden>{t('chat:card.lastMessage')}: </VisuallyHidden>
      {who}
      {text}
    </Typography>
  );
}
