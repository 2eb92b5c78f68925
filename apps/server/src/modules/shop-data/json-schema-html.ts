import { escapeHtml } from '../../lib/html';

/** JSON Schema (as zod writes it) drawn as HTML tables for the readable API description. */

export type JsonSchema = { readonly [key: string]: unknown };

/** Description text: escaped, with `code` spans as <code>. */
export const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;
const list = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);
const MAX_PATTERN = 60;

/** `#/components/schemas/Product` → an in-page link to that schema's section. */
export const refLink = (ref: string) => {
  const name = ref.split('/').pop() ?? ref;
  return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
};

/** '1–200 tegn', 'høyst 200 tegn', 'minst 1 tegn', or nothing. */
function range(min: unknown, max: unknown, unit: string): string | null {
  const low = typeof min === 'number' && min > 0 ? min : null;
  const high = typeof max === 'number' ? max : null;
  if (low !== null && high !== null) return `${low}–${high} ${unit}`;
  if (high !== null) return `høyst ${high} ${unit}`;
  if (low !== null) return `minst ${low} ${unit}`;
  return null;
}

/** The rules on a value, in words: lengths, ranges, formats, allowed values, defaults. */
function constraints(schema: JsonSchema): string[] {
  const said: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems, format, pattern } = schema;
  if (typeof format === 'string') said.push(`format ${escapeHtml(format)}`);
  const length = range(minLength, maxLength, 'tegn');
  if (length) said.push(length);
  if (typeof minimum === 'number') said.push(`≥ ${minimum}`);
  if (typeof maximum === 'number') said.push(`≤ ${maximum}`);
  const items = range(minItems, maxItems, 'elementer');
  if (items) said.push(items);
  if (typeof pattern === 'string' && typeof format !== 'string' && pattern.length <= MAX_PATTERN)
    said.push(`mønster <code>${escapeHtml(pattern)}</code>`);
  if (schema.const !== undefined)
    said.push(`alltid <code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  if (Array.isArray(schema.enum))
    said.push(
      `én av ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`,
    );
  if (schema.default !== undefined)
    said.push(`standard <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return said;
}

/** A value's type in one line: `string`, `array of object`, `string | null`, or a link to a named schema. */
export function typeText(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return refLink(schema.$ref);
  const options = list(schema.anyOf ?? schema.oneOf);
  if (options.length > 0) return options.map(typeText).join(' | ');
  if (schema.type === 'array') return `array of ${isSchema(schema.items) ? typeText(schema.items) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.map(String).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

/** What a value must be: its constraints, and those of the non-null option of a nullable value. */
function rulesOf(schema: JsonSchema): string {
  const options = list(schema.anyOf ?? schema.oneOf);
  const own = constraints(schema);
  const inner = options.flatMap(constraints);
  const items = schema.type === 'array' && isSchema(schema.items) ? constraints(schema.items) : [];
  return [...own, ...inner, ...items.map((rule) => `hvert element: ${rule}`)].join('; ');
}

/** The object a value holds, if any (directly, in a nullable option, or as the items of an array). */
function nestedObject(schema: JsonSchema): JsonSchema | null {
  if (isSchema(schema.properties)) return schema;
  if (schema.type === 'array' && isSchema(schema.items)) return nestedObject(schema.items);
  for (const option of list(schema.anyOf ?? schema.oneOf)) {
    const found = nestedObject(option);
    if (found) return found;
  }
  return null;
}

/** An object's fields as a table; nested objects get their own table under the field. */
export function objectTable(schema: JsonSchema, depth = 0): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const rows = Object.entries(properties)
    .filter((entry): entry is [string, JsonSchema] => isSchema(entry[1]))
    .map(([name, field]) => {
      const nested = depth < 3 ? nestedObject(field) : null;
      const about =
        typeof field.description === 'string' ? `<p lang="en">${prose(field.description)}</p>` : '';
      return `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${typeText(field)}</td><td>${
        required.has(name) ? 'ja' : 'nei'
      }</td><td>${rulesOf(field)}${about}${nested ? objectTable(nested, depth + 1) : ''}</td></tr>`;
    });
  if (rows.length === 0) return `<p>${typeText(schema)}</p>`;
  return `<div class="scroll"><table><thead><tr><th scope="col">Felt</th><th scope="col">Type</th><th scope="col">Påkrevd</th><th scope="col">Regler</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** A named schema: its variants (oneOf) one by one, or its fields. */
export function schemaBody(schema: JsonSchema): string {
  const variants = list(schema.oneOf);
  if (variants.length > 0) {
    return variants
      .map((variant, index) => {
        const properties = isSchema(variant.properties) ? variant.properties : {};
        const tag = Object.entries(properties).find(
          ([, field]) => isSchema(field) && field.const !== undefined,
        );
        const label =
          tag && isSchema(tag[1]) ? ` (${escapeHtml(tag[0])} = ${escapeHtml(String(tag[1].const))})` : '';
        return `<h4>Variant ${index + 1}${label}</h4>${objectTable(variant)}`;
      })
      .join('');
  }
  if (schema.type === 'array' && isSchema(schema.items)) return `<p>array of ${typeText(schema.items)}</p>`;
  return objectTable(schema);
}
