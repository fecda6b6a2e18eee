/**
 * One reason a submitted field was refused. The shape matches the `invalidParams` entries of the
 * API's problem+json errors, so a form can put the reason next to its field
 * (docs/conventions.md#contracts). `name` is the wire field's path, for example 'baseRate' or
 * 'weights.urgency'.
 */
export type InvalidParam = {
  name: string;
  reason: string;
};

/** The outcome of a validation that also normalises: either the value to store or the reasons. */
export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; invalidParams: InvalidParam[] };
