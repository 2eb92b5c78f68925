import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { VisuallyHidden } from './visually-hidden';

interface CopyButtonProps {
  /** What the button puts on the clipboard. */
  code: string;
  /** The button's visible words ("Kopier kode"). */
  copyText: string;
  /** The button's full name, beginning with its visible words ("Kopier koden for «Forside»"). */
  copyLabel: string;
  /** Said (and shown on the button) once copied. */
  copiedText: string;
  /** Said when the browser refused the clipboard. */
  failedText: string;
  variant?: 'text' | 'outlined';
}

/** A button that copies a piece of code for the shop; the outcome is announced in a status region. */
export function CopyButton({
  code,
  copyText,
  copyLabel,
  copiedText,
  failedText,
  variant = 'outlined',
}: CopyButtonProps) {
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
      <Button
        size="small"
        variant={variant}
        aria-label={copied ? `${copiedText} – ${copyLabel}` : copyLabel}
        onClick={() => void copy()}
        sx={{ flexShrink: 0 }}
      >
        {copied ? copiedText : copyText}
      </Button>
      <Box role="status" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {copied === true && <VisuallyHidden>{copiedText}</VisuallyHidden>}
        {copied === false && failedText}
      </Box>
    </Box>
  );
}

/**
 * A short piece of code to paste into the shop, shown as it is, with a copy button. The code wraps anywhere,
 * so a phone at 320 px never scrolls sideways.
 */
export function CopySnippet(props: CopyButtonProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        component="code"
        sx={{
          flex: 1,
          minWidth: 0,
          px: 1,
          py: 0.75,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: '0.8rem',
          overflowWrap: 'anywhere',
        }}
      >
        {props.code}
      </Box>
      <CopyButton {...props} />
    </Stack>
  );
}
