import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** A list's search box and the toggle between its two sets (current/archived, open/resolved). */
export function ListToolbar<S extends string>({
  searchLabel,
  searchText,
  onSearchText,
  statusLabel,
  status,
  statuses,
  onStatus,
}: {
  searchLabel: string;
  searchText: string;
  onSearchText: (text: string) => void;
  statusLabel: string;
  status: S;
  statuses: ReadonlyArray<{ value: S; label: string }>;
  onStatus: (status: S) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        sx={{ maxWidth: { sm: 360 } }}
        fullWidth
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        aria-label={statusLabel}
        // Four choices do not fit a phone's width on one line.
        sx={{ flexWrap: 'wrap' }}
        onChange={(_, next: S | null) => {
          if (next !== null) onStatus(next);
        }}
      >
        {statuses.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
