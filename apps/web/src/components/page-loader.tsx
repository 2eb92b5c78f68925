import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A full-page spinner with a spoken label, for checks that must finish before a screen can show. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
