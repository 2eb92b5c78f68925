import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

interface WidgetEditorTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: T) => string;
  /** Each tab is a route ({id}/{type}), so a tab can be linked to and the back button works. */
  href: (tab: T) => string;
}

/** A widget editor's tabs (search widgets and recommendations). */
export function WidgetEditorTabs<T extends string>({
  tabs,
  value,
  label,
  tabLabel,
  href,
}: WidgetEditorTabsProps<T>) {
  return (
    <Tabs
      value={value}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} label={tabLabel(tab)} component={RouterLink} to={href(tab)} />
      ))}
    </Tabs>
  );
}
