export { StaffArea } from './components/staff-area';
export { StaffMailboxPage } from './components/staff-mailbox-page';
export { staffKeys } from './query-keys';
