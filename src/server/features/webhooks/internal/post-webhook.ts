/** What one HTTP attempt came to, for the attempt log and the retry decision. */
export type WebhookPostResult = { ok: boolean; statusCode: number | null; error: string | null; durationMs: number };

/** Enough of a receiver's error page to tell what went wrong, not a copy of it. */
const ERROR_TEXT_MAX_CHARS = 300;

/**
 * POSTs one delivery. Only a 2xx counts as delivered: a redirect is not followed (the URL is
 * wrong, or someone is redirecting the firm's leads elsewhere), and a receiver that does not
 * answer within the timeout is treated as down.
 */
export async function postWebhook(
  url: string,
  init: { body: string; headers: Record<string, string>; timeoutMs: number },
  clock: () => number = () => performance.now(),
): Promise<WebhookPostResult> {
  const startedAt = clock();
  const elapsed = () => Math.max(0, Math.round(clock() - startedAt));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) {
      return { ok: true, statusCode: response.status, error: null, durationMs: elapsed() };
    }
    const detail = text.trim().slice(0, ERROR_TEXT_MAX_CHARS);
    return { ok: false, statusCode: response.status, error: `HTTP ${response.status}${detail ? `: ${detail}` : ''}`, durationMs: elapsed() };
  } catch (error) {
    return { ok: false, statusCode: null, error: describeFailure(error, init.timeoutMs), durationMs: elapsed() };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return `${cause.code}${cause.message ? `: ${cause.message}` : ''}`;
  return error instanceof Error ? error.message : String(error);
}
