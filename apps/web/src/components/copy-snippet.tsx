import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { VisuallyHidden } from './visually-hidden';

interface CopySnippetProps {
  /** The code the shop pastes, shown as it is and copied by the button. */
  code: string;
  /** The button's visible word ("Kopier"). */
  copyText: string;
  /** The button's full name, beginning with its visible word ("Kopier koden for «Forside»"). */
  copyLabel: string;
  /** Said (and shown on the button) once copied. */
  copiedText: string;
  /** Said when the browser refused the clipboard: the code stays selectable. */
  failedText: string;
}

/**
 * A short piece of code to paste into the shop, with a copy button. The code wraps anywhere, so a phone at
 * 320 px never scrolls sideways; the outcome is announced in a status region.
 */
export function CopySnippet({ code, copyText, copyLabel, copiedText, failedText }: CopySnippetProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <Box
          component="code"
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1,
            py: 0.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: '0.8rem',
            overflowWrap: 'anywhere',
          }}
        >
          {code}
        </Box>
        <Button
          size="small"
          variant="outlined"
          aria-label={copied ? `${copiedText} – ${copyLabel}` : copyLabel}
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
        >
          {copied ? copiedText : copyText}
        </Button>
      </Stack>
      <Box role="status" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {copied === true && <VisuallyHidden>{copiedText}</VisuallyHidden>}
        {copied === false && failedText}
      </Box>
    </Box>
  );
}
