import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

interface TextPart {
  offset: number;
  text: string;
  isLink: boolean;
}

/** The text cut into plain runs and addresses; the offset in the text is a stable key. */
function splitLinks(text: string): TextPart[] {
  let offset = 0;
  // split() with a capture group puts the matches at the odd positions.
  const parts = text.split(URL_PATTERN).map((part, index) => {
    const piece = { offset, text: part, isLink: index % 2 === 1 };
    offset += part.length;
    return piece;
  });
  // Empty runs (around a link at the very start or end) would share their neighbour's offset.
  return parts.filter((part) => part.text !== '');
}

/** A plain-text mail with its web addresses as links, so staff can follow invitation and reset links. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part) =>
        part.isLink ? (
          <Link key={part.offset} href={part.text}>
            {part.text}
          </Link>
        ) : (
          <Fragment key={part.offset}>{part.text}</Fragment>
        ),
      )}
    </Typography>
  );
}
