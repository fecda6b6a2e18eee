import { z } from 'zod';

/**
 * Every `code` a problem+json answer can carry (RFC 9457, docs/product/shared-behaviour.md#errors). The
 * list is closed: the server's errors take a code from it, so a misspelt code fails the type
 * check, and the client can branch on a code knowing it exists. The status a code goes with is
 * the error class's (src/server/errors.ts), not part of the code.
 */
export const PROBLEM_CODES = [
  'bad_request',
  'validation_failed',
  'malformed_json',
  'empty_body',
  'bad_content_length',
  'malformed_upload',
  'body_too_large',
  'unsupported_media_type',
  'audio_missing',
  'audio_empty',
  'audio_too_large',
  'audio_too_long',
  'unsupported_audio_format',
  'invalid_audio',
  'unauthorised',
  'invalid_credentials',
  'forbidden',
  'owner_only',
  'sign_in_locked',
  'not_found',
  'route_not_found',
  'conflict',
  'staff_exists',
  'lead_status_change_refused',
  'unprocessable',
  'weak_password',
  'wrong_password',
  'invalid_pricing_config',
  'invalid_app_settings',
  'version_not_restorable',
  'invalid_quote_engine_config',
  'webhook_target_refused',
  'webhook_not_configured',
  'webhook_delivery_not_retryable',
  'test_lead_needs_staff',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** One line each: what went wrong, for whoever reads the code (a developer, a log search). */
export const PROBLEM_CODE_MEANINGS: Readonly<Record<ProblemCode, string>> = {
  bad_request: 'The request could not be used as sent; the detail says why.',
  validation_failed: "The path, query or body does not match the endpoint's contract; invalidParams names each field.",
  malformed_json: 'The body is not valid JSON.',
  empty_body: 'A JSON body was announced but none was sent.',
  bad_content_length: 'The Content-Length header does not match the body.',
  malformed_upload: 'The multipart upload could not be read.',
  body_too_large: 'The body is larger than the endpoint accepts.',
  unsupported_media_type: 'The body is in a content type the endpoint does not read.',
  audio_missing: 'The upload has no recording in the field transcription reads.',
  audio_empty: 'The recording has no bytes or no sound in it.',
  audio_too_large: 'The recording file is larger than transcription accepts.',
  audio_too_long: 'The recording lasts longer than transcription accepts.',
  unsupported_audio_format: 'The recording is not in an audio format the server can decode.',
  invalid_audio: 'The recording claims a format but could not be decoded.',
  unauthorised: 'The route is for staff and there is no live staff session.',
  invalid_credentials: 'The email or the password is wrong (which one is not said).',
  forbidden: 'The request is refused whoever sends it, such as a cross-site state change.',
  owner_only: 'Only the owner may do this: managing staff and changing settings, pricing, the engine or the webhook.',
  sign_in_locked: 'Too many wrong passwords in a row for this account; Retry-After says when to try again.',
  not_found: 'The thing the path names does not exist (or no longer does).',
  route_not_found: 'No route matches the method and path.',
  conflict: 'The change conflicts with the current state of what it changes.',
  staff_exists: 'A staff account with that email already exists.',
  lead_status_change_refused: "The lead's status may not move to the one asked for.",
  unprocessable: 'The request is well formed but its values cannot be accepted; invalidParams says why.',
  weak_password: 'The new password is too short, too simple or too common; invalidParams names the field.',
  wrong_password: 'The current password given to confirm a change is not the account\'s password.',
  invalid_pricing_config: 'The pricing configuration breaks a pricing rule; invalidParams names each field.',
  invalid_app_settings: 'The app settings break a rule (a rating, a UK phone number); invalidParams names each field.',
  version_not_restorable: "A saved config version no longer fits the config's current shape, so it cannot be restored.",
  invalid_quote_engine_config: 'The quote engine configuration breaks a rule; invalidParams names each field.',
  webhook_target_refused:
    'The webhook URL is not http(s), cannot be resolved, or reaches a loopback, private, link-local or metadata address; invalidParams names the url.',
  webhook_not_configured: 'There is no lead webhook URL, or the webhook is switched off, so nothing can be sent.',
  webhook_delivery_not_retryable: 'The delivery is already delivered, queued or being sent right now, so it is not sent again.',
  test_lead_needs_staff: 'A lead with source testing_platform can be saved only by a signed-in staff member.',
  rate_limited: 'Too many requests from this client; Retry-After says when to try again.',
  internal_error: 'Something failed on the server; the detail quotes the request id to report.',
  service_unavailable: 'A service the request needs is busy or down; Retry-After says when to try again.',
};

export const ProblemCodeSchema = z.enum(PROBLEM_CODES);
