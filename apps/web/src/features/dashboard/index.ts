export { DashboardPage } from './components/dashboard-page';
export { dashboardKeys } from './query-keys';
