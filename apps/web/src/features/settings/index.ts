export { ChatSettings } from './components/chat-settings';
export { CompanySettings } from './components/company-settings';
export { SettingsPage } from './components/settings-page';
export { UsersSettings } from './components/users-settings';
