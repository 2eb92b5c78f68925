import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A figure: its label, the value as shown, and an optional note under it. */
export type Figure = readonly [label: string, value: string, note?: string];

/** A row of key figures (a code's uses, a campaign's opens), as a labelled list of cards. */
export function FigureCards({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {figures.map(([name, value, note]) => (
        <Grid key={name} size={{ xs: 6, md: 'grow' }} component="li">
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component="p" variant="subtitle2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="p" variant="h5">
              {value}
            </Typography>
            {note && (
              <Typography component="p" variant="body2" color="text.secondary">
                {note}
              </Typography>
            )}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
