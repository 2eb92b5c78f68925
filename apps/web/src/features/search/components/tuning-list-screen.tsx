import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SearchScreenLayout } from './search-screen-layout';
import { SearchTestBox } from './search-test-box';

interface TuningListScreenProps {
  createHref: string;
  createLabel: string;
  intro: string;
  /** The list (a DataList), and anything it opens. */
  children: ReactNode;
}

/** A list screen of the search tuning (keywords, synonyms, custom results, widgets): a "new" button, the intro and the list. */
export function TuningListScreen({ createHref, createLabel, intro, children }: TuningListScreenProps) {
  return (
    <SearchScreenLayout
      actions={
        <Button variant="contained" component={RouterLink} to={createHref}>
          {createLabel}
        </Button>
      }
      aside={<SearchTestBox />}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{intro}</Typography>
        {children}
      </Stack>
    </SearchScreenLayout>
  );
}
