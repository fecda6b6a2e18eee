/**
 * The project's architecture as one lint rule (docs/conventions.md#layers-and-zones, ADR 0009).
 *
 * Every import is resolved to the folder it lands in (relative paths and the `#layer/…` subpath
 * imports of package.json alike), both ends are classified by the zones below, and the import
 * is checked against what the importing zone may see. Zones capture their folder name
 * (`features/<name>`), so a new feature, resource or server plugin needs no change here.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** `#domain/*` → `src/domain/`, read from package.json so the two can never disagree. */
function readAliases(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.entries(manifest.imports ?? {}).map(([key, target]) => ({
    prefix: key.replace(/\*$/, ''),
    folder: path.join(root, String(target).replace(/\*$/, '')),
  }));
}

/**
 * Zones, most specific first. `kind` names what a zone is; `scope` is the folder a zone's own
 * files share (a feature's files may import each other freely).
 */
const ZONES = [
  { kind: 'client-feature', pattern: /^src\/client\/features\/([^/]+)\//, scope: (m) => `client-feature:${m[1]}` },
  { kind: 'client-resource', pattern: /^src\/client\/resources\/([^/]+)\//, scope: (m) => `client-resource:${m[1]}` },
  { kind: 'client-ui', pattern: /^src\/client\/components\/ui\// },
  { kind: 'client-component', pattern: /^src\/client\/components\/([^/.]+)/, scope: (m) => `client-component:${m[1]}` },
  { kind: 'client-lib', pattern: /^src\/client\/lib\// },
  { kind: 'client-app', pattern: /^src\/client\/app\// },
  { kind: 'client-testing', pattern: /^src\/client\/testing\// },
  { kind: 'client-entry', pattern: /^src\/client\/[^/]+$/ },
  { kind: 'server', pattern: /^src\/server\// },
  { kind: 'contracts', pattern: /^src\/contracts\// },
  { kind: 'domain', pattern: /^src\/domain\// },
  { kind: 'testing', pattern: /^src\/testing\// },
  { kind: 'bench', pattern: /^bench\// },
];

/** What each zone may import, besides its own scope. */
const ALLOWED = {
  domain: ['domain'],
  contracts: ['domain', 'contracts'],
  server: ['domain', 'contracts', 'server'],
  'client-lib': ['domain', 'contracts', 'client-lib'],
  'client-ui': ['domain', 'client-ui', 'client-lib'],
  'client-resource': ['domain', 'contracts', 'client-lib', 'client-resource'],
  'client-component': ['domain', 'contracts', 'client-lib', 'client-ui', 'client-resource', 'client-component'],
  'client-feature': ['domain', 'contracts', 'client-lib', 'client-ui', 'client-resource', 'client-component'],
  'client-app': ['domain', 'contracts', 'client-lib', 'client-ui', 'client-resource', 'client-component', 'client-feature', 'client-app'],
  'client-entry': ['domain', 'contracts', 'client-lib', 'client-ui', 'client-resource', 'client-app', 'client-entry'],
  'client-testing': ['domain', 'contracts', 'client-lib', 'client-ui', 'client-resource', 'client-app', 'client-testing', 'testing'],
  testing: ['domain', 'contracts', 'server', 'testing', 'client-lib'],
  // Benchmarks measure whatever they must, but are part of no layer: nothing imports them but tests.
  bench: ['domain', 'contracts', 'server', 'testing', 'bench'],
};

/**
 * Tests, and a module's own test helpers (its testing/ folder), may also use the shared test
 * helpers and the labelled data sets.
 */
const TEST_EXTRAS = ['testing', 'client-testing', 'bench'];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\/testing\//;

function classify(relativePath) {
  for (const zone of ZONES) {
    const match = zone.pattern.exec(relativePath);
    if (match) return { kind: zone.kind, scope: zone.scope ? zone.scope(match) : zone.kind };
  }
  return undefined;
}

const toPosix = (p) => p.split(path.sep).join('/');

/** The repository-relative path an import lands on, or undefined for packages. */
export function resolveImport(specifier, importerPath, aliases) {
  if (specifier.startsWith('.')) return toPosix(path.relative(ROOT, path.resolve(path.dirname(importerPath), specifier)));
  const alias = aliases.find((a) => specifier.startsWith(a.prefix));
  if (alias) return toPosix(path.relative(ROOT, path.join(alias.folder, specifier.slice(alias.prefix.length))));
  return undefined;
}

/** `a/b/internal/c` is private to `a/b/`: only files under it may import it. */
function findPrivateOwner(target) {
  const index = target.indexOf('/internal/');
  return index === -1 ? undefined : `${target.slice(0, index)}/`;
}

const LABELS = {
  'client-feature': 'a client feature',
  'client-resource': 'a client resource',
  'client-ui': 'the UI kit (components/ui)',
  'client-component': 'a shared component (components/<name>)',
  'client-lib': 'client/lib',
  'client-app': 'client/app',
  'client-testing': 'client test helpers',
  'client-entry': 'the client entry',
  server: 'the server',
  contracts: 'the contracts',
  domain: 'the domain',
  testing: 'the test helpers',
  bench: 'the benchmarks',
};

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers, feature boundaries and private internal/ folders (docs/conventions.md#layers-and-zones)' },
    schema: [],
    messages: {
      private: "'{{target}}' is private to {{owner}}: import what its module exports instead.",
      layer: '{{from}} may not import {{to}} ({{target}}).',
      feature: 'A client feature may not import another feature ({{target}}): move what both need to resources/, components/ui/ or lib/.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const importer = toPosix(path.relative(ROOT, filename));
    const from = classify(importer);
    if (!from) return {};
    const aliases = readAliases(ROOT);
    const isTest = TEST_FILE.test(importer);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(specifier, filename, aliases);
      if (!target) return;
      const owner = findPrivateOwner(target);
      if (owner && !importer.startsWith(owner)) {
        context.report({ node, messageId: 'private', data: { target, owner } });
        return;
      }
      const to = classify(target);
      if (!to || to.scope === from.scope) return;
      const allowed = isTest ? [...(ALLOWED[from.kind] ?? []), ...TEST_EXTRAS] : (ALLOWED[from.kind] ?? []);
      if (from.kind === 'client-feature' && to.kind === 'client-feature') {
        context.report({ node, messageId: 'feature', data: { target } });
      } else if (!allowed.includes(to.kind)) {
        context.report({ node, messageId: 'layer', data: { from: LABELS[from.kind], to: LABELS[to.kind], target } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { boundaries: boundariesRule } };
