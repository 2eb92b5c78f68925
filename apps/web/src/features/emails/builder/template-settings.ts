import type {
  BuilderFont,
  EmailTemplate,
  EmailTemplateBodyInput,
  EmailTemplateType,
} from '@butikkpanel/contracts';
import { withFontDeclarations } from './fonts';

/** What the top bar and the settings dialog edit; the design is the editor's. */
export interface TemplateSettings {
  name: string;
  type: EmailTemplateType;
  subject: string;
  preview_text: string;
  transactional: boolean;
  /** Where `{{ discount_code }}` comes from: a fixed code or a unique-code template; null: none. */
  discount_id: number | null;
}

export const settingsOf = (template: EmailTemplate): TemplateSettings => ({
  name: template.name,
  type: template.type,
  subject: template.subject,
  preview_text: template.preview_text,
  transactional: template.transactional,
  discount_id: template.discount_id,
});

export const sameSettings = (a: TemplateSettings, b: TemplateSettings): boolean =>
  a.name === b.name &&
  a.type === b.type &&
  a.subject === b.subject &&
  a.preview_text === b.preview_text &&
  a.transactional === b.transactional &&
  a.discount_id === b.discount_id;

/**
 * The PUT body: settings and design, the own fonts the design uses declared in its MJML. `transactional`
 * goes only with the permission to change it; without, the server keeps what the template has.
 */
export function templateSaveBody(
  settings: TemplateSettings,
  design: { mjml: string; project: Record<string, unknown> },
  canChangeTransactional: boolean,
  fonts: readonly BuilderFont[],
): EmailTemplateBodyInput {
  return {
    name: settings.name.trim(),
    type: settings.type,
    subject: settings.subject,
    preview_text: settings.preview_text,
    mjml: withFontDeclarations(design.mjml, fonts),
    project: design.project,
    discount_id: settings.discount_id,
    ...(canChangeTransactional ? { transactional: settings.transactional } : {}),
  };
}
