import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestLayout } from '@/components/guest-layout';
import type { TokenOwner } from '../api/get-token-owner';

const nameOf = (person: { firstname: string; lastname: string; email: string }) =>
  `${person.firstname} ${person.lastname}`.trim() || person.email;

/**
 * Asked when a sign-in link belongs to someone else than the user signed in here. Plain HTML like the
 * rest of the login page (no MUI on the first download); focus starts on the safe choice.
 */
export function SwitchUserQuestion({
  owner,
  current,
  onContinue,
  onStay,
}: {
  owner: TokenOwner;
  current: { firstname: string; lastname: string; email: string };
  onContinue: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation(['auth']);
  const titleId = useId();
  const textId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => stayButton.current?.focus(), []);
  return (
    <GuestLayout>
      <div
        className="bp-stack bp-stack--loose"
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h1 className="bp-title" id={titleId}>
          {t('auth:tokenLogin.switchTitle')}
        </h1>
        <p id={textId}>
          {t('auth:tokenLogin.switchText', {
            current: `${nameOf(current)} (${current.email})`,
            owner: `${nameOf(owner)} (${owner.email})`,
          })}
        </p>
        <div className="bp-stack">
          <button type="button" className="bp-button" ref={stayButton} onClick={onStay}>
            {t('auth:tokenLogin.stay', { name: nameOf(current) })}
          </button>
          <button type="button" className="bp-button" onClick={onContinue}>
            {t('auth:tokenLogin.continue', { name: nameOf(owner) })}
          </button>
        </div>
      </div>
    </GuestLayout>
  );
}
