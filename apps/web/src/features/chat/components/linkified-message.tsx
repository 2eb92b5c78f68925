import Link from '@mui/material/Link';
import { Fragment } from 'react';

/** An address starts with http:// or https:// and runs to the next white space. */
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
const SAFE_HREF = /^https?:\/\//i;

export interface TextPart {
  offset: number;
  text: string;
  isLink: boolean;
}

/** The text cut into plain runs and http(s) addresses; nothing else ever becomes a link. */
export function splitLinks(text: string): TextPart[] {
  let offset = 0;
  return text
    .split(URL_PATTERN)
    .map((part, index) => {
      const piece = { offset, text: part, isLink: index % 2 === 1 && SAFE_HREF.test(part) };
      offset += part.length;
      return piece;
    })
    .filter((part) => part.text !== '');
}

/**
 * A chat message is plain text from someone on the internet: React text nodes only, never HTML, and
 * only http(s) addresses become links, opened apart from the panel.
 */
export function LinkifiedMessage({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part) =>
        part.isLink ? (
          <Link
            key={part.offset}
            href={part.text}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            underline="always"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={part.offset}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
