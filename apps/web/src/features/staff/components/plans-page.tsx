import { PACKAGE_NAMES } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
import { usePlans } from '../api/get-catalogue';
import { StaffPageFrame } from './staff-page-frame';

/** staff/plans: which packages each plan gives; plans are assigned to an account in the customer list. */
export function PlansPage() {
  const { t } = useTranslation(['staff']);
  const plans = usePlans();
  return (
    <StaffPageFrame title={t('staff:plansPage.title')} intro={t('staff:plansPage.intro')} error={plans.error}>
      <FormErrorAlert error={plans.error} />
      {plans.isPending && <CircularProgress aria-label={t('staff:loading')} />}
      {plans.data && (
        <Paper variant="outlined">
          <ScrollTable size="small" label={t('staff:plansPage.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff:plansPage.plan')}</TableCell>
                <TableCell>{t('staff:plansPage.packages')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.data.map((plan) => (
                <TableRow key={plan.id}>
                  <TableCell>{plan.name}</TableCell>
                  <TableCell>{plan.packages.map((key) => PACKAGE_NAMES[key]).join(', ') || '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </Paper>
      )}
    </StaffPageFrame>
  );
}
