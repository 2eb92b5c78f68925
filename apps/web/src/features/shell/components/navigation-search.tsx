import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarBorderIcon, StarIcon } from '@/components/layout/icons';
import { navigation } from '@/config/navigation';
import { useSignedInSession } from '@/features/auth';
import { type NavigationSuggestion, searchNavigation } from '../navigation/search-navigation';
import { useEntryTitle, useEntryWords } from '../navigation/use-entry-title';
import { useShortcuts } from '../use-shortcuts';
import { useGoToEntry } from './use-go-to-entry';

/**
 * Search the menu: at most 10 entries the role may see, case-insensitive, 'Ingen resultater..'
 * when none match; arrows, Enter and Escape work as in any combobox.
 */
export function NavigationSearch({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['shell']);
  const { user } = useSignedInSession();
  const titleOf = useEntryTitle();
  const wordsOf = useEntryWords();
  const goTo = useGoToEntry(accountId);
  const { shortcuts, toggle } = useShortcuts();
  const [inputValue, setInputValue] = useState('');

  return (
    <Autocomplete<NavigationSuggestion>
      size="small"
      // On a phone the search takes the room the toolbar's buttons leave (see app-toolbar.tsx).
      sx={{ width: { md: 260 }, flex: { xs: '1 1 0', md: 'none' }, minWidth: 0 }}
      options={searchNavigation(navigation, '', user.role, titleOf)}
      filterOptions={(_, state) =>
        searchNavigation(navigation, state.inputValue, user.role, titleOf, wordsOf)
      }
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, value) => option.entry.id === value.entry.id}
      value={null}
      inputValue={inputValue}
      onInputChange={(_, value) => setInputValue(value)}
      onChange={(_, option) => {
        if (!option) return;
        setInputValue('');
        goTo(option.entry);
      }}
      clearOnEscape
      autoHighlight
      noOptionsText={t('shell:search.noResults')}
      renderOption={({ key, ...props }, option) => {
        const starred = shortcuts.includes(option.entry.id);
        const Star = starred ? StarIcon : StarBorderIcon;
        return (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
          >
            <span>{option.title}</span>
            {/* A pointer shortcut; keyboard users star the current page with the toolbar's star button. */}
            <Star
              fontSize="small"
              color={starred ? 'warning' : 'action'}
              aria-hidden
              data-star={option.entry.id}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.stopPropagation();
                toggle(option.entry.id);
              }}
            />
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={t('shell:search.label')} />}
    />
  );
}
