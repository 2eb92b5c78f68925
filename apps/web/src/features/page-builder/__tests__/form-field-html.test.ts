import { formFieldSchema } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { formFieldHtml } from '../editor/form-field-html';

const field = (input: Record<string, unknown>) => formFieldSchema.parse(input);

/** The HTML as the browser reads it, to ask it what a visitor's screen reader would meet. */
const parsed = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('form fields in a design', () => {
  it('ties every label to its control and keeps the rules the dialog checked', () => {
    const text = parsed(
      formFieldHtml(
        field({ type: 'text', name: 'fornavn', label: 'Fornavn', placeholder: 'Kari', required: true }),
      ),
    );
    const input = text.querySelector('input');
    expect(input?.getAttribute('type')).toBe('text');
    expect(input?.required).toBe(true);
    expect(input?.placeholder).toBe('Kari');
    expect(text.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Fornavn');

    const email = parsed(
      formFieldHtml(field({ type: 'email', name: 'email', label: 'E-post', placeholder: 'a@b.no' })),
    );
    expect(email.querySelector('input')?.getAttribute('autocomplete')).toBe('email');

    const area = parsed(
      formFieldHtml(field({ type: 'textarea', name: 'melding', label: 'Melding', placeholder: 'Hei' })),
    );
    expect(area.querySelector('textarea')?.placeholder).toBe('Hei');
  });

  it('writes options as options and checkboxes as a labelled group', () => {
    const select = parsed(
      formFieldHtml(field({ type: 'select', name: 'storrelse', label: 'Størrelse', options: ['38', '39'] })),
    );
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual(['38', '39']);

    const boxes = parsed(
      formFieldHtml(
        field({
          type: 'checkbox',
          name: 'interesser',
          label: 'Interesser',
          options: ['Løp', 'Tur'],
          required: true,
        }),
      ),
    );
    expect(boxes.querySelector('fieldset')?.dataset.bpRequired).toBe('true');
    expect(boxes.querySelector('legend')?.textContent).toBe('Interesser');
    for (const box of boxes.querySelectorAll('input')) {
      expect(boxes.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(box.value);
    }
  });

  it('keeps what the user typed as text, never as markup', () => {
    const html = formFieldHtml(
      field({ type: 'select', name: 'x', label: '<img src=x onerror=alert(1)>', options: ['"><script>'] }),
    );
    const box = parsed(html);
    expect(box.querySelector('img, script')).toBeNull();
    expect(box.querySelector('option')?.value).toBe('"><script>');
  });
});
