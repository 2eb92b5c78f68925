import type { RecommendationTemplate } from '@butikkpanel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONE_BOOT_FOUND, recommendationWidget } from '@/test/recommendation-fixtures';
import { renderScreen } from '@/test/render-screen';

const STAMP = '2026-11-20T10:00:00.000Z';
const SETTINGS = {
  image_ratio: '1:1',
  show_price: true,
  show_sale_price: true,
  button_text: 'Se produktet',
  text_colour: '#1f2933',
  background_colour: '#ffffff',
  button_colour: '#1f5f8b',
  button_text_colour: '#ffffff',
  sale_colour: '#b3261e',
} as const;
const template = (overrides: Partial<RecommendationTemplate> = {}): RecommendationTemplate => ({
  key: 't5',
  id: 5,
  name: 'Min mal',
  kind: 'shop',
  html: '<ul>{% for p in widget.products %}<li>{{ p.name }}</li>{% endfor %}</ul>',
  css: 'ul { margin: 0; }',
  settings: { ...SETTINGS },
  owner: 'account',
  editable: true,
  version: 1,
  updated_at: STAMP,
  ...overrides,
});
const grid = template({
  key: 'grid',
  id: null,
  name: 'Rutenett',
  owner: 'default',
  editable: false,
  version: 0,
  updated_at: null,
});
const dealers = template({ key: 't9', id: 9, name: 'Forhandlerens mal', owner: 'dealer', editable: false });
const SLOW = { timeout: 15_000 };
const LONG = 40_000;

beforeAll(() => {
  // jsdom lays nothing out: CodeMirror measures text ranges, which jsdom's Range lacks.
  const empty = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function render(path: string, overrides: Parameters<typeof renderScreen>[1] = {}) {
  let list = [grid, template(), dealers];
  let current = template();
  const result = renderScreen(`/7/${path}`, {
    'GET /api/templates': () => ({ body: { data: list } }),
    'POST /api/templates': (call) => {
      const body = call.body as { name: string; from?: string };
      const created = template({ id: 12, key: 't12', name: body.name });
      list = [...list, created];
      return { status: 201, body: { data: created } };
    },
    'DELETE /api/templates/5': () => {
      list = list.filter((one) => one.id !== 5);
      return { status: 204, text: '' };
    },
    'GET /api/templates/5': () => ({ body: { data: current } }),
    'GET /api/templates/9': { body: { data: dealers } },
    'GET /api/templates/5/versions': () => ({
      body: {
        data: Array.from({ length: current.version }, (_, index) => ({
          version: current.version - index,
          saved_at: STAMP,
          saved_by: 'Demo Eier',
        })),
      },
    }),
    'PUT /api/templates/5': (call) => {
      const body = call.body as { html: string; name: string };
      if (body.html.includes('{% if')) {
        return {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Sjekk feltene som er merket.',
              fields: { html: 'Feil på linje 1, kolonne 1: «{% if x %}» er ikke lukket.' },
            },
          },
        };
      }
      current = template({ ...(call.body as object), version: current.version + 1 });
      return { body: { data: current } };
    },
    'POST /api/templates/5/versions/1/restore': () => {
      current = template({ html: '<p>versjon 1</p>', version: current.version + 1 });
      return { body: { data: current } };
    },
    'POST /api/templates/preview': (call) => ({
      body: { data: { html: (call.body as { html: string }).html, css: '' } },
    }),
    ...overrides,
  });
  return result;
}

describe('template list', () => {
  it('lists the recommendation templates with kind, owner, version and last saved', async () => {
    render('templates/rec');
    const table = await screen.findByRole('table', { name: 'Maler' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('Standard')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Min mal' })).toHaveAttribute(
      'href',
      '/7/template/builder/5/rec',
    );
    expect(within(rows[2] as HTMLElement).getByText('Egen')).toBeVisible();
    expect(within(rows[3] as HTMLElement).getByText('Forhandlerens')).toBeVisible();
    // Only the account's own template can be deleted.
    expect(screen.getAllByRole('button', { name: /^Slett/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Dupliser/ })).toHaveLength(3);
  });

  it('shows an honest empty state for search templates when the server has none', async () => {
    render('templates/search');
    expect(await screen.findByText('Ingen søkemaler ennå', {}, SLOW)).toBeVisible();
  });

  it(
    'refuses a new template without a name, then creates it and opens the builder',
    async () => {
      const { calls, router } = render('templates/rec');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Ny mal' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Ny mal' });
      await user.click(within(dialog).getByRole('button', { name: 'Lag malen' }));
      expect(await within(dialog).findByText('Malen må ha et navn.')).toBeVisible();
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/templates')).toHaveLength(
        0,
      );
      await user.type(within(dialog).getByRole('textbox', { name: /^Navn/ }), 'Sommer');
      await user.click(within(dialog).getByRole('button', { name: 'Lag malen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/7/template/builder/12/rec'));
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Sommer', from: 'grid' });
    },
    LONG,
  );

  it(
    'duplicates a default template by its key',
    async () => {
      const { calls, router } = render('templates/rec');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Dupliser Rutenett' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Dupliser malen' });
      expect(within(dialog).getByRole('textbox', { name: /^Navn/ })).toHaveValue('Kopi av Rutenett');
      await user.click(within(dialog).getByRole('button', { name: 'Lag malen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/7/template/builder/12/rec'));
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Kopi av Rutenett',
        from: 'grid',
      });
    },
    LONG,
  );

  it('asks before deleting and then removes the template', async () => {
    const { calls } = render('templates/rec');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett Min mal' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette malen?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Min mal' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/templates/5')).toBe(true);
  });
});

