/** A staff session ends after this long without a request (a shared office PC is left alone). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and after this long whatever happens, so a stolen cookie does not live for ever. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, to keep reads cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function sessionCookieName(isProduction: boolean): string {
  // __Host- binds the cookie to this exact host over HTTPS with path=/ (production only).
  return isProduction ? '__Host-hq_session' : 'hq_session';
}
