import type { ContactDetail } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataList, fromQuery } from '@/components/data-list';
import { FactsSection } from '@/components/facts-section';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { formatAmount, formatDateTime, formatNumber } from '@/lib/format';
import { useContact, useContactMails, useDeleteContact, useUpdateContact } from '../api/audience';
import { ConsentChip } from './consent-chip';

/** /emails/subscribers/{id}: a contact's consent and its history, tags, the mails they got, and their orders. */
export function SubscriberScreen({ accountId, id }: { accountId: string; id: number }) {
  const { t } = useTranslation(['emails', 'shell']);
  const contact = useContact(accountId, id);
  const back = { href: paths.emailSubscribers.href(accountId), label: t('emails:subscribers.back') };
  if (!contact.data)
    return (
      <ScreenLayout title={t('shell:nav.emailSubscriber')} back={back}>
        <FormErrorAlert error={contact.error} />
        {contact.isPending && <CircularProgress aria-label={t('emails:subscribers.loadingOne')} />}
      </ScreenLayout>
    );
  return <LoadedSubscriber accountId={accountId} contact={contact.data} back={back} />;
}

function LoadedSubscriber({
  accountId,
  contact,
  back,
}: {
  accountId: string;
  contact: ContactDetail;
  back: { href: string; label: string };
}) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const update = useUpdateContact(accountId, contact.id);
  const remove = useDeleteContact(accountId, contact.id);
  const [deleting, setDeleting] = useState(false);
  const subscribed = contact.consent === 'given';

  const toggle = async () => {
    try {
      await update.mutateAsync({ subscribed: !subscribed });
      enqueueSnackbar(t(subscribed ? 'emails:subscribers.withdrawn' : 'emails:subscribers.given'), {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(failureText(error), {
        variant: 'error',
      });
    }
  };

  return (
    <ScreenLayout
      title={contact.name ?? contact.email}
      back={back}
      subtitle={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{contact.email}</Typography>
          <ConsentChip contact={contact} />
        </Stack>
      }
      actions={
        <>
          <Button variant="outlined" disabled={update.isPending} onClick={toggle}>
            {subscribed ? t('emails:subscribers.withdraw') : t('emails:subscribers.give')}
          </Button>
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('emails:delete')}
          </Button>
        </>
      }
    >
      <FactsSection
        id="subscriber-facts"
        title={t('emails:subscribers.factsTitle')}
        facts={[
          [t('emails:subscribers.columns.consent'), t(`emails:consent.${contact.consent}`)],
          [
            t('emails:subscribers.columns.source'),
            contact.consent_source === null ? '–' : t(`emails:sources.${contact.consent_source}`),
          ],
          [
            t('emails:subscribers.consentAt'),
            contact.consent_at ? formatDateTime(contact.consent_at, language) : '–',
          ],
          [t('emails:subscribers.orders'), formatNumber(contact.orders.count, language)],
          [t('emails:subscribers.spent'), formatAmount(contact.orders.total, language)],
          [
            t('emails:subscribers.lastOrder'),
            contact.orders.last_at ? formatDateTime(contact.orders.last_at, language) : '–',
          ],
        ]}
      />
      <TagsEditor accountId={accountId} contact={contact} />
      <ConsentHistory contact={contact} />
      <ContactMails accountId={accountId} contactId={contact.id} />
      <ConfirmDialog
        open={deleting}
        title={t('emails:subscribers.deleteTitle')}
        text={t('emails:subscribers.deleteText', { email: contact.email })}
        confirmLabel={t('emails:delete')}
        cancelLabel={t('emails:cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            enqueueSnackbar(t('emails:subscribers.deleted'), { variant: 'success' });
            navigate(paths.emailSubscribers.href(accountId), { replace: true });
          } catch {
            // The dialog shows the server's message.
          }
        }}
      />
    </ScreenLayout>
  );
}

