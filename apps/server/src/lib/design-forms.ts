import { FIELDS_WITH_PLACEHOLDER, type FormFieldType } from '@butikkpanel/contracts';
import { Parser } from 'htmlparser2';
import { AppError } from './errors';

/** An `<input>`'s type as a form-builder field type (spec section 3); other inputs (hidden, submit) are not fields. */
function inputFieldType(type: string | undefined): FormFieldType | null {
  const given = (type ?? 'text').trim().toLowerCase();
  return given === 'text' || given === 'email' || given === 'number' || given === 'checkbox' ? given : null;
}

/**
 * The form fields of a design, checked by spec section 5's rules, as the builder's field dialog checks them
 * (formFieldSchema): a text, e-mail, number or text-area field needs a placeholder, a drop-down list needs an
 * option. The HTML may have been written by hand in the code view or by another tool, so the server checks
 * what it stores. Answers the first problem's message key under `html`, or nothing.
 */
export function designFormProblems(html: string): Record<string, string> {
  let problem: string | null = null;
  let openSelect: { options: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (problem) return;
        const type =
          name === 'textarea' ? 'textarea' : name === 'input' ? inputFieldType(attributes.type) : null;
        if (type && FIELDS_WITH_PLACEHOLDER.includes(type) && !(attributes.placeholder ?? '').trim()) {
          problem = 'placeholder_empty';
        }
        if (name === 'select') openSelect = { options: 0 };
        if (name === 'option' && openSelect) openSelect.options += 1;
      },
      onclosetag(name) {
        if (name !== 'select' || !openSelect) return;
        if (!problem && openSelect.options === 0) problem = 'form_options_required';
        openSelect = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problem ? { html: problem } : {};
}

/** Refuses a design whose form breaks a rule (422 with the message under `html`), keeping what was saved. */
export function assertDesignForms(html: string): void {
  const problems = designFormProblems(html);
  if (Object.keys(problems).length > 0) throw new AppError(422, 'validation_failed', undefined, problems);
}
