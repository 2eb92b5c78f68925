import { z } from 'zod';
import type { PackageKey } from '../packages';

/**
 * What the drag-and-drop builders keep per account: saved components (a part of a design to reuse), fonts
 * and images. Each builder keeps its own components: the e-mail builder's, the popup builder's and the
 * content builder's.
 */
export const BUILDER_KINDS = ['email', 'popup', 'content'] as const;
export type BuilderKind = (typeof BUILDER_KINDS)[number];

/** The package a builder's components need (the builder's own package). */
export const BUILDER_PACKAGES: Readonly<Record<BuilderKind, PackageKey>> = {
  email: 'PACKAGE_EMAIL',
  popup: 'PACKAGE_POPUPS',
  content: 'PACKAGE_CONTENTBUILDER',
};

/** The file library: the account's own images, or the platform's shared ones (read-only, spec section 6). */
export const IMAGE_LIBRARIES = ['own', 'shared'] as const;
export type ImageLibrary = (typeof IMAGE_LIBRARIES)[number];

/** The builder's own fonts: always there, never removed (spec section 5: a default font cannot be removed). */
export const DEFAULT_FONTS = [
  { name: 'Arial', stack: 'Arial, Helvetica, sans-serif' },
  { name: 'Georgia', stack: 'Georgia, serif' },
  { name: 'Helvetica', stack: 'Helvetica, Arial, sans-serif' },
  { name: 'Times New Roman', stack: "'Times New Roman', Times, serif" },
  { name: 'Trebuchet MS', stack: "'Trebuchet MS', Helvetica, sans-serif" },
  { name: 'Verdana', stack: 'Verdana, Geneva, sans-serif' },
] as const;

/** The largest saved component (the builder's JSON of it). */
export const COMPONENT_MAX_BYTES = 200_000;

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : 'invalid_value') })
    .trim()
    .min(1, message)
    .max(max, 'too_long');

/** Whether the builder's JSON is the whole design (its wrapper or body), which cannot be a component. */
export const isWrapperComponent = (content: Record<string, unknown>): boolean =>
  content.type === 'wrapper' ||
  content.type === 'mj-body' ||
  content.type === 'mjml' ||
  (typeof content.tagName === 'string' &&
    ['body', 'html', 'mjml', 'mj-body'].includes(content.tagName.toLowerCase()));

export const builderComponentBodySchema = z
  .object({
    builder: z.enum(BUILDER_KINDS, { error: 'invalid_value' }).default('email'),
    title: requiredText('component_title_required'),
    group: requiredText('component_group_required'),
    content: z
      .record(z.string(), z.unknown(), { error: 'invalid_value' })
      .refine((content) => JSON.stringify(content).length <= COMPONENT_MAX_BYTES, 'too_long')
      .refine((content) => !isWrapperComponent(content), 'component_wrapper'),
  })
  .strict();
export type BuilderComponentBody = z.output<typeof builderComponentBodySchema>;

export const builderComponentSchema = z.object({
  id: z.number().int(),
  builder: z.enum(BUILDER_KINDS),
  title: z.string(),
  group: z.string(),
  content: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type BuilderComponent = z.infer<typeof builderComponentSchema>;

export const builderFontBodySchema = z
  .object({
    name: requiredText('font_name_required', 60).refine(
      (name) => /^[\p{L}\p{N} -]+$/u.test(name),
      'invalid_value',
    ),
    /** A stylesheet that declares the font (e.g. Google Fonts), over https. */
    css_url: z
      .string({ error: 'invalid_value' })
      .trim()
      .max(500, 'too_long')
      .refine((url) => /^https:\/\/[^\s"'<>]+$/i.test(url), 'font_url_invalid'),
  })
  .strict();
export type BuilderFontBody = z.output<typeof builderFontBodySchema>;

/** A font in the builder's list: the defaults (id `default:<name>`, no stylesheet) and the account's own. */
export const builderFontSchema = z.object({
  id: z.string(),
  name: z.string(),
  stack: z.string(),
  css_url: z.string().nullable(),
  is_default: z.boolean(),
});
export type BuilderFont = z.infer<typeof builderFontSchema>;

/**
 * An image for designs: one the account uploaded (`own`) or one of the platform's shared library (`shared`,
 * which no account can change). `url` is its path on this server (mails and shops get it absolute).
 */
export const builderImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  library: z.enum(IMAGE_LIBRARIES).default('own'),
});
export type BuilderImage = z.infer<typeof builderImageSchema>;
export const builderImageListSchema = z.array(builderImageSchema);
