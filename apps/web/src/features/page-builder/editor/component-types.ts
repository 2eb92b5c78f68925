import type { Editor } from 'grapesjs';
import { COUNTDOWN_END_TRAIT } from './countdown-trait';

export interface ComponentTypeTexts {
  countdownEnds: string;
  countdownHelp: string;
  countdownFallback: string;
  fieldName: string;
  placeholder: string;
  required: string;
  fieldPlaceholder: string;
}

/** The widget counts down to `data-bp-countdown`: the instant it ends, picked in the date-time picker. */
export const COUNTDOWN_ATTRIBUTE = 'data-bp-countdown';

/**
 * Component types of the page builder beyond GrapesJS's own: the countdown (its end time is a setting),
 * the form's fields (name, placeholder and required are settings) and the marker a field block leaves
 * until its dialog is filled in.
 */
export function addPageComponentTypes(editor: Editor, texts: ComponentTypeTexts): void {
  editor.Components.addType('bp-countdown', {
    isComponent: (element) => element instanceof HTMLElement && element.hasAttribute(COUNTDOWN_ATTRIBUTE),
    model: {
      defaults: {
        tagName: 'div',
        classes: ['bp-countdown'],
        attributes: { [COUNTDOWN_ATTRIBUTE]: '', role: 'timer' },
        components: texts.countdownFallback,
        droppable: false,
        traits: [
          {
            type: COUNTDOWN_END_TRAIT,
            name: COUNTDOWN_ATTRIBUTE,
            label: texts.countdownEnds,
            placeholder: texts.countdownHelp,
          },
        ],
        styles:
          '.bp-countdown{font:700 28px/1.2 Arial,Helvetica,sans-serif;text-align:center;letter-spacing:1px;padding:8px}',
      },
    },
  });

  const fieldTraits = (withPlaceholder: boolean) => [
    { type: 'text', name: 'name', label: texts.fieldName },
    ...(withPlaceholder ? [{ type: 'text', name: 'placeholder', label: texts.placeholder }] : []),
    { type: 'checkbox', name: 'required', label: texts.required },
  ];
  editor.Components.addType('bp-input', {
    isComponent: (element) => element instanceof HTMLInputElement,
    model: { defaults: { tagName: 'input', void: true, droppable: false, traits: fieldTraits(true) } },
  });
  editor.Components.addType('bp-textarea', {
    isComponent: (element) => element instanceof HTMLTextAreaElement,
    model: { defaults: { tagName: 'textarea', droppable: false, traits: fieldTraits(true) } },
  });
  editor.Components.addType('bp-select', {
    isComponent: (element) => element instanceof HTMLSelectElement,
    model: { defaults: { tagName: 'select', droppable: false, traits: fieldTraits(false) } },
  });

  editor.Components.addType('bp-field-placeholder', {
    isComponent: (element) => element instanceof HTMLElement && element.hasAttribute('data-bp-field'),
    model: {
      defaults: {
        tagName: 'div',
        droppable: false,
        components: texts.fieldPlaceholder,
        style: { padding: '8px', border: '1px dashed #8a8a8a' },
      },
    },
  });
}
