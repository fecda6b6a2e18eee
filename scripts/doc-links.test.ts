/**
 * Comments and docs cite documents that live in this repository (docs/conventions.md#comments).
 * The product's behaviour is described under docs/product/ and its conventions in
 * docs/conventions.md; a section number of a document the repository does not contain, or a
 * link to a page or heading that is not there, sends the reader nowhere. This test makes the
 * rule one a tool checks:
 * - the code (src, e2e, bench, scripts, eslint) names no outside document: no section signs,
 *   no outside file names, no issue numbers;
 * - every docs/… path and #anchor cited in the code, every relative link in docs/ and
 *   README.md, and every "ADR NNNN" lands on a file and a heading that exist.
 * Anchors are worked out as GitHub does from the headings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE_FOLDERS = ['src', 'e2e', 'bench', 'scripts', 'eslint'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|sh|css|html)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'tmp']);
// This file spells out the forms it forbids, as samples for its own tests.
const THIS_FILE = path.relative(ROOT, import.meta.filename);

/**
 * Citations of documents the repository does not contain, each with what to write instead. The
 * docs may still speak of "the specification" and of the issue that made a decision (an ADR is a
 * record of its time), but never cite the outside documents' sections or files either.
 */
const OUTSIDE_CITATIONS: readonly { pattern: RegExp; instead: string; alsoInDocs: boolean }[] = [
  { pattern: /§/, instead: 'a docs/product page and #anchor', alsoInDocs: true },
  { pattern: /customer-flows|admin-back-office/i, instead: 'a docs/product page and #anchor', alsoInDocs: true },
  { pattern: /\bspec(ification)? (README|rules?\b)/i, instead: 'docs/product/README.md and its #anchor', alsoInDocs: true },
  { pattern: /\b(STYLE|DEVELOPERS|STACK-NOTES)\.md\b/, instead: 'docs/conventions.md and its #anchor', alsoInDocs: true },
  { pattern: /\b(the|a|this) spec\b|\bspec['’]s\b/i, instead: 'the product page that holds the rule', alsoInDocs: false },
  {
    pattern: /\bissues? #?\d+/i,
    instead: 'the ADR (docs/decisions/) or product page that records the decision',
    alsoInDocs: false,
  },
];

/** A docs/… path as code cites it, with its #anchor when there is one. */
const DOCS_PATH = /\bdocs\/[\w./-]*[\w/](?:#[\w-]+)?/g;
/** A markdown link's target: [text](target) or ![alt](target). */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** "ADR 0006", "ADRs 0005 and 0007": each number must be a file in docs/decisions/. */
const ADR_REFERENCE = /\bADRs? (\d{4})(?:(?:, | and )(\d{4}))*/g;

type Problem = string;

function listFiles(folder: string, accept: (file: string) => boolean): string[] {
  const absolute = path.join(ROOT, folder);
  if (!fs.existsSync(absolute)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...listFiles(relative, accept));
    } else if (accept(relative)) {
      files.push(relative);
    }
  }
  return files;
}

/**
 * A heading's anchor as GitHub makes it: the heading's text without markdown, lower case,
 * punctuation dropped (letters, digits, spaces, hyphens and underscores stay), each space a
 * hyphen. 'Quote method choice' → 'quote-method-choice'; '`estimatedRange` (pounds)' →
 * 'estimatedrange-pounds'.
 */
function toAnchor(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown text offers: its headings (a repeated one gains -1, -2 …) and <a id>. */
function listAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const anchor = toAnchor(heading[1] ?? '');
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      anchors.add(count === 0 ? anchor : `${anchor}-${String(count)}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
}

/** The outside citations in a text, as 'line: text (cite … instead)'; in docs only the forms docs must avoid. */
function findOutsideCitations(text: string, where: 'code' | 'docs' = 'code'): Problem[] {
  const forms = where === 'code' ? OUTSIDE_CITATIONS : OUTSIDE_CITATIONS.filter((form) => form.alsoInDocs);
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    const found = forms.find(({ pattern }) => pattern.test(line));
    if (found) problems.push(`${String(index + 1)}: ${line.trim()} (cite ${found.instead})`);
  });
  return problems;
}

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = listAnchors(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

/** Why a cited target (a path from the root, maybe with #anchor) goes nowhere, or null. */
function checkTarget(target: string): string | null {
  const [file = '', anchor] = target.split('#');
  const absolute = path.join(ROOT, file);
  if (!fs.existsSync(absolute)) return `no such file: ${file}`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md')) return `an anchor on a file that is not markdown: ${target}`;
  return anchorsOf(file).has(anchor) ? null : `no heading for #${anchor} in ${file}`;
}

const ADR_NUMBERS = new Set(
  fs.readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => name.slice(0, 4)),
);
function checkAdrReferences(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(ADR_REFERENCE)) {
    for (const number of match[0].match(/\d{4}/g) ?? []) {
      if (!ADR_NUMBERS.has(number)) problems.push(`no ADR ${number} in docs/decisions/`);
    }
  }
  return problems;
}

/** Problems with the docs/… paths, #anchors and ADR numbers a code file cites. */
function checkCodeLinks(text: string): string[] {
  const problems: string[] = [];
  for (const [target] of text.matchAll(DOCS_PATH)) {
    const problem = checkTarget(target);
    if (problem) problems.push(problem);
  }
  return [...problems, ...checkAdrReferences(text)];
}

