import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import * as icons from '@/components/layout/icons';
import type { NavigationIcon as IconName } from '@/config/navigation';

const ICONS: Record<IconName, ComponentType<SvgIconProps>> = {
  dashboard: icons.DashboardIcon,
  income: icons.IncomeIcon,
  chat: icons.ChatIcon,
  products: icons.ProductsIcon,
  popups: icons.PopupsIcon,
  flows: icons.FlowsIcon,
  email: icons.EmailIcon,
  search: icons.SearchIcon,
  recommendations: icons.RecommendationsIcon,
  contentbuilder: icons.ContentBuilderIcon,
  discounts: icons.DiscountsIcon,
  apps: icons.AppsIcon,
  settings: icons.SettingsIcon,
  staff: icons.StaffIcon,
  accounts: icons.AccountsIcon,
  help: icons.HelpIcon,
  legacy: icons.LegacyIcon,
  logout: icons.LogoutIcon,
};

/** The entry's icon; entries without one (children of a collapse) get an indent instead. */
export function NavigationIcon({ name }: { name: IconName | undefined }) {
  if (!name) return null;
  const Icon = ICONS[name];
  return <Icon fontSize="small" />;
}
