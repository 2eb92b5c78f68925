import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden';

interface AgreementCheckboxProps {
  label: string;
  linkText: string;
  href: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The link sits beside the label, not inside it, so clicking it never ticks the box. */
export function AgreementCheckbox({ label, linkText, href, checked, onChange }: AgreementCheckboxProps) {
  const { t } = useTranslation(['common']);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={label}
      />
      <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
        {linkText}
        <VisuallyHidden> {t('common:opensInNewTab')}</VisuallyHidden>
      </Link>
    </Stack>
  );
}
