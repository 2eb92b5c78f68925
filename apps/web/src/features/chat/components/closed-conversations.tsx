import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { accountPaths } from '@/config/paths';
import { useClosedConversations } from '../api/get-closed-conversations';
import { formatRelative, knownName } from '../format';
import { useNow } from '../use-now';
import { ChatFilters } from './chat-filters';
import { ChatLayout } from './chat-layout';
import { LastMessageLine } from './last-message-line';

/** /{account}/chat/closed: closed conversations, newest first, with search (name, e-mail, text) and pages. */
export function ClosedConversations() {
  const { t, i18n } = useTranslation(['chat', 'errors']);
  const { accountId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(q);
  const closed = useClosedConversations(accountId, q, page);
  const now = useNow();
  const pages = closed.data ? Math.ceil(closed.data.total / closed.data.per_page) : 0;

  const go = (next: { q: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q !== '') search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), page: 1 });
  };

  return (
    <ChatLayout sidebar={<ChatFilters />}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('chat:closed.title')}
        </Typography>
        <Stack
          component="form"
          role="search"
          aria-label={t('chat:closed.searchLabel')}
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
        >
          <TextField
            label={t('chat:closed.searchLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            size="small"
            type="search"
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained">
            {t('chat:closed.search')}
          </Button>
        </Stack>
        {closed.isError && <Typography color="error">{t('errors:generic')}</Typography>}
        {closed.data && (
          <Typography role="status" variant="body2" color="text.secondary">
            {q === ''
              ? t('chat:closed.count', { count: closed.data.total })
              : t('chat:closed.found', { count: closed.data.total, q })}
          </Typography>
        )}
        {closed.data && closed.data.data.length > 0 && (
          <List aria-label={t('chat:closed.title')} disablePadding>
            {closed.data.data.map((conversation) => {
              const name = knownName(conversation) ?? t('chat:unknownName');
              return (
                <li key={conversation.uid}>
                  <ListItemButton
                    component={RouterLink}
                    to={accountPaths.chatClosedConversation.href(accountId, conversation.uid)}
                    divider
                  >
                    <Stack spacing={0.25} sx={{ minWidth: 0, flexGrow: 1 }}>
                      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {name}
                        {conversation.email && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {` · ${conversation.email}`}
                          </Typography>
                        )}
                      </Typography>
                      {conversation.last_message && <LastMessageLine preview={conversation.last_message} />}
                      {conversation.last_message_at && (
                        <Typography variant="body2" color="text.secondary">
                          {t('chat:closed.lastMessageAt', {
                            time: formatRelative(
                              conversation.last_message_at,
                              now,
                              i18n.resolvedLanguage ?? 'nb',
                            ),
                          })}
                        </Typography>
                      )}
                    </Stack>
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => go({ q, page: next })}
            siblingCount={0}
            getItemAriaLabel={(type, item) => {
              if (type === 'page') return t('chat:closed.page', { page: item });
              if (type === 'previous' || type === 'next' || type === 'first' || type === 'last')
                return t(`chat:closed.${type}`);
              return '';
            }}
          />
        )}
      </Stack>
    </ChatLayout>
  );
}
