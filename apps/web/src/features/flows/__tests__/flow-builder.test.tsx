import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { completeCart, flowDetail, refused, renderFlows, SLOW } from './flows-helpers';

// The map (xyflow) needs a real layout engine; the list view is what these tests drive.
vi.mock('../builder/flow-canvas', () => ({ FlowCanvas: () => <p>Flytkart</p> }));

const stepList = () => screen.findByRole('list', { name: 'Stegene i flyten' }, SLOW);
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

describe('flow builder, list view', { timeout: 30_000 }, () => {
  it('reaches every step with its depth, branch and problems, and blocks activation while any is open', async () => {
    renderFlows('flows/builder/5', { 'GET /api/flows/5': { body: { data: flowDetail() } } });
    const list = await stepList();
    const headings = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Start',
      'Steg 1: Vent',
      'Steg 2: Send e-post',
      'Steg 3: Vent',
      'Steg 4: Betingelse',
      'Steg 5: Avslutt',
      'Steg 6: Send e-post',
      'Steg 7: Avslutt',
    ]);
    const [, , mail1, , , exitYes, mail2] = items(list);
    expect(exitYes).toHaveTextContent('Nivå 2, Ja-gren');
    expect(mail2).toHaveTextContent('Nivå 2, Nei-gren');
    expect(within(mail1 as HTMLElement).getByRole('list', { name: 'Feil i steget' })).toHaveTextContent(
      'Velg en e-post for dette steget.',
    );
    const toolbar = screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' });
    expect(within(toolbar).getByText('2 feil')).toBeVisible();
    const activate = within(toolbar).getByRole('button', { name: 'Aktiver' });
    expect(activate).toBeDisabled();
    expect(activate).toHaveAccessibleDescription('Kan ikke aktiveres før alle feil er rettet.');
  });

  it('adds a step by keyboard, and undoes and redoes it with the buttons and Ctrl+Z / Ctrl+Shift+Z', async () => {
    renderFlows('flows/builder/5', {
      'GET /api/flows/5': { body: { data: flowDetail({ definition: completeCart() }) } },
    });
    const list = await stepList();
    expect(items(list)).toHaveLength(8);
    const bar = screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' });
    expect(within(bar).getByText('Ingen feil')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Aktiver' })).toBeEnabled();
    const add = within(list).getByRole('button', { name: 'Legg til etter 1 Vent' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Velg steg å legge til' });
    // Every step can be added: popups (issue 17) and the review service (issue 32) too.
    expect(within(menu).getByRole('menuitem', { name: /Legg til i popup/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(menu).getByRole('menuitem', { name: /anmeldelse/i })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Betingelse' }));
    // The new step opens for editing (a drawer on a narrow screen); close it to go on.
    const panel = await screen.findByRole('dialog', { name: 'Rediger steg' });
    expect(within(panel).getByRole('heading', { name: 'Rediger: Betingelse' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(items(list)).toHaveLength(9));
    expect(within(list).getAllByRole('heading', { level: 3 })[2]).toHaveTextContent('Steg 2: Betingelse');

    const toolbar = screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' });
    expect(within(toolbar).getByText('Ikke lagret')).toBeVisible();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Angre' }));
    await waitFor(() => expect(items(list)).toHaveLength(8));
    expect(within(toolbar).getByText('Alt er lagret')).toBeVisible();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Gjør om' }));
    await waitFor(() => expect(items(list)).toHaveLength(9));

    act(() => {
      fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    });
    await waitFor(() => expect(items(list)).toHaveLength(8));
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    });
    await waitFor(() => expect(items(list)).toHaveLength(9));
  });

  it('edits a step in the panel: choosing the e-mail clears its problem', async () => {
    renderFlows('flows/builder/5', { 'GET /api/flows/5': { body: { data: flowDetail() } } });
    const list = await stepList();
    await userEvent.click(within(list).getByRole('button', { name: 'Rediger 2 Send e-post' }));
    const panel = await screen.findByRole('dialog', { name: 'Rediger steg' });
    expect(within(panel).getByText('Velg en e-post for dette steget.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'E-post' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Handlekurvpåminnelse' }));
    await waitFor(() => expect(within(panel).queryByText('Velg en e-post for dette steget.')).toBeNull());
    await userEvent.click(within(panel).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' })).getByText('1 feil'),
    ).toBeVisible();
    expect(items(list)[2]).toHaveTextContent('E-post: Handlekurvpåminnelse');
  });

  it('saves the draft, says edits only reach new entries, and shows the server problems on their steps', async () => {
    const { calls } = renderFlows('flows/builder/5', {
      'GET /api/flows/5': {
        body: {
          data: flowDetail({ active: true, version: 3, on_older_versions: 4, definition: completeCart() }),
        },
      },
      'PUT /api/flows/5': refused(422, 'flow_active_invalid', 'En aktiv flyt kan ikke lagres med feil.', {
        'mail-2.template_id': 'Den valgte e-posten finnes ikke lenger. Velg en annen.',
      }),
    });
    const list = await stepList();
    expect(screen.getByText(/4 kunder er på eldre versjoner og fortsetter på dem/)).toBeVisible();
    const toolbar = screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('En aktiv flyt kan ikke lagres med feil.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Forlatt handlekurv',
      definition: completeCart(),
      reentry: { mode: 'once', days: null },
    });
    const mail2 = items(list)[6] as HTMLElement;
    expect(within(mail2).getByRole('list', { name: 'Feil i steget' })).toHaveTextContent(
      'Den valgte e-posten finnes ikke lenger',
    );
    expect(within(toolbar).getByText('1 feil')).toBeVisible();
  });

  it('activates, showing the server refusal on its step, then the active state once it goes through', async () => {
    let refuse = true;
    renderFlows('flows/builder/5', {
      'GET /api/flows/5': { body: { data: flowDetail({ definition: completeCart() }) } },
      'POST /api/flows/5/activate': () =>
        refuse
          ? refused(422, 'flow_invalid', 'Flyten kan ikke aktiveres før alle feil i den er rettet.', {
              'mail-1.template_id': 'Den valgte e-posten finnes ikke lenger. Velg en annen.',
            })
          : { body: { data: flowDetail({ active: true, version: 1, definition: completeCart() }) } },
    });
    const list = await stepList();
    const toolbar = screen.getByRole('region', { name: 'Flytbyggerens verktøylinje' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Aktiver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Flyten kan ikke aktiveres før alle feil i den er rettet.',
    );
    expect(
      within(items(list)[2] as HTMLElement).getByRole('list', { name: 'Feil i steget' }),
    ).toHaveTextContent('Den valgte e-posten finnes ikke lenger');
    expect(within(toolbar).getByText('1 feil')).toBeVisible();

    // Activation waits while the server's problem is open; dismissing the message is how to try again.
    expect(within(toolbar).getByRole('button', { name: 'Aktiver' })).toBeDisabled();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Lukk meldingen' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Aktiver' }));
    expect(await within(toolbar).findByRole('button', { name: 'Deaktiver' })).toBeVisible();
    expect(within(toolbar).getByText('Aktiv')).toBeVisible();
    expect(within(toolbar).getByText('Ingen feil')).toBeVisible();
    expect(
      screen.getByText('Endringer gjelder bare kunder som går inn i flyten etter at du lagrer.'),
    ).toBeVisible();
  });
});
