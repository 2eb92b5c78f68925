import type { FlowStart, FlowStep } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';

/** Names for what a flow holds, in the owner's words: its start, each step's kind and a one-line summary. */
export function useFlowTexts(
  names: {
    templates?: ReadonlyMap<number, string>;
    segments?: ReadonlyMap<number, string>;
    popups?: ReadonlyMap<number, string>;
  } = {},
) {
  const { t, i18n } = useTranslation(['flows']);
  const language = i18n.resolvedLanguage ?? 'nb';

  const start = (value: FlowStart): string => {
    if (value.kind === 'segment') {
      const name = value.segment_id === null ? undefined : names.segments?.get(value.segment_id);
      return name ? t('flows:startText.segmentNamed', { name }) : t('flows:startText.segment');
    }
    if (value.event === 'not_purchased_since' && value.days !== null)
      return t('flows:startText.notPurchasedDays', { count: value.days });
    return t(`flows:events.${value.event}`);
  };

  const stepName = (step: FlowStep): string => t(`flows:steps.${step.type}`);

  const summary = (step: FlowStep): string => {
    switch (step.type) {
      case 'wait':
        if (step.amount === null) return t('flows:summary.waitUnset');
        return step.unit === 'days'
          ? t('flows:summary.waitDays', { count: step.amount })
          : t('flows:summary.waitHours', { count: step.amount });
      case 'condition': {
        const { condition } = step;
        const kind = t(`flows:conditions.${condition.kind}`);
        if (condition.kind === 'cart_value' && condition.amount !== null)
          return `${kind} ${formatAmount(condition.amount, language)}`;
        if (condition.kind === 'in_segment' && condition.segment_id !== null)
          return `${kind} ${names.segments?.get(condition.segment_id) ?? condition.segment_id}`;
        if (condition.kind === 'has_tag' && condition.tag) return `${kind} ${condition.tag}`;
        return kind;
      }
      case 'send_email': {
        if (step.template_id === null) return t('flows:summary.emailUnset');
        const name = names.templates?.get(step.template_id);
        const mail = name
          ? t('flows:summary.emailNamed', { name })
          : t('flows:summary.emailId', { id: step.template_id });
        return step.discount_template_id === null ? mail : `${mail}, ${t('flows:summary.withDiscount')}`;
      }
      case 'join_popup': {
        if (step.popup_id === null) return t('flows:summary.popupUnset');
        const name = names.popups?.get(step.popup_id);
        return name
          ? t('flows:summary.popupNamed', { name })
          : t('flows:summary.popupId', { id: step.popup_id });
      }
      case 'review_service':
        return t('flows:summary.review');
      case 'exit':
        return t('flows:summary.exit');
    }
  };

  return { start, stepName, summary };
}
