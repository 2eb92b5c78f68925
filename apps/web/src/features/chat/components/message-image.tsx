import { chatImagePath, isChatImageId } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** Shown at most this big in the bubble; the link opens the full size in a new tab. */
const MAX_SIZE_PX = 240;

/**
 * A message's image, from this server's own address for the account's images (never an address a
 * message brought along): the id is checked before it becomes part of a URL.
 */
export function MessageImage({ image, author }: { image: string; author: string }) {
  const { t } = useTranslation(['chat']);
  const { accountId = '' } = useParams();
  if (!isChatImageId(image) || accountId === '') return null;
  const src = chatImagePath(accountId, image);
  return (
    <Link
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat:conversation.openImage', { name: author })}
      sx={{ display: 'block' }}
    >
      <Box
        component="img"
        src={src}
        alt={t('chat:conversation.image', { name: author })}
        loading="lazy"
        sx={{
          display: 'block',
          maxWidth: `min(${MAX_SIZE_PX}px, 100%)`,
          maxHeight: MAX_SIZE_PX,
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    </Link>
  );
}
