import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field reasons (problem+json `invalidParams`) next to their fields
 * (docs/conventions.md#client, Forms). Returns true when at least one reason found a field, so the caller
 * can skip a general message.
 */
export function applyInvalidParams<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const { name, reason } of error.problem?.invalidParams ?? []) {
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: reason });
      applied = true;
    }
  }
  return applied;
}

/** The message to show for a failed request: the problem's detail when the server gave one. */
export function toProblemMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.problem?.detail ?? error.problem?.title ?? fallback;
  return fallback;
}

/**
 * A failed request as '{status}: {what went wrong}', for messages that include the status
 * (docs/product/pricing-config.md#messages): the problem's detail rather than its raw JSON.
 */
export function toStatusMessage(error: unknown): string {
  if (isApiError(error)) return `${error.status}: ${error.problem?.detail ?? error.problem?.title ?? error.bodyText}`;
  return error instanceof Error ? error.message : String(error);
}
