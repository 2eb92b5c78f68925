import type { FormField } from '@butikkpanel/contracts';
import { escapeHtml } from '@/components/builder/escape-html';

/** A field's id in the design: unique enough within one popup or block, and readable in the code view. */
const fieldId = (name: string, suffix = '') => `bp-${name.replace(/_/g, '-')}${suffix}`;

/**
 * One form field as the design's HTML: a label tied to its input, so the shop's visitors (and their screen
 * readers) know what each field asks. Checkboxes are a group with a legend, one box per option.
 */
export function formFieldHtml(field: FormField): string {
  const id = fieldId(field.name);
  const label = escapeHtml(field.label);
  const name = escapeHtml(field.name);
  const required = field.required ? ' required' : '';
  const placeholder = escapeHtml(field.placeholder);
  const labelled = (control: string) =>
    `<div class="bp-field"><label for="${id}">${label}</label>${control}</div>`;
  switch (field.type) {
    case 'textarea':
      return labelled(
        `<textarea id="${id}" name="${name}" placeholder="${placeholder}" rows="3"${required}></textarea>`,
      );
    case 'select':
      return labelled(
        `<select id="${id}" name="${name}"${required}>` +
          field.options
            .map((option) => `<option value="${escapeHtml(option)}">${escapeHtml(option)}</option>`)
            .join('') +
          '</select>',
      );
    case 'checkbox':
      return (
        // A required group needs one box ticked; the widget checks it (HTML has no required for a group).
        `<fieldset class="bp-field bp-choices"${field.required ? ' data-bp-required="true"' : ''}><legend>${label}</legend>` +
        field.options
          .map((option, index) => {
            const boxId = fieldId(field.name, `-${index + 1}`);
            return (
              `<div class="bp-choice"><input id="${boxId}" type="checkbox" name="${name}" ` +
              `value="${escapeHtml(option)}">` +
              `<label for="${boxId}">${escapeHtml(option)}</label></div>`
            );
          })
          .join('') +
        '</fieldset>'
      );
    default: {
      const autocomplete = field.type === 'email' ? ' autocomplete="email"' : '';
      return labelled(
        `<input id="${id}" type="${field.type}" name="${name}" placeholder="${placeholder}"${autocomplete}${required}>`,
      );
    }
  }
}

/** The CSS every form in a design starts with: readable fields, full width on a phone. */
export const FORM_CSS = [
  '.bp-form{display:flex;flex-direction:column;gap:12px;max-width:420px;margin:0 auto;text-align:left}',
  '.bp-field{display:flex;flex-direction:column;gap:4px;border:0;padding:0;margin:0}',
  '.bp-field label,.bp-field legend{font-weight:600;font-size:14px}',
  '.bp-field input,.bp-field select,.bp-field textarea{font:inherit;padding:10px 12px;border:1px solid #8a8a8a;border-radius:6px}',
  '.bp-choice{display:flex;align-items:center;gap:8px;font-weight:400}',
  '.bp-choice label{font-weight:400}',
  '.bp-submit{font:inherit;font-weight:600;padding:12px 20px;border:0;border-radius:6px;background:#1f3a5f;color:#fff;cursor:pointer}',
].join('\n');
