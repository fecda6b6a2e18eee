/**
 * The readable API reference at /api/docs (docs/integrations.md#api-reference), written from the
 * OpenAPI document on the server: plain HTML and one inline style sheet, no script and nothing
 * from another site, so it works under the app's Content-Security-Policy ('self' only).
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  'x-access'?: string;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title?: string; description?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
};

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
/** Deeper than this, a schema is summarised as "object" so the page stays readable. */
const MAX_SCHEMA_DEPTH = 4;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One line for a schema's type: `string (email)`, `integer 1–5`, `'new' | 'contacted'`. */
export function describeSchemaType(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(describeSchemaType).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const base = types === 'array' && schema.items ? `array of ${describeSchemaType(schema.items)}` : types;
  const facets = [
    schema.format,
    schema.exclusiveMinimum !== undefined ? `above ${schema.exclusiveMinimum}` : undefined,
    schema.minimum !== undefined || schema.maximum !== undefined ? `${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}` : undefined,
    schema.minLength !== undefined || schema.maxLength !== undefined ? `${schema.minLength ?? 0} to ${schema.maxLength ?? '…'} characters` : undefined,
  ].filter(Boolean);
  return facets.length > 0 ? `${base} (${facets.join(', ')})` : base;
}

function objectPropertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } | null {
  if (schema.properties) return { properties: schema.properties, required: schema.required ?? [] };
  if (schema.items) return objectPropertiesOf(schema.items);
  const variant = (schema.anyOf ?? schema.oneOf)?.find((candidate) => candidate.properties || candidate.items);
  return variant ? objectPropertiesOf(variant) : null;
}

function renderSchema(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '<p class="muted">No body.</p>';
  const object = objectPropertiesOf(schema);
  if (!object || depth >= MAX_SCHEMA_DEPTH) return `<p><code>${escapeHtml(describeSchemaType(schema))}</code></p>`;
  const rows = Object.entries(object.properties).map(([name, property]) => {
    const nested = objectPropertiesOf(property) && depth + 1 < MAX_SCHEMA_DEPTH ? renderSchema(property, depth + 1) : '';
    const isRequired = object.required.includes(name);
    const defaultText = property.default !== undefined ? ` <span class="muted">default ${escapeHtml(JSON.stringify(property.default))}</span>` : '';
    return `<li><code>${escapeHtml(name)}</code>${isRequired ? ' <span class="req">required</span>' : ''}: ${escapeHtml(
      describeSchemaType(property),
    )}${defaultText}${nested}</li>`;
  });
  const prefix = schema.type === 'array' ? '<p>An array of:</p>' : '';
  return `${prefix}<ul class="schema">${rows.join('')}</ul>`;
}

function renderParameters(parameters: Parameter[] | undefined): string {
  if (!parameters || parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<li><code>${escapeHtml(parameter.name)}</code> <span class="muted">in ${escapeHtml(parameter.in)}</span>${
        parameter.required ? ' <span class="req">required</span>' : ''
      }: ${escapeHtml(describeSchemaType(parameter.schema ?? {}))}</li>`,
  );
  return `<h4>Parameters</h4><ul class="schema">${rows.join('')}</ul>`;
}

function renderOperation(path: string, method: string, operation: Operation): string {
  const access = operation['x-access'] === 'public' ? 'public' : 'staff';
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const body = operation.requestBody?.content ? Object.entries(operation.requestBody.content)[0] : undefined;
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const [contentType, content] = Object.entries(response.content ?? {})[0] ?? [];
    return `<h4>${escapeHtml(status)}${contentType ? ` <span class="muted">${escapeHtml(contentType)}</span>` : ''}</h4>${renderSchema(content?.schema)}`;
  });
  return `<section class="op" id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">
<h3 id="${escapeHtml(id)}-title"><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> <span class="access ${access}">${access}</span></h3>
${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}
${renderParameters(operation.parameters)}
${body ? `<h4>Request body <span class="muted">${escapeHtml(body[0])}</span></h4>${renderSchema(body[1].schema)}` : ''}
<details><summary>Responses</summary>${responses.join('')}<p class="muted">Errors are application/problem+json: type, title, status, detail, code, invalidParams.</p></details>
</section>`;
}

type Listed = { path: string; method: string; operation: Operation };

function listOperations(document: OpenApiDocument): Map<string, Listed[]> {
  const byTag = new Map<string, Listed[]>();
  for (const path of Object.keys(document.paths).sort()) {
    const methods = document.paths[path] ?? {};
    for (const method of METHOD_ORDER) {
      const operation = methods[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, operation }]);
    }
  }
  return byTag;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1f2b;--muted:#5b6472;--line:#d8dde6;--code:#f3f5f8;--get:#1d6b3a;--post:#1c4f8f;--put:#7a4b00;--patch:#6a3d8f;--delete:#a3262a}
@media (prefers-color-scheme:dark){:root{--bg:#12151c;--fg:#e8ebf1;--muted:#a7afbd;--line:#2c3340;--code:#1d222c;--get:#7ddc9c;--post:#8fbaf5;--put:#f2c36b;--patch:#d2a8f5;--delete:#ff9a9e}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
header,main{max-width:60rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid var(--line)}
a{color:inherit}a:focus-visible,summary:focus-visible{outline:3px solid var(--post);outline-offset:2px}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}nav a{display:inline-block;padding:.5rem .75rem;border:1px solid var(--line);border-radius:.5rem;min-height:44px}
code{background:var(--code);padding:.1rem .3rem;border-radius:.25rem;word-break:break-word}
.op{border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin:1rem 0}.op h3{margin:0;font-size:1rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.method{font-weight:700}.get{color:var(--get)}.post{color:var(--post)}.put{color:var(--put)}.patch{color:var(--patch)}.delete{color:var(--delete)}
.access{font-size:.8rem;border:1px solid var(--line);border-radius:1rem;padding:0 .5rem}.muted{color:var(--muted)}.req{color:var(--delete);font-size:.85rem}
.schema{padding-left:1.25rem}summary{cursor:pointer;min-height:44px;padding:.6rem 0}h2{margin-top:2rem}
`;

export function renderApiReference(document: OpenApiDocument): string {
  const byTag = listOperations(document);
  const tags = [...byTag.keys()].sort();
  const count = [...byTag.values()].reduce((sum, operations) => sum + operations.length, 0);
  const sections = tags.map((tag) => {
    const operations = byTag.get(tag) ?? [];
    return `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${operations
      .map(({ path, method, operation }) => renderOperation(path, method, operation))
      .join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title ?? 'API')} reference</title><style>${STYLE}</style></head>
<body>
<header><h1>${escapeHtml(document.info.title ?? 'API')} reference</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>OpenAPI ${escapeHtml(document.openapi)}, ${count} operations. The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Resources"><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
</header>
<main>${sections.join('\n')}</main>
</body>
</html>`;
}
