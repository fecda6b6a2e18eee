import { z } from 'zod';

/**
 * The one rule every text field, search parameter and JSON value of a request meets before it is
 * validated further (docs/limits.md#hostile-input): no NUL character and no unpaired UTF-16
 * surrogate in any string or key (PostgreSQL stores neither in text or jsonb), and JSON no deeper
 * and no wider than a form ever sends. The server applies it to every request's body, query and
 * route parameters (plugins/hostile-input.ts); `safeText` and `boundedJson` carry it into schemas.
 */
export const INPUT_LIMITS = {
  /** Nesting of objects and arrays; a lead's deepest JSON is about 5. */
  maxDepth: 32,
  /** Keys of one object, items of one array. */
  maxEntries: 1_000,
} as const;

export type HostileInputFinding = { path: (string | number)[]; reason: string };

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this text cannot be stored, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'contains a NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate (not valid Unicode text)';
  return undefined;
}

/** The first place in a parsed JSON value (or a query object) that breaks the rule. */
export function findHostileInput(value: unknown, limits: { maxDepth: number; maxEntries: number } = INPUT_LIMITS): HostileInputFinding | undefined {
  return visit(value, [], 0, limits);
}

function visit(value: unknown, path: (string | number)[], depth: number, limits: { maxDepth: number; maxEntries: number }): HostileInputFinding | undefined {
  if (typeof value === 'string') {
    const reason = textProblem(value);
    return reason ? { path, reason } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  // Named by the field it starts in: a path thousands of levels long helps nobody.
  if (depth >= limits.maxDepth) return { path: path.slice(0, 1), reason: `is nested deeper than ${limits.maxDepth} levels` };
  if (Array.isArray(value)) {
    if (value.length > limits.maxEntries) return { path, reason: `has more than ${limits.maxEntries} items` };
    for (let index = 0; index < value.length; index += 1) {
      const found = visit(value[index], [...path, index], depth + 1, limits);
      if (found) return found;
    }
    return undefined;
  }
  // Only what JSON and query parsing make: a file, a buffer or a stream is not text to check.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  const keys = Object.keys(value);
  if (keys.length > limits.maxEntries) return { path, reason: `has more than ${limits.maxEntries} keys` };
  for (const key of keys) {
    const keyReason = textProblem(key);
    if (keyReason) return { path: [...path, key], reason: `has a key that ${keyReason}` };
    const found = visit((value as Record<string, unknown>)[key], [...path, key], depth + 1, limits);
    if (found) return found;
  }
  return undefined;
}

/** A string field that meets the rule: for schemas that are parsed outside a request too. */
export const safeText = () =>
  z.string().superRefine((text, context) => {
    const reason = textProblem(text);
    if (reason) context.addIssue({ code: 'custom', message: reason });
  });

/**
 * Free-form JSON a form sends (answers to follow-up questions, extra tracking fields), with real
 * bounds: the rule above, a depth and width, and a size once serialised.
 */
export const boundedJson = (options: { maxBytes: number; maxDepth?: number; maxEntries?: number }) =>
  z.unknown().superRefine((value, context) => {
    const found = findHostileInput(value, {
      maxDepth: options.maxDepth ?? 8,
      maxEntries: options.maxEntries ?? 100,
    });
    if (found) {
      context.addIssue({ code: 'custom', message: found.reason, path: found.path });
      return;
    }
    if (value !== undefined && utf8Length(JSON.stringify(value) ?? '') > options.maxBytes) {
      context.addIssue({ code: 'custom', message: `is larger than ${options.maxBytes} bytes` });
    }
  });

/** Bytes of a string in UTF-8, without Node's Buffer (the contracts run in browsers too). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}
