export { SETTING_TYPES, SettingsPage } from './components/settings-page';
