import type { PopupAnswer } from '@butikkpanel/contracts';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/fetch-mock';
import { missingForLive, nextStep, stepDone } from '../components/popup-guide/popup-readiness';
import { PopupGuide } from '../index';
import { popupItem, SLOW } from './popups-helpers';

const AMOUNT_DESIGN = '<h2>Få <span data-bp-amount="">10 % rabatt</span></h2><p data-bp-code=""></p>';
const fresh = popupItem({
  status: 'draft',
  variants: [{ ...popupItem().variants[0], html: AMOUNT_DESIGN } as PopupAnswer['variants'][number]],
});
const withRules = (popup: PopupAnswer): PopupAnswer => ({
  ...popup,
  settings: { ...popup.settings, rules: { groups: [[{ kind: 'delay', seconds: 5 }]] } },
});

afterEach(() => vi.unstubAllGlobals());

describe('what a popup still needs before it goes live', () => {
  it('lists unsaved changes, a missing code for a design that names its amount, and missing rules, in step order', () => {
    expect(missingForLive(fresh, true)).toEqual(['unsaved', 'code', 'rules']);
    expect(missingForLive(withRules({ ...fresh, discount_template_id: 9 }), false)).toEqual([]);
    // A design that neither names an amount nor shows a code needs no code.
    expect(missingForLive(popupItem({ status: 'draft' }), false)).toEqual(['rules']);
    expect(missingForLive(popupItem({ variants: [] }), false)).toEqual(['design', 'rules']);
  });

  it('marks a step done when nothing it answers is missing, and the last when the popup is live', () => {
    expect(stepDone('design', fresh, false)).toBe(true);
    expect(stepDone('design', fresh, true)).toBe(false);
    expect(stepDone('settings', fresh, false)).toBe(false);
    expect(stepDone('settings', { ...fresh, discount_template_id: 9 }, false)).toBe(true);
    expect(stepDone('rules', withRules(fresh), false)).toBe(true);
    expect(stepDone('activate', fresh, false)).toBe(false);
    expect(stepDone('activate', { ...fresh, status: 'active' }, false)).toBe(true);
    expect([nextStep('design'), nextStep('settings'), nextStep('rules'), nextStep('activate')]).toEqual([
      'settings',
      'rules',
      'activate',
      null,
    ]);
  });
});

function renderGuide(popup: PopupAnswer) {
  mockApi({
    'GET /api/popups': { body: { data: [popup] } },
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ThemeProvider theme={createTheme()}>
        <SnackbarProvider>
          <PopupGuide accountId="7" popupId={popup.id} designDirty={false} saveDesign={async () => true} />
        </SnackbarProvider>
      </ThemeProvider>
    </AppProviders>,
  );
}

describe('the guided path in the builder', { timeout: 30_000 }, () => {
  it('shows the four steps, names the next one, and lists what is missing at Aktiver, reached by keyboard', async () => {
    renderGuide(fresh);
    const steps = await screen.findByRole('navigation', { name: 'Steg for popupen' }, SLOW);
    expect(
      within(steps)
        .getAllByRole('button')
        .map((step) => step.textContent),
    ).toEqual(['✓Design(ferdig)', '2.Innstillinger', '3.Regler', '4.Aktiver']);
    expect(within(steps).getByRole('button', { name: /Design/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Neste: Innstillinger' })).toBeVisible();

    // Tab reaches every step; Enter opens the last.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(steps).getByRole('button', { name: /Aktiver/ }));
    await userEvent.keyboard('{Enter}');
    const activate = await screen.findByRole('dialog', { name: 'Aktiver «Velkommen»' });
    expect(within(activate).getByText('Dette mangler før popupen kan aktiveres:')).toBeVisible();
    expect(within(activate).getByText(/Ingen rabattkode er valgt/)).toBeVisible();
    expect(within(activate).getByText(/Ingen regler er satt/)).toBeVisible();
    expect(within(activate).getByRole('button', { name: 'Aktiver popupen' })).toBeDisabled();

    // From a missing item to its step, whose button names the step after it.
    await userEvent.click(within(activate).getByRole('button', { name: 'Gå til regler' }));
    const rules = await screen.findByRole('dialog', { name: 'Regler for «Velkommen»' });
    expect(within(rules).getByRole('button', { name: 'Lagre og gå til aktivering' })).toBeVisible();
  });

  it('lets a popup with nothing missing be activated', async () => {
    renderGuide(withRules({ ...fresh, discount_template_id: 9 }));
    const steps = await screen.findByRole('navigation', { name: 'Steg for popupen' }, SLOW);
    await userEvent.click(within(steps).getByRole('button', { name: /Aktiver/ }));
    const activate = await screen.findByRole('dialog', { name: 'Aktiver «Velkommen»' });
    expect(within(activate).getByText(/Alt er klart/)).toBeVisible();
    expect(within(activate).getByRole('button', { name: 'Aktiver popupen' })).toBeEnabled();
  });
});
