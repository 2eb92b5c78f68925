import { isFieldMessageKey } from '@butikkpanel/contracts/core';
import { useTranslation } from 'react-i18next';

/**
 * Form errors hold either a contracts field message key (from the zod schema in the browser)
 * or a text the server already translated; both end up as a readable sentence.
 */
export function useFieldErrorText(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation(['fields']);
  return (error) => {
    const message = error?.message;
    if (!message) return undefined;
    return isFieldMessageKey(message) ? t(`fields:${message}`) : message;
  };
}