/** Problems with a markdown file's relative links (resolved from its folder) and ADR numbers. */
function checkMarkdownLinks(file: string, text: string): string[] {
  const problems: string[] = [];
  const withoutCode = text.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '');
  for (const [, target = ''] of withoutCode.matchAll(MARKDOWN_LINK)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
    const [linked = '', anchor] = target.split('#');
    const resolved = linked === '' ? file : path.relative(ROOT, path.resolve(ROOT, path.dirname(file), linked));
    const problem = checkTarget(anchor === undefined ? resolved : `${resolved}#${anchor}`);
    if (problem) problems.push(`[…](${target}): ${problem}`);
  }
  // Root-relative paths written as code, such as `docs/product/home-flow.md#fallbacks`; one
  // shortened with an ellipsis (`docs/decisions/0006-…`) is an example of the form, not a link.
  for (const [, target = ''] of withoutCode.matchAll(/`(docs\/[^`\s]+)`/g)) {
    if (target.includes('…')) continue;
    const problem = checkTarget(target);
    if (problem) problems.push(`\`${target}\`: ${problem}`);
  }
  return [...problems, ...checkAdrReferences(withoutCode)];
}

function problemsByFile(files: string[], check: (file: string, text: string) => Problem[]): string[] {
  return files.flatMap((file) => check(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).map((problem) => `${file}:${problem}`));
}

const codeFiles = CODE_FOLDERS.flatMap((folder) => listFiles(folder, (file) => CODE_FILE.test(file))).filter(
  (file) => file !== THIS_FILE,
);
const markdownFiles = ['README.md', ...listFiles('docs', (file) => file.endsWith('.md'))];

describe('citations in the code', () => {
  it('name no document outside the repository', () => {
    expect(codeFiles.length).toBeGreaterThan(100);
    expect(problemsByFile(codeFiles, (_file, text) => findOutsideCitations(text))).toEqual([]);
  });

  it('point at docs files and headings that exist', () => {
    expect(problemsByFile(codeFiles, (_file, text) => checkCodeLinks(text).map((problem) => ` ${problem}`))).toEqual([]);
  });
});

describe('the docs and the README', () => {
  it('cite no section or file of a document outside the repository', () => {
    expect(problemsByFile(markdownFiles, (_file, text) => findOutsideCitations(text, 'docs'))).toEqual([]);
  });

  it('link to files and headings that exist', () => {
    expect(markdownFiles.length).toBeGreaterThan(20);
    expect(problemsByFile(markdownFiles, (file, text) => checkMarkdownLinks(file, text).map((problem) => ` ${problem}`))).toEqual([]);
  });
});

describe('the citation checker', () => {
  it('makes anchors the way GitHub does', () => {
    expect(toAnchor('Quote method choice')).toBe('quote-method-choice');
    expect(toAnchor('Skills Required')).toBe('skills-required');
    expect(toAnchor('`estimatedRange` (whole pounds), again!')).toBe('estimatedrange-whole-pounds-again');
    expect(toAnchor('See [the page](other.md#x)')).toBe('see-the-page');
    expect([...listAnchors('# Title\n## Errors\n```\n## Not a heading\n```\n## Errors\n')]).toEqual(['title', 'errors', 'errors-1']);
  });

  it('finds every outside citation form', () => {
    const samples = [
      '// customer-flows §7: the quote engine',
      '/** Admin §9 defaults. */',
      ' * (spec README rule 9: a lead is never lost)',
      ' * every lead exactly when it exists (spec rule 5).',
      '// the spec\'s defaults',
      ' * The one request helper (STYLE.md "Client").',
      '// Voice input (issue 6): offline.',
      '/** Issue 7 budget. */',
    ];
    for (const sample of samples) expect(findOutsideCitations(sample), sample).toHaveLength(1);
    expect(findOutsideCitations('// docs/product/home-flow.md#fallbacks: the stage is unknown.')).toEqual([]);
    expect(findOutsideCitations("test('e2e/leads.spec.ts journeys', …)")).toEqual([]);
    expect(findOutsideCitations('Issue 7 builds the Lead Management CRM the specification describes.', 'docs')).toEqual([]);
    expect(findOutsideCitations('Customers may dictate (customer-flows §2.1).', 'docs')).toHaveLength(1);
  });

  it('refuses a missing page, a missing heading and a missing ADR', () => {
    expect(checkCodeLinks('// (docs/product/home-flow.md#quote-method-choice, ADR 0009)')).toEqual([]);
    expect(checkCodeLinks('// docs/product/home-flow.md#no-such-heading')).toEqual([
      'no heading for #no-such-heading in docs/product/home-flow.md',
    ]);
    expect(checkCodeLinks('// docs/product/no-such-page.md')).toEqual(['no such file: docs/product/no-such-page.md']);
    expect(checkCodeLinks('// docs/decisions/0002 says so')).toEqual(['no such file: docs/decisions/0002']);
    expect(checkCodeLinks('// ADR 0999')).toEqual(['no ADR 0999 in docs/decisions/']);
    expect(checkMarkdownLinks('docs/product/leads.md', 'See [outbox](#browser-outbox) and [x](lead-management.md#nowhere).')).toEqual([
      '[…](lead-management.md#nowhere): no heading for #nowhere in docs/product/lead-management.md',
    ]);
  });
});
