import type { Visitor } from '@butikkpanel/contracts';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { formatRelative, knownName } from '../format';
import { useNow } from '../use-now';
import { CloseIcon } from './icons';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Everything known about the visitor, full screen: who, where, what they looked at and their cart. */
export function VisitorInfoDialog({
  visitor,
  open,
  onClose,
}: {
  visitor: Visitor;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['chat']);
  const titleId = useId();
  const now = useNow();
  const name = knownName(visitor) ?? t('chat:unknownName');
  const seen = formatRelative(visitor.last_seen, now, i18n.resolvedLanguage ?? 'nb');
  const total = visitor.cart.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {t('chat:info.title', { name })}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={t('chat:dialog.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Stack spacing={3} sx={{ p: 3, maxWidth: 900, width: '100%', mx: 'auto' }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('chat:info.name')}>{name}</Fact>
          <Fact label={t('chat:info.email')}>{visitor.email || t('chat:info.emailUnknown')}</Fact>
          <Fact label={t('chat:info.currentPage')}>{visitor.page_title || visitor.path}</Fact>
          <Fact label={t(visitor.online === 1 ? 'chat:info.idle' : 'chat:info.lastOnline')}>
            <time dateTime={visitor.last_seen}>{seen}</time>
          </Fact>
          <Fact label={t('chat:info.device')}>
            {t(visitor.isMobile === 1 ? 'chat:info.mobile' : 'chat:info.desktop')}
          </Fact>
        </Box>
        <section aria-labelledby={`${titleId}-pages`}>
          <Typography id={`${titleId}-pages`} variant="h6" component="h3" gutterBottom>
            {t('chat:info.pages')}
          </Typography>
          {visitor.pages.length === 0 ? (
            <Typography color="text.secondary">{t('chat:info.noPages')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {visitor.pages.map((page) => (
                <li key={`${page.created_at}-${page.path}`}>
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {page.page_title || page.path}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </section>
        <section aria-labelledby={`${titleId}-cart`}>
          <Typography id={`${titleId}-cart`} variant="h6" component="h3" gutterBottom>
            {t('chat:info.cart')}
          </Typography>
          {visitor.cart.length === 0 ? (
            <Typography color="text.secondary">{t('chat:info.emptyCart')}</Typography>
          ) : (
            <Table size="small" aria-labelledby={`${titleId}-cart`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('chat:info.product')}</TableCell>
                  <TableCell align="right">{t('chat:info.quantity')}</TableCell>
                  <TableCell align="right">{t('chat:info.lineTotal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {visitor.cart.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.name}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{formatAmount(line.price * line.quantity)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={2}>
                    {t('chat:info.total')}
                  </TableCell>
                  <TableCell align="right">{formatAmount(total)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          )}
        </section>
      </Stack>
    </Dialog>
  );
}