/** Tags as one comma-separated field: segments and flows select by them. */
function TagsEditor({ accountId, contact }: { accountId: string; contact: ContactDetail }) {
  const { t } = useTranslation(['emails']);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateContact(accountId, contact.id);
  const [text, setText] = useState(contact.tags.join(', '));
  const fieldError = update.error instanceof ApiRequestError ? update.error.fields.tags : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tags = text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    try {
      const saved = await update.mutateAsync({ tags });
      // The field shows what was stored (lower case, sorted, without repeats).
      if (saved) setText(saved.tags.join(', '));
      enqueueSnackbar(t('emails:saved'), { variant: 'success' });
    } catch {
      // Shown under the field.
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="subscriber-tags-heading" sx={{ p: 2 }}>
      <Typography id="subscriber-tags-heading" variant="h6" component="h2" gutterBottom>
        {t('emails:subscribers.columns.tags')}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <TextField
          size="small"
          label={t('emails:subscribers.tagsLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('emails:subscribers.tagsHelp')}
          sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
        />
        <div>
          <Button type="submit" variant="outlined" disabled={update.isPending}>
            {t('emails:save')}
          </Button>
        </div>
      </Stack>
      {!fieldError && <FormErrorAlert error={update.error} />}
    </Paper>
  );
}

function ConsentHistory({ contact }: { contact: ContactDetail }) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return (
    <Stack component="section" aria-labelledby="subscriber-history-heading" spacing={1}>
      <Typography id="subscriber-history-heading" variant="h6" component="h2">
        {t('emails:subscribers.history')}
      </Typography>
      <DataList
        label={t('emails:subscribers.history')}
        rows={contact.history}
        loading={false}
        error={null}
        onRetry={() => undefined}
        rowKey={(event) => `${event.at}-${event.state}-${event.source}`}
        empty={{ title: t('emails:subscribers.noHistory') }}
        columns={[
          {
            key: 'at',
            label: t('emails:subscribers.when'),
            wrap: 'nowrap',
            cell: (event) => formatDateTime(event.at, language),
          },
          {
            key: 'state',
            label: t('emails:subscribers.columns.consent'),
            cell: (event) => t(`emails:consent.${event.state}`),
          },
          {
            key: 'source',
            label: t('emails:subscribers.columns.source'),
            cell: (event) => t(`emails:sources.${event.source}`),
          },
          {
            // Evidence of a yes or a confirmation from the shop's side: the IP and browser it came from.
            key: 'evidence',
            label: t('emails:subscribers.evidence'),
            wrap: 'anywhere',
            cell: (event) =>
              event.ip === null
                ? '–'
                : t('emails:subscribers.evidenceText', { ip: event.ip, browser: event.user_agent || '–' }),
          },
        ]}
      />
    </Stack>
  );
}

function ContactMails({ accountId, contactId }: { accountId: string; contactId: number }) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const mails = useContactMails(accountId, contactId);
  const at = (value: string | null) => (value === null ? '–' : formatDateTime(value, language));
  return (
    <Stack component="section" aria-labelledby="subscriber-mails-heading" spacing={1}>
      <Typography id="subscriber-mails-heading" variant="h6" component="h2">
        {t('emails:subscribers.mails')}
      </Typography>
      <DataList
        {...fromQuery(mails, (data) => data)}
        label={t('emails:subscribers.mails')}
        rowKey={(mail) => String(mail.campaign_id)}
        empty={{ title: t('emails:subscribers.noMails') }}
        minWidth={720}
        columns={[
          {
            key: 'campaign',
            label: t('emails:subscribers.campaign'),
            wrap: 'anywhere',
            cell: (mail) => mail.campaign_name,
          },
          { key: 'sent', label: t('emails:figures.sent'), wrap: 'nowrap', cell: (mail) => at(mail.sent_at) },
          {
            key: 'opened',
            label: t('emails:figures.opened'),
            wrap: 'nowrap',
            cell: (mail) => at(mail.opened_at),
          },
          {
            key: 'clicked',
            label: t('emails:figures.clicked'),
            wrap: 'nowrap',
            cell: (mail) => at(mail.clicked_at),
          },
          {
            key: 'status',
            label: t('emails:campaigns.columns.status'),
            cell: (mail) =>
              mail.unsubscribed_at !== null
                ? t('emails:subscribers.mailUnsubscribed')
                : t(`emails:mailStatus.${mail.status}`),
          },
        ]}
      />
    </Stack>
  );
}