/** The text of the HTML editor (CodeMirror draws it as lines). */
const editorText = (language: 'html' | 'css') =>
  screen.getByTestId(`code-editor-${language}`).querySelector('.cm-content')?.textContent ?? '';

/** Types into CodeMirror's content as a browser's input would (jsdom has no layout for its selection). */
function replaceEditorText(language: 'html' | 'css', text: string) {
  const content = screen.getByTestId(`code-editor-${language}`).querySelector('.cm-content') as HTMLElement;
  content.textContent = text;
  fireEvent.input(content);
}

describe('template builder', () => {
  it('saves with the button and with Ctrl+S, and shows the new version', async () => {
    const { calls } = render('template/builder/5/rec');
    const name = await screen.findByRole('textbox', { name: /^Navn på malen/ }, SLOW);
    await waitFor(() => expect(editorText('html')).toContain('widget.products'));
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Ny sommer');
    expect(screen.getByText(/Ulagrede endringer/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.getByText(/Versjon 2/, { selector: 'p' })).toBeVisible());
    expect(screen.queryByText(/Ulagrede endringer/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Ny sommer' });
    await user.type(name, '!');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(await screen.findByText('Versjon 3', {}, SLOW)).toBeVisible();
  });

  it("previews with a widget's real answer on the page of a product the owner picks", async () => {
    const { calls } = render('template/builder/5/rec', {
      'GET /api/recommendations': {
        body: {
          data: [
            recommendationWidget(),
            recommendationWidget({ id: 'i-e-post', type: 'email', comment: '' }),
          ],
        },
      },
      'GET /api/products': ONE_BOOT_FOUND,
    });
    await screen.findByRole('textbox', { name: /^Navn på malen/ }, SLOW);
    const previews = () => calls.filter((call) => call.path === '/api/templates/preview');
    await waitFor(() => expect(previews().length).toBeGreaterThan(0), SLOW);
    // The samples by default: no widget or product in the body.
    expect(previews().at(-1)?.body).not.toHaveProperty('widget');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Produkter fra' }));
    // Only the shop widgets are offered for a shop template.
    expect(screen.queryByRole('option', { name: /i-e-post/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'andre-kjopte – Produktsiden' }));
    await waitFor(() => expect(previews().at(-1)?.body).toMatchObject({ widget: 'andre-kjopte' }), SLOW);
    await user.type(screen.getByRole('searchbox', { name: 'Finn produktet siden handler om' }), 'støvel');
    await user.click(
      await screen.findByRole('button', { name: 'Legg til Turstøvel som produktsiden' }, SLOW),
    );
    await waitFor(
      () => expect(previews().at(-1)?.body).toMatchObject({ widget: 'andre-kjopte', product: 'stovel' }),
      SLOW,
    );
  });

  it('refuses an empty name with the house words and sends nothing', async () => {
    const { calls } = render('template/builder/5/rec');
    const name = await screen.findByRole('textbox', { name: /^Navn på malen/ }, SLOW);
    const user = userEvent.setup();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Malen må ha et navn.')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a compile error at the HTML editor and marks its line', async () => {
    render('template/builder/5/rec');
    await screen.findByRole('textbox', { name: /^Navn på malen/ }, SLOW);
    await waitFor(() => expect(editorText('html')).toContain('widget.products'));
    replaceEditorText('html', '{% if x %}<p>hei</p>');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Feil på linje 1, kolonne 1: «{% if x %}» er ikke lukket.')).toBeVisible();
    expect(screen.getByTestId('code-editor-html').querySelector('.cm-error-line')).not.toBeNull();
  });

  it('asks before restoring an older version, then shows its sources', async () => {
    const { calls } = render('template/builder/5/rec', {});
    await screen.findByRole('textbox', { name: /^Navn på malen/ }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    const restore = await screen.findByRole('button', { name: 'Gjenopprett versjon 1' }, SLOW);
    await user.click(restore);
    const dialog = await screen.findByRole('dialog', { name: 'Gjenopprette versjon 1?' });
    expect(calls.some((call) => call.path.endsWith('/restore'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Gjenopprett' }));
    await waitFor(() => expect(editorText('html')).toBe('<p>versjon 1</p>'));
  });

  it("shows a dealer's template read-only with Dupliser", async () => {
    render('template/builder/9/rec');
    expect(await screen.findByText(/Malen eies av forhandleren/, {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lagre' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dupliser' })).toBeEnabled();
  });
});
