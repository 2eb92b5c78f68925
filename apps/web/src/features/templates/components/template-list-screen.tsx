import type { RecommendationTemplate } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ScreenLayout } from '@/components/screen-layout';
import { useDeleteTemplate, useTemplates } from '../api/templates';
import { type CreateStart, CreateTemplateDialog } from './create-template-dialog';
import { TemplateList } from './template-list';
import { AREA_KINDS, type TemplateArea, templateName } from './template-values';

const TITLES = { rec: 'shell:nav.recommendationTemplates', search: 'shell:nav.searchTemplates' } as const;

/** /templates/rec and /templates/search: the area's templates, "Ny mal", Dupliser and Slett. */
export function TemplateListScreen({ accountId, area }: { accountId: string; area: TemplateArea }) {
  const { t } = useTranslation(['templates', 'shell']);
  const { enqueueSnackbar } = useSnackbar();
  const templates = useTemplates(accountId, AREA_KINDS[area]);
  const remove = useDeleteTemplate(accountId);
  const [start, setStart] = useState<CreateStart | null>(null);
  const [deleting, setDeleting] = useState<RecommendationTemplate | null>(null);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  return (
    <ScreenLayout
      title={t(TITLES[area])}
      actions={
        <Button variant="contained" onClick={() => setStart({ copy: null })}>
          {t('templates:list.create')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t(`templates:list.intro.${area}`)}</Typography>
        <TemplateList
          accountId={accountId}
          area={area}
          templates={templates}
          onDuplicate={(copy) => setStart({ copy })}
          onDelete={setDeleting}
        />
      </Stack>
      <CreateTemplateDialog
        accountId={accountId}
        area={area}
        templates={templates.data ?? []}
        start={start}
        onClose={() => setStart(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates:list.deleteTitle')}
        text={deleting ? t('templates:list.deleteText', { name: templateName(deleting, t) }) : ''}
        confirmLabel={t('templates:list.delete')}
        cancelLabel={t('templates:cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={closeDelete}
        onConfirm={async () => {
          if (deleting?.id == null) return;
          try {
            await remove.mutateAsync(deleting.id);
            enqueueSnackbar(t('templates:list.deleted'), { variant: 'success' });
            closeDelete();
          } catch {
            // The dialog shows why (a widget uses it): nothing is lost.
          }
        }}
      />
    </ScreenLayout>
  );
}
