import { el } from '../shadow';
import { EMAIL_PATTERN, type PopupTexts } from './texts';

export type FieldValue = string | number | boolean;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The names the server takes (popupSubmitBodySchema); other controls are not sent. */
const NAME = /^[a-z][a-z0-9_]{0,59}$/;

const controlsOf = (form: HTMLFormElement): Control[] =>
  [...form.querySelectorAll<Control>('input,textarea,select')].filter(
    (control) => NAME.test(control.name) && !control.disabled && control.type !== 'submit',
  );

/**
 * The form's values by name: text, e-mail, textarea and select as text, number as a number, a lone checkbox
 * as true/false, several checkboxes of one name as the chosen values joined with ", ".
 */
export function readFields(form: HTMLFormElement): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  const controls = controlsOf(form);
  for (const control of controls) {
    const { name } = control;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      const group = controls.filter((other) => other.name === name) as HTMLInputElement[];
      if (control.type === 'checkbox' && group.length === 1) fields[name] = control.checked;
      else if (!(name in fields)) {
        fields[name] = group
          .filter((box) => box.checked)
          .map((box) => box.value)
          .join(', ');
      }
    } else if (control instanceof HTMLInputElement && control.type === 'number') {
      const value = control.value.trim();
      if (value !== '' && Number.isFinite(Number(value))) fields[name] = Number(value);
    } else {
      fields[name] = control.value.trim();
    }
  }
  return fields;
}

/** Required fields filled, e-mail addresses well formed: the problems by control, in the form's order. */
export function validate(form: HTMLFormElement, texts: PopupTexts): Array<[Control, string]> {
  const problems: Array<[Control, string]> = [];
  const controls = controlsOf(form);
  const reported = new Set<string>();
  for (const control of controls) {
    const value = control.value.trim();
    let message = '';
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      const group = controls.filter((other) => other.name === control.name) as HTMLInputElement[];
      // The builder marks a required group on its fieldset (HTML has no required for a group of boxes).
      const required = group.some((box) => box.required || box.closest('[data-bp-required="true"]'));
      if (required && !group.some((box) => box.checked)) message = texts.required;
      if (message && reported.has(control.name)) continue;
      reported.add(control.name);
    } else if (control.required && value === '') {
      message = texts.required;
    } else if (control.type === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) {
      message = texts.invalidEmail;
    }
    if (message) problems.push([control, message]);
  }
  return problems;
}

let errorIds = 0;

/** Removes what showErrors put in. */
export function clearErrors(form: HTMLFormElement): void {
  for (const node of form.querySelectorAll('.bpw-field-error,.bpw-form-error')) node.remove();
  for (const control of form.querySelectorAll('[aria-invalid]')) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
}

/** Each message after its field, tied to it with aria-describedby; focus on the first. */
export function showFieldErrors(problems: Array<[Control, string]>): void {
  for (const [control, message] of problems) {
    const id = `bpw-error-${++errorIds}`;
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', id);
    // Under the whole field: after a group's fieldset, or the label that wraps the control.
    const box = control.type === 'checkbox' || control.type === 'radio';
    const anchor = (box ? control.closest('fieldset') : null) ?? control.closest('label') ?? control;
    anchor.after(el('p', { class: 'bpw-field-error', id }, message));
  }
  problems[0]?.[0].focus();
}

/** A message for the whole form (the server's, or a failed connection), read out at once. */
export function showFormError(form: HTMLFormElement, message: string): void {
  form.append(el('p', { class: 'bpw-form-error', role: 'alert' }, message));
}

/** The API's error shape: `{ error: { code, message, fields? } }`, fields by path ("fields.email"). */
export function readError(answer: unknown): { message: string; fields: Record<string, string> } | null {
  const error = (answer as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string') return null;
  const fields: Record<string, string> = {};
  if (error.fields && typeof error.fields === 'object') {
    for (const [path, message] of Object.entries(error.fields)) {
      if (typeof message === 'string') fields[path.replace(/^fields\./, '')] = message;
    }
  }
  return { message: error.message, fields };
}

/** The server's field messages on the fields they name; true when every one found its field. */
export function showServerFieldErrors(form: HTMLFormElement, fields: Record<string, string>): boolean {
  const controls = controlsOf(form);
  const problems: Array<[Control, string]> = [];
  let placed = true;
  for (const [name, message] of Object.entries(fields)) {
    const control = controls.find((candidate) => candidate.name === name);
    if (control) problems.push([control, message]);
    else placed = false;
  }
  showFieldErrors(problems);
  return placed && problems.length > 0;
}
