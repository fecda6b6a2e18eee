/** Network codes of a connection the database refused, dropped or never answered. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * No database to talk to (as opposed to a query it refused): a refused or dropped connection,
 * the pool's connect timeout, or PostgreSQL shutting down or starting up (SQLSTATE 08xxx,
 * 57P01–57P03). Such a request answers 503 with Retry-After (docs/limits.md#database-down).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
    if (typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect)/.test(message)) return true;
    // Node reports a refused connection to several addresses as an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
