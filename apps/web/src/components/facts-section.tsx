import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled section of label/value facts (a description list in a grid), with room for more below. */
export function FactsSection({
  id,
  title,
  facts,
  children,
}: {
  /** Names the heading the section is labelled by. */
  id: string;
  title: string;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {facts.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Grid>
        ))}
      </Grid>
      {children}
    </Paper>
  );
}
