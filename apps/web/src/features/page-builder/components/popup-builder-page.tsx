import { discountAmountText } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { PopupGuide } from '@/features/popups';
import { useDiscountTemplates } from '@/lib/use-discount-templates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type PopupDesigns, usePopupDesigns, useSavePopupDesign } from '../api/designs';
import { PageBuilder } from './page-builder';

/** `/popupbuilder/{id}?variant={variant}`: one variant's design (the first when none is named). */
export function PopupBuilderPage() {
  const { accountId = '', id = '' } = useParams();
  const [search] = useSearchParams();
  const popupId = Number(id);
  const { t } = useTranslation(['page-builder']);
  const popup = usePopupDesigns(accountId, popupId);
  const title = t('page-builder:popupTitle');
  useDocumentTitle(popup.data ? `${popup.data.name} – ${title}` : title);

  if (popup.isPending) return <PageLoader label={t('page-builder:loading')} page={false} />;
  const back = (
    <Button component={RouterLink} to={paths.popups.href(accountId)}>
      {t('page-builder:backToPopups')}
    </Button>
  );
  if (popup.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* The screen's h1, as in the builder's own top bar. */}
        <h1 className="bp-visually-hidden">{title}</h1>
        <Alert severity="error">{t('page-builder:loadFailed')}</Alert>
        <FormErrorAlert error={popup.error} />
        {back}
      </Stack>
    );
  }
  const data = popup.data;
  const asked = search.get('variant');
  const variant = asked === null ? data.variants[0] : data.variants.find((one) => String(one.id) === asked);
  if (!variant) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* The screen's h1, as in the builder's own top bar. */}
        <h1 className="bp-visually-hidden">{title}</h1>
        <Alert severity="error">{t('page-builder:noVariant')}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <VariantBuilder
      key={`${accountId}/${popupId}/${variant.id}`}
      accountId={accountId}
      popup={data}
      variantId={variant.id}
    />
  );
}

function VariantBuilder({
  accountId,
  popup,
  variantId,
}: {
  accountId: string;
  popup: PopupDesigns;
  variantId: number;
}) {
  const { t } = useTranslation(['page-builder', 'builder']);
  const navigate = useNavigate();
  const save = useSavePopupDesign(accountId, popup.id, variantId);
  // The code the popup hands out, as the guide last read it: the canvas names its amount.
  const [codeId, setCodeId] = useState<number | null>(null);
  const templates = useDiscountTemplates(accountId);
  const code = templates.data?.find((one) => one.id === codeId);
  const followPopup = useCallback((now: { discount_template_id: number | null }) => {
    setCodeId(now.discount_template_id);
  }, []);
  const variant = popup.variants.find((one) => one.id === variantId) ?? popup.variants[0];
  if (!variant) return null;
  return (
    <PageBuilder
      accountId={accountId}
      kind="popup"
      title={t('page-builder:popupTitle')}
      name={popup.name}
      backHref={paths.popups.href(accountId)}
      backLabel={t('page-builder:backToPopups')}
      design={variant}
      maxWidth={popup.maxWidth}
      onSave={(design) => save.mutateAsync(design)}
      discountAmount={code ? discountAmountText(code) : null}
      guide={({ save: saveDesign, dirty }) => (
        <PopupGuide
          accountId={accountId}
          popupId={popup.id}
          designDirty={dirty}
          saveDesign={saveDesign}
          onPopupChange={followPopup}
        />
      )}
      beforeActions={({ dirty }) =>
        popup.variants.length > 1 && (
          // Another variant opens its own design; unsaved changes here would be lost, so save first.
          <Tooltip title={dirty ? t('builder:toolbar.unsaved') : ''}>
            <TextField
              select
              size="small"
              label={t('page-builder:variant')}
              value={variant.id}
              disabled={dirty}
              onChange={(event) =>
                void navigate(`${paths.popupBuilder.href(accountId, popup.id)}?variant=${event.target.value}`)
              }
              sx={{ minWidth: 140 }}
            >
              {popup.variants.map((one) => (
                <MenuItem key={one.id} value={one.id}>
                  {t('page-builder:variantName', { name: one.name })}
                </MenuItem>
              ))}
            </TextField>
          </Tooltip>
        )
      }
    />
  );
}
