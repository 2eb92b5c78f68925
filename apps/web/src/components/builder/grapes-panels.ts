import type { Editor, EditorConfig } from 'grapesjs';
import { defaultPlaceholdersNb, grapesMessagesNb, rteActionsNb } from './grapes-messages-nb';

/**
 * Icons for GrapesJS's own panels as inline SVG (Material Design paths). Its defaults are Font Awesome
 * classes from a CDN, which the panel does not load: no third-party requests from the back-office.
 */
const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" style="display:block;margin:0 auto">` +
  `<path fill="currentColor" d="${path}"/></svg>`;

export const ICONS = {
  blocks: icon('M3 3h8v8H3V3m10 0h8v8h-8V3M3 13h8v8H3v-8m10 0h8v8h-8v-8Z'),
  style: icon(
    'M20.71 4.63l-1.34-1.34a1 1 0 0 0-1.41 0L9 12.25 11.75 15l8.96-8.96a1 1 0 0 0 0-1.41M7 14a3 3 0 0 0-3 3c0 1.31-1.16 2-2 2 .92 1.22 2.49 2 4 2a4 4 0 0 0 4-4 3 3 0 0 0-3-3Z',
  ),
  settings: icon(
    'M12 15.5A3.5 3.5 0 0 1 8.5 12 3.5 3.5 0 0 1 12 8.5a3.5 3.5 0 0 1 3.5 3.5 3.5 3.5 0 0 1-3.5 3.5m7.43-2.53c.04-.32.07-.64.07-.97s-.03-.66-.07-1l2.11-1.63c.19-.15.24-.42.12-.64l-2-3.46c-.12-.22-.39-.31-.61-.22l-2.49 1c-.52-.39-1.06-.73-1.69-.98l-.37-2.65A.506.506 0 0 0 14 2h-4c-.25 0-.46.18-.5.42l-.37 2.65c-.63.25-1.17.59-1.69.98l-2.49-1c-.22-.09-.49 0-.61.22l-2 3.46c-.13.22-.07.49.12.64L4.57 11c-.04.34-.07.67-.07 1s.03.65.07.97l-2.11 1.66c-.19.15-.25.42-.12.64l2 3.46c.12.22.39.3.61.22l2.49-1.01c.52.4 1.06.74 1.69.99l.37 2.65c.04.24.25.42.5.42h4c.25 0 .46-.18.5-.42l.37-2.65c.63-.26 1.17-.59 1.69-.99l2.49 1.01c.22.08.49 0 .61-.22l2-3.46c.12-.22.07-.49-.12-.64l-2.11-1.66Z',
  ),
  layers: icon(
    'M12 16 19.36 10.27 21 9 12 2 3 9l1.63 1.27M12 18.54l-7.38-5.73L3 14.07l9 7 9-7-1.63-1.27L12 18.54Z',
  ),
  outline: icon('M3 3h18v18H3V3m2 2v14h14V5H5Z'),
  code: icon('M14.6 16.6 19.2 12l-4.6-4.6L16 6l6 6-6 6-1.4-1.4m-5.2 0L4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4Z'),
  product: icon(
    'M19 6h-2a5 5 0 0 0-10 0H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2m-7-3a3 3 0 0 1 3 3H9a3 3 0 0 1 3-3m7 17H5V8h14v12Z',
  ),
  recommendations: icon(
    'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.62L12 2 9.19 8.62 2 9.24l5.45 4.73L5.82 21 12 17.27Z',
  ),
  discount: icon(
    'M21.41 11.58l-9-9A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7A1.5 1.5 0 0 1 4 5.5 1.5 1.5 0 0 1 5.5 4 1.5 1.5 0 0 1 7 5.5 1.5 1.5 0 0 1 5.5 7Z',
  ),
  footer: icon('M3 3h18v18H3V3m2 2v10h14V5H5m0 12v2h14v-2H5Z'),
  saved: icon('M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2Z'),
};

export interface PanelTitles {
  outline: string;
  code: string;
  style: string;
  settings: string;
  layers: string;
  blocks: string;
}

/**
 * GrapesJS's panels as it has them, with SVG icons and our titles. The blocks open first: a new design
 * starts by dragging them in. Undo and redo live in the builder's own top bar.
 */
