import type { EmailTemplateSummary } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/test/clock';
import { callsTo, invalid, refused, renderEmails, SLOW, template, templateSummary } from './emails-helpers';

// The builder (GrapesJS, MJML) has its own tests; here only the way into it matters.
vi.mock('../builder/template-builder-screen', () => ({
  TemplateBuilderScreen: ({ templateId }: { templateId: number }) => <p>Malbygger for mal {templateId}</p>,
}));

pinClock();

const newsletter = templateSummary();
const receipt = templateSummary({
  id: 2,
  name: 'Ordrebekreftelse standard',
  type: 'ORDER_CONFIRMATION',
  transactional: true,
  subject: 'Takk for ordren',
  // 23:30 UTC on 1 March is already 2 March in Oslo.
  updated_at: '2026-03-01T23:30:00.000Z',
});

function renderTemplates(extra: Parameters<typeof renderEmails>[1] = {}) {
  let templates: EmailTemplateSummary[] = [newsletter, receipt];
  return renderEmails('emails/templates', {
    'GET /api/emails/templates': () => ({ body: { data: templates } }),
    'POST /api/emails/templates': (call) => {
      const created = template({ id: 9, ...(call.body as { name: string; type: 'BASIC' }) });
      templates = [...templates, created];
      return { status: 201, body: { data: created } };
    },
    'POST /api/emails/templates/1/duplicate': () => {
      const copy = template({
        id: 10,
        name: 'Nyhetsbrev mars (kopi)',
        updated_at: '2026-03-28T20:00:00.000Z',
      });
      templates = [...templates, copy];
      return { status: 201, body: { data: copy } };
    },
    'DELETE /api/emails/templates/1': () => {
      templates = templates.filter((one) => one.id !== 1);
      return { status: 204 };
    },
    ...extra,
  });
}

describe('emails/templates', { timeout: 30_000 }, () => {
  it('lists the templates with type, how they are sent and when they changed in Oslo time, newest first', async () => {
    renderTemplates();
    const table = await screen.findByRole('table', { name: 'E-postmaler' }, SLOW);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    // Sorted by "Endret", newest first.
    expect(rows[1]).toHaveTextContent('Nyhetsbrev mars');
    expect(rows[2]).toHaveTextContent('Ordrebekreftelse standard');

    const basic = within(table).getByRole('row', { name: /Nyhetsbrev mars/ });
    expect(within(basic).getByRole('link', { name: 'Nyhetsbrev mars' })).toHaveAttribute(
      'href',
      '/7/template/builder/1',
    );
    expect(basic).toHaveTextContent('Vanlig e-post');
    expect(basic).toHaveTextContent('Markedsføring');
    expect(within(basic).queryByText('Transaksjonell')).toBeNull();
    expect(basic).toHaveTextContent('20.03.2026, 11:00');

    const transactional = within(table).getByRole('row', { name: /Ordrebekreftelse standard/ });
    expect(transactional).toHaveTextContent('Ordrebekreftelse');
    expect(within(transactional).getByText('Transaksjonell')).toBeVisible();
    expect(transactional).toHaveTextContent('02.03.2026, 00:30');
  });

  it('says what templates are for when there are none', async () => {
    renderEmails('emails/templates', { 'GET /api/emails/templates': { body: { data: [] } } });
    expect(await screen.findByText('Ingen maler ennå', undefined, SLOW)).toBeVisible();
    expect(screen.getByText('Lag en mal for å sende kampanjer og automatiske e-poster.')).toBeVisible();
  });

  it('asks for a name before creating, then creates with the chosen type and opens the builder', async () => {
    const { calls, router } = renderTemplates();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ny mal' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Ny e-postmal' });
    const name = within(dialog).getByRole('textbox', { name: /Navn/ });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett og åpne' }));
    expect(name).toHaveAccessibleDescription('Malen må ha et navn.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', '/api/emails/templates')).toHaveLength(0);

    await user.type(name, 'Glemt handlekurv');
    // Typing again takes the message away.
    expect(name).not.toHaveAccessibleDescription('Malen må ha et navn.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Påminnelse om handlekurv' }));
    expect(
      within(dialog).getByText('Sendes med handlekurven til kunden som forlot den. Transaksjonell.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Opprett og åpne' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/7/template/builder/9'));
    expect(await screen.findByText('Malbygger for mal 9')).toBeVisible();
    // The name as the user meant it, without the spaces typed first.
    expect(callsTo(calls, 'POST', '/api/emails/templates').map((call) => call.body)).toEqual([
      { name: 'Glemt handlekurv', type: 'CART_REMINDER' },
    ]);
  });

  it("shows the server's message about the name under the field, and stays in the dialog", async () => {
    const { router } = renderTemplates({
      'POST /api/emails/templates': invalid({ name: 'Det finnes alt en mal med det navnet.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ny mal' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Ny e-postmal' });
    const name = within(dialog).getByRole('textbox', { name: /Navn/ });
    await user.type(name, 'Nyhetsbrev mars');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett og åpne' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Det finnes alt en mal med det navnet.'));
    // The message is under the field, not repeated in an alert.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/7/emails/templates');
  });

  it('shows a refusal that is not about a field in the dialog, as the server wrote it', async () => {
    renderTemplates({
      'POST /api/emails/templates': refused(403, 'forbidden', 'Du har ikke tilgang til e-post.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ny mal' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Ny e-postmal' });
    await user.type(within(dialog).getByRole('textbox', { name: /Navn/ }), 'Påske');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett og åpne' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Du har ikke tilgang til e-post.');
  });

  it('duplicates a template and shows the copy', async () => {
    const { calls } = renderTemplates();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dupliser Nyhetsbrev mars' }, SLOW));
    expect(await screen.findByText('Malen er kopiert.')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/emails/templates/1/duplicate')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'E-postmaler' });
    expect(await within(table).findByRole('link', { name: 'Nyhetsbrev mars (kopi)' })).toHaveAttribute(
      'href',
      '/7/template/builder/10',
    );
  });

  it('asks before deleting, keeps the template when the user regrets, and deletes it when confirmed', async () => {
    const { calls } = renderTemplates();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett Nyhetsbrev mars' }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Slette malen?' });
    expect(dialog).toHaveTextContent(
      '«Nyhetsbrev mars» slettes. Kampanjer som er sendt med den, beholder tallene sine.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/api/emails/templates/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Slett Nyhetsbrev mars' }));
    dialog = await screen.findByRole('dialog', { name: 'Slette malen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('Malen er slettet.')).toBeVisible();
    expect(callsTo(calls, 'DELETE', '/api/emails/templates/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'E-postmaler' });
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Nyhetsbrev mars' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Ordrebekreftelse standard' })).toBeVisible();
  });

  it("keeps the dialog open with the server's message when a delete is refused", async () => {
    const { calls } = renderTemplates({
      'DELETE /api/emails/templates/1': refused(409, 'conflict', 'Malen er i bruk.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett Nyhetsbrev mars' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette malen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Malen er i bruk.');
    expect(callsTo(calls, 'DELETE', '/api/emails/templates/1')).toHaveLength(1);
    expect(screen.queryByText('Malen er slettet.')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Slette malen?' })).toBeVisible();
  });

  it("shows the server's refusal when the user may not see the templates", async () => {
    renderEmails('emails/templates', {
      'GET /api/emails/templates': refused(403, 'forbidden', 'Du har ikke tilgang til e-post.'),
    });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent(
      'Du har ikke tilgang til e-post.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
