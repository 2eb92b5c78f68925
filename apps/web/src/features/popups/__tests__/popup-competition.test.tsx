import { type PopupAnswer, popupSettingsSchema } from '@butikkpanel/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The feature's texts, as its index adds them before the screen renders.
import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbPopups from '@/locales/nb/popups.json';
import { PopupCompetitionWarning } from '../components/popup-competition-warning';
import { popupItem } from './popups-helpers';

const withRules = (groups: unknown[][], changes: Partial<PopupAnswer> = {}): PopupAnswer => {
  const base = popupItem(changes);
  return { ...base, settings: popupSettingsSchema.parse({ ...base.settings, rules: { groups } }) };
};
const delay = { kind: 'delay', seconds: 5 };
addLazyNamespace('popups', nbPopups);

describe('popups that compete for the same visitors', () => {
  it('are named in a warning with the one that shows, by specific rules or else the newest', () => {
    const welcome = withRules([[delay]]);
    const shoes = withRules([[delay, { kind: 'page', match: 'starts_with', value: '/sko' }]], {
      id: 5,
      name: 'Skosalg',
    });
    const newest = withRules([[delay]], { id: 9, name: 'Vårkampanje' });
    const paused = withRules([[delay]], { id: 12, name: 'Pauset', status: 'paused' });
    const onExit = withRules([[{ kind: 'exit_intent' }]], { id: 13, name: 'Før du går' });
    // The list screen puts it above the table (popup-list-screen.tsx) with every popup of the account.
    render(<PopupCompetitionWarning popups={[welcome, shoes, newest, paused, onExit]} />);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent ?? '');
    expect(alerts).toEqual([
      '«Skosalg» og «Velkommen» konkurrerer om de samme besøkende: de venter på det samme øyeblikket, og sidene, enhetene og målgruppen deres overlapper. Bare én av dem vises. «Skosalg» vinner fordi reglene den har for hvem og hvor, er mer presise.',
      '«Vårkampanje» og «Velkommen» konkurrerer om de samme besøkende: de venter på det samme øyeblikket, og sidene, enhetene og målgruppen deres overlapper. Bare én av dem vises. «Vårkampanje» vinner fordi den er nyest.',
      '«Skosalg» og «Vårkampanje» konkurrerer om de samme besøkende: de venter på det samme øyeblikket, og sidene, enhetene og målgruppen deres overlapper. Bare én av dem vises. «Skosalg» vinner fordi reglene den har for hvem og hvor, er mer presise.',
    ]);
  });

  it('are not warned about when they meet other visitors or wait for another moment', () => {
    const phones = withRules([[delay, { kind: 'device', device: 'mobile' }]]);
    const desktops = withRules([[delay, { kind: 'device', device: 'desktop' }]], { id: 5, name: 'PC' });
    const onExit = withRules([[{ kind: 'exit_intent' }]], { id: 6, name: 'Før du går' });
    render(<PopupCompetitionWarning popups={[phones, desktops, onExit]} />);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
