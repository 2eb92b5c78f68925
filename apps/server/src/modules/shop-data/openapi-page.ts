import { escapeHtml } from '../../lib/html';
import { type JsonSchema, prose, refLink, schemaBody, typeText } from './json-schema-html';
import { OPENAPI_DOCUMENT } from './openapi';

/** Where the readable page lives; GET /api/docs stays the JSON for machines. */
export const OPENAPI_PAGE_PATH = '/api/docs/ui';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Content {
  [type: string]: { schema?: JsonSchema };
}
interface Operation {
  summary: string;
  description?: string;
  operationId: string;
  security?: readonly unknown[];
  parameters?: readonly Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, { description: string; content?: Content }>;
}

const operationId = (operation: Operation) => `op-${escapeHtml(operation.operationId)}`;

function contentText(content: Content | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, { schema }]) => `<code>${escapeHtml(type)}</code>${schema ? `: ${typeText(schema)}` : ''}`)
    .join('<br>');
}

function parametersTable(parameters: readonly Parameter[]): string {
  const rows = parameters.map(
    (parameter) =>
      `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}</td><td>${
        parameter.schema ? typeText(parameter.schema) : 'any'
      }</td><td>${parameter.required ? 'ja' : 'nei'}</td></tr>`,
  );
  return `<h4>Parametre</h4><div class="scroll"><table><thead><tr><th scope="col">Navn</th><th scope="col">Hvor</th><th scope="col">Type</th><th scope="col">Påkrevd</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function responsesTable(responses: Operation['responses']): string {
  const rows = Object.entries(responses).map(
    ([status, answer]) =>
      `<tr><th scope="row">${escapeHtml(status)}</th><td lang="en">${prose(answer.description)}</td><td>${contentText(answer.content)}</td></tr>`,
  );
  return `<h4>Svar</h4><div class="scroll"><table><thead><tr><th scope="col">Status</th><th scope="col">Betyr</th><th scope="col">Innhold</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const open = operation.security !== undefined && operation.security.length === 0;
  return `<section class="operation" id="${operationId(operation)}" aria-labelledby="${operationId(operation)}-title">
<h3 id="${operationId(operation)}-title"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p lang="en"><strong>${prose(operation.summary)}</strong></p>
${operation.description ? `<p lang="en">${prose(operation.description)}</p>` : ''}
<p>${open ? 'Uten nøkkel.' : 'Krever API-nøkkel: <code>Authorization: Bearer &lt;API-nøkkel&gt;</code>.'}</p>
${operation.parameters?.length ? parametersTable(operation.parameters) : ''}
${operation.requestBody ? `<h4>Forespørsel</h4><p>${contentText(operation.requestBody.content)}</p>` : ''}
${responsesTable(operation.responses)}
</section>`;
}

function operations(): Array<{ path: string; method: string; operation: Operation }> {
  const paths = OPENAPI_DOCUMENT.paths as unknown as Record<string, Partial<Record<string, Operation>>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#fafafa}
main{max-width:980px;margin:0 auto;padding:24px 16px 64px}
h1{font-size:1.9rem;margin:0 0 8px}
h2{margin-top:40px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
h3{font-size:1.15rem;overflow-wrap:anywhere}
h4{margin:16px 0 4px}
a{color:#0b5394}
code{font:0.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#eef1f4;padding:1px 4px;border-radius:4px;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.2em;text-align:center;background:#0b5394;color:#fff;border-radius:4px;padding:0 6px;font-size:0.85em}
.operation,.schema{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:4px 16px 12px;margin:16px 0}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;margin:4px 0;font-size:0.93rem}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #e4e8ec}
thead th{background:#f3f5f7}
td table{margin-top:8px}
nav ul{padding-left:20px}
.lead{color:#424a53}
`;

/** The OpenAPI description as one readable HTML page: no script, no outside files, printed from the same object. */
export function renderOpenApiPage(): string {
  const document = OPENAPI_DOCUMENT;
  const all = operations();
  const schemas = Object.entries(document.components.schemas as unknown as Record<string, JsonSchema>);
  const toc = all
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${operationId(operation)}">${method.toUpperCase()} <code>${escapeHtml(path)}</code></a> – <span lang="en">${prose(operation.summary)}</span></li>`,
    )
    .join('');
  const schemaSections = schemas
    .map(
      ([name, schema]) =>
        `<section class="schema" id="schema-${escapeHtml(name)}" aria-labelledby="schema-${escapeHtml(name)}-title"><h3 id="schema-${escapeHtml(name)}-title">${escapeHtml(name)}</h3>${schemaBody(schema)}</section>`,
    )
    .join('\n');
  const scheme = document.components.securitySchemes.apiKey;
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API-beskrivelse – Butikkpanel</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>API-beskrivelse</h1>
<p class="lead"><span lang="en">${escapeHtml(document.info.title)}</span>, versjon ${escapeHtml(document.info.version)} (OpenAPI ${escapeHtml(document.openapi)}).</p>
<p lang="en">${prose(document.info.description)}</p>
<p>Maskinlesbar utgave: <a href="/api/docs">/api/docs</a> (JSON).</p>
<nav aria-labelledby="toc-title"><h2 id="toc-title">Innhold</h2><ul>${toc}<li><a href="#schemas-title">Skjemaer</a></li></ul></nav>
<h2>Autentisering</h2>
<p>HTTP <code>${escapeHtml(scheme.scheme)}</code>: <span lang="en">${prose(scheme.description)}</span>. Unntak er merket «Uten nøkkel».</p>
<p>Feil har alltid formen ${refLink('#/components/schemas/Error')}: <code>{"error":{"code","message","fields"}}</code>.</p>
<h2>Endepunkter</h2>
${all.map(({ path, method, operation }) => operationSection(path, method, operation)).join('\n')}
<h2 id="schemas-title">Skjemaer</h2>
${schemaSections}
</main>
</body>
</html>`;
}
