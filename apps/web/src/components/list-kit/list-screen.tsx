import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ScreenLayout } from '@/components/screen-layout';

export interface ListScreenProps {
  title: string;
  /** What the area is for, under the title: a sentence, or more (a warning, a snippet). */
  intro: ReactNode;
  /** The "Ny …" button beside the title, and again in the empty state. */
  createLabel: string;
  onCreate: () => void;
  /** Buttons before the create button (quiet hours on the flows screen). */
  actions?: ReactNode;
  /** Shown instead of the list once the account is known to have none: "Ingen … ennå" and what to do. */
  empty: { shown: boolean; title: string; text: string };
  /** The list (a DataList, figures, filters). */
  children: ReactNode;
  /** The screen's dialogs, mounted whether the list is empty or not. */
  dialogs?: ReactNode;
}

/** A marketing area's list screen: title with "Ny …", what the area is for, the list or its empty state. */
export function ListScreen(props: ListScreenProps) {
  const createButton = (
    <Button variant="contained" onClick={props.onCreate}>
      {props.createLabel}
    </Button>
  );
  return (
    <ScreenLayout
      title={props.title}
      actions={
        <>
          {props.actions}
          {createButton}
        </>
      }
    >
      {typeof props.intro === 'string' ? (
        <Typography color="text.secondary">{props.intro}</Typography>
      ) : (
        props.intro
      )}
      {props.empty.shown ? (
        <EmptyState title={props.empty.title}>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '60ch', mx: 'auto' }}>
            {props.empty.text}
          </Typography>
          {createButton}
        </EmptyState>
      ) : (
        props.children
      )}
      {props.dialogs}
    </ScreenLayout>
  );
}
