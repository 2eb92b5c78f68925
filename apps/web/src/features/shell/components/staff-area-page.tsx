import { StaffArea } from '@/features/staff';

/** /staff/{setting_type}: the staff feature owns its screens (demo periods, customers, plans, audit, mailbox). */
export function StaffAreaPage() {
  return <StaffArea />;
}
