import { afterEach, beforeEach } from 'vitest';

/**
 * Fails a test that logs an unexpected console.error (Epic Stack practice): React warnings,
 * act() warnings and swallowed errors would otherwise pass unnoticed. Used by the client and
 * server test projects, so it assumes no DOM. A test that expects an error says so with
 * `allowConsoleError(/pattern/)`.
 */

const originalConsoleError = console.error;
let unexpected: unknown[][] = [];
let allowed: RegExp[] = [];

/** Lets console.error messages matching the pattern pass, for the current test only. */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

function describeArgument(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  unexpected = [];
  allowed = [];
  console.error = (...args: unknown[]) => {
    const message = args.map(describeArgument).join(' ');
    if (allowed.some((pattern) => pattern.test(message))) return;
    unexpected.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    const messages = logged.map((args) => args.map(describeArgument).join(' ')).join('\n---\n');
    throw new Error(`The test logged ${logged.length} unexpected console.error call(s):\n${messages}`);
  }
});