export function panelsConfig(titles: PanelTitles): NonNullable<EditorConfig['panels']> {
  return {
    defaults: [
      { id: 'commands', buttons: [] },
      {
        id: 'options',
        buttons: [
          {
            id: 'sw-visibility',
            label: ICONS.outline,
            command: 'core:component-outline',
            context: 'sw-visibility',
            active: true,
            attributes: { title: titles.outline },
          },
          {
            id: 'export-template',
            label: ICONS.code,
            command: 'export-template',
            attributes: { title: titles.code },
          },
        ],
      },
      {
        id: 'views',
        buttons: [
          {
            id: 'open-blocks',
            label: ICONS.blocks,
            command: 'open-blocks',
            active: true,
            togglable: false,
            attributes: { title: titles.blocks },
          },
          {
            id: 'open-sm',
            label: ICONS.style,
            command: 'open-sm',
            togglable: false,
            attributes: { title: titles.style },
          },
          {
            id: 'open-tm',
            label: ICONS.settings,
            command: 'open-tm',
            togglable: false,
            attributes: { title: titles.settings },
          },
          {
            id: 'open-layers',
            label: ICONS.layers,
            command: 'open-layers',
            togglable: false,
            attributes: { title: titles.layers },
          },
        ],
      },
    ],
  };
}

interface OptionsProperty {
  getOptions: () => Array<{ className?: string }>;
  setOptions: (options: Array<{ className?: string }>) => unknown;
}

/**
 * The preset's radio options (alignment, underline, italic) are Font Awesome icons with no text; without
 * the icon font they would be blank, so they show their (translated) names instead.
 */
export function showOptionNames(editor: Editor): void {
  if (editor.I18n.getLocale() === 'nb') showDefaultsInBokmal(editor);
  for (const sector of editor.StyleManager.getSectors()) {
    for (const property of sector.getProperties()) {
      if (!('getOptions' in property) || !('setOptions' in property)) continue;
      const withOptions = property as unknown as OptionsProperty;
      const options = withOptions.getOptions();
      if (!options.some((option) => option.className)) continue;
      withOptions.setOptions(options.map(({ className: _icon, ...option }) => option));
    }
  }
}

interface StyleProperty {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => unknown;
  getProperties?: () => StyleProperty[];
}

/** Each style field's hint (its default CSS value) in bokmål, sub-fields of margins and borders too. */
function showDefaultsInBokmal(editor: Editor): void {
  const visit = (property: StyleProperty) => {
    const hint = defaultPlaceholdersNb[String(property.get('default') ?? '')];
    if (hint && !property.get('placeholder')) property.set('placeholder', hint);
    for (const sub of property.getProperties?.() ?? []) visit(sub);
  };
  for (const sector of editor.StyleManager.getSectors()) {
    for (const property of sector.getProperties()) visit(property as unknown as StyleProperty);
  }
}

/**
 * What every builder's editor starts with: in its container at full height, nothing stored by GrapesJS, no
 * calls to grapesjs.com and no Font Awesome from a CDN, our panels, and GrapesJS's own words in the app's
 * language (our bokmål set, `grapes-messages-nb.ts`, with the rich-text bar's titles, which its i18n module
 * does not cover). The screen asks before leaving itself.
 */
export function baseEditorConfig(
  container: HTMLElement,
  language: string,
  titles: PanelTitles,
): EditorConfig {
  const nb = language !== 'en';
  return {
    container,
    height: '100%',
    width: 'auto',
    storageManager: false,
    telemetry: false,
    cssIcons: '',
    noticeOnUnload: false,
    i18n: {
      locale: nb ? 'nb' : 'en',
      detectLocale: false,
      localeFallback: 'en',
      messagesAdd: { nb: grapesMessagesNb },
    },
    // Typed as names only in 0.23.6, but GrapesJS merges an object into its built-in action of the same name,
    // which is how the rich-text bar gets its titles in bokmål.
    ...(nb ? { richTextEditor: { actions: rteActionsNb as unknown as string[] } } : {}),
    panels: panelsConfig(titles),
  };
}
