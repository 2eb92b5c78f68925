export { StaffMailboxPage } from './components/staff-mailbox-page';
export { staffKeys } from './query-keys';
