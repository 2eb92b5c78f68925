import type { SearchAnswer } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';

/** What the test search found: keyword content, products in the shop's order, and suggestions. */
export function SearchTestResults({
  answer,
  onSuggestion,
}: {
  answer: SearchAnswer;
  onSuggestion: (suggestion: string) => void;
}) {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return (
    <Stack spacing={2}>
      {answer.keywords.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('search:test.keywords')}
          </Typography>
          {answer.keywords.map((keyword) => (
            <Box
              key={keyword.keyword}
              sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-line' }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {keyword.keyword}
              </Typography>
              <Typography variant="body2">{keyword.content}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {answer.suggestions.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('search:test.suggestions')}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {answer.suggestions.map((suggestion) => (
              <Chip
                key={suggestion}
                label={suggestion}
                size="small"
                onClick={() => onSuggestion(suggestion)}
                aria-label={t('search:test.useSuggestion', { suggestion })}
              />
            ))}
          </Stack>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('search:test.products')}
        </Typography>
        {answer.products.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('search:test.noProducts')}
          </Typography>
        ) : (
          <List dense aria-label={t('search:test.products')}>
            {answer.products.map((product) => (
              <ListItem key={product.product_id} divider disableGutters>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                      <span>{product.name}</span>
                      {product.pinned && (
                        <Chip component="span" size="small" color="primary" label={t('search:test.pinned')} />
                      )}
                    </Stack>
                  }
                  secondary={
                    <>
                      {product.sale_price !== null
                        ? t('search:test.salePrice', {
                            sale: formatAmount(product.sale_price, language),
                            price: formatAmount(product.price, language),
                          })
                        : formatAmount(product.price, language)}
                      {' · '}
                      {t(product.in_stock ? 'search:test.inStock' : 'search:test.outOfStock')}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
