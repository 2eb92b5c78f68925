import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The widths the owner checks the widget at: a desktop column and a phone. */
const WIDTHS = [
  { key: 'desktop', width: 960, height: 420 },
  { key: 'phone', width: 360, height: 640 },
] as const;

/**
 * A widget or template as the server drew it for the shop (the same render path), in a frame of its own at desktop and
 * phone widths. The frame is sandboxed without scripts: the markup is the shop's, not the panel's.
 */
export function DrawnPreview({
  html,
  css,
  label,
  testIdPrefix,
}: {
  html: string;
  css: string;
  /** The frame's heading and name: "Datamaskin (960 px)", in the caller's namespace. */
  label: (size: 'desktop' | 'phone', width: number) => string;
  testIdPrefix: string;
}) {
  const document = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><style>body{margin:8px;font-family:system-ui,sans-serif}${css}</style></head><body>${html}</body></html>`;
  return (
    <Stack spacing={2}>
      {WIDTHS.map(({ key, width, height }) => (
        <Stack key={key} spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {label(key, width)}
          </Typography>
          {/* Wider than a phone's screen: the frame scrolls sideways, and the keyboard can scroll it too. */}
          <Box
            tabIndex={0}
            role="group"
            aria-label={label(key, width)}
            sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%' }}
          >
            <Box
              component="iframe"
              title={label(key, width)}
              sandbox=""
              srcDoc={document}
              data-testid={`${testIdPrefix}-${key}`}
              sx={{ display: 'block', border: 0, width, height, maxWidth: 'none' }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
