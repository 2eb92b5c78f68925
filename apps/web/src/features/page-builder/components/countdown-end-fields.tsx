import { isIsoInstant } from '@butikkpanel/contracts';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '@/components/date-time-picker';
import { COUNTDOWN_ATTRIBUTE } from '../editor/component-types';
import { type CountdownEndSlot, countdownEndSlots } from '../editor/countdown-trait';

/** The date-time picker in the settings panel of each selected countdown (editor/countdown-trait.ts). */
export function CountdownEndFields() {
  const slots = useSyncExternalStore(countdownEndSlots.subscribe, countdownEndSlots.current);
  useEffect(() => () => countdownEndSlots.clear(), []);
  return (
    <>
      {slots.map((slot) => createPortal(<CountdownEndField slot={slot} />, slot.element, slot.component.cid))}
    </>
  );
}

function CountdownEndField({ slot }: { slot: CountdownEndSlot }) {
  const { t } = useTranslation(['page-builder']);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const stored = String(slot.component.getAttributes()[COUNTDOWN_ATTRIBUTE] ?? '').trim();
  return (
    <DateTimePicker
      label={t('page-builder:types.countdownEnds')}
      // An older design's "2026-12-24 18:00" shows as typed text the picker explains, until a time is picked.
      value={stored === '' ? null : stored}
      onChange={(next) => {
        // Only a time the picker could read reaches the design; the server refuses anything else on save.
        if (next !== null && isIsoInstant(next))
          slot.component.addAttributes({ [COUNTDOWN_ATTRIBUTE]: next });
        rerender();
      }}
      helperText={t('page-builder:types.countdownHelp')}
    />
  );
}
