import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkWebhookTarget, type WebhookTargetDeps } from '../check-webhook-target';

/** What one HTTP attempt came to, for the attempt log, the retry decision and the test report. */
export type WebhookPostResult = {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The first characters of the receiver's answer (empty when it gave none). */
  responseExcerpt: string;
};

/** Enough of a receiver's answer to tell what happened, not a copy of it. */
export const RESPONSE_EXCERPT_MAX_CHARS = 300;
/** Bytes read from an answer at most; the rest is dropped unread. */
const RESPONSE_READ_MAX_BYTES = 4_096;

/** A refusal by the SSRF guard, told apart from network errors in the attempt log. */
class WebhookTargetRefused extends Error {
  override readonly name = 'WebhookTargetRefused';
}

class WebhookTimeout extends Error {
  override readonly name = 'WebhookTimeout';
}

export type PostWebhookInit = {
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** The SSRF guard's resolver and whether private targets are allowed. */
  target: WebhookTargetDeps;
};

/**
 * POSTs one delivery. Only a 2xx counts as delivered: a redirect is not followed (the URL is
 * wrong, or someone is redirecting the firm's leads elsewhere), and a receiver that does not
 * answer within the timeout is treated as down.
 *
 * The SSRF guard runs again here, after DNS resolution (docs/product/leads.md#webhook-targets):
 * the connection looks its host up through `guardedLookup`, which refuses unless every address
 * passes, and connects to the addresses it checked; an IP literal is checked before connecting.
 */
export async function postWebhook(url: string, init: PostWebhookInit, clock: () => number = () => performance.now()): Promise<WebhookPostResult> {
  const startedAt = clock();
  const elapsed = () => Math.max(0, Math.round(clock() - startedAt));
  const failed = (error: string, statusCode: number | null = null, responseExcerpt = ''): WebhookPostResult => ({
    ok: false,
    statusCode,
    error,
    durationMs: elapsed(),
    responseExcerpt,
  });

  const target = await checkWebhookTarget(url, init.target);
  if (!target.allowed) return failed(`Refused: ${target.reason}`);

  try {
    const { statusCode, text } = await send(new URL(url), init);
    const excerpt = toExcerpt(text);
    if (statusCode >= 200 && statusCode < 300) {
      return { ok: true, statusCode, error: null, durationMs: elapsed(), responseExcerpt: excerpt };
    }
    return failed(`HTTP ${statusCode}${excerpt ? `: ${excerpt}` : ''}`, statusCode, excerpt);
  } catch (error) {
    return failed(describeFailure(error, init.timeoutMs));
  }
}

function toExcerpt(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > RESPONSE_EXCERPT_MAX_CHARS ? `${trimmed.slice(0, RESPONSE_EXCERPT_MAX_CHARS)}…` : trimmed;
}

function send(url: URL, init: PostWebhookInit): Promise<{ statusCode: number; text: string }> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'POST',
      headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
      lookup: guardedLookup(init.target),
      agent: false,
    });
    // One deadline for connecting, sending and reading the answer.
    const timer = setTimeout(() => request.destroy(new WebhookTimeout()), init.timeoutMs);
    const finish = (error: Error | null, result?: { statusCode: number; text: string }) => {
      clearTimeout(timer);
      if (error) reject(error);
      else if (result) resolve(result);
    };
    request.on('error', (error) => finish(error));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => finish(null, { statusCode: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      response.on('data', (chunk: Buffer) => {
        if (size >= RESPONSE_READ_MAX_BYTES) return;
        chunks.push(chunk.subarray(0, RESPONSE_READ_MAX_BYTES - size));
        size += chunk.length;
        // Enough read: the status is what counts, so a huge answer is not waited for.
        if (size >= RESPONSE_READ_MAX_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', (error) => finish(error));
    });
    request.end(init.body);
  });
}

/**
 * The lookup the connection uses: the guard's resolver, then its verdict, then exactly those
 * addresses. Node asks for one address or for all (`all: true`, to race IPv4 and IPv6).
 */
function guardedLookup(deps: WebhookTargetDeps): LookupFunction {
  return (hostname, options, callback) => {
    const name = `http://${isIP(hostname) === 6 ? `[${hostname}]` : hostname}/`;
    checkWebhookTarget(name, deps).then(
      (verdict) => {
        if (!verdict.allowed) {
          callback(new WebhookTargetRefused(verdict.reason), '', 4);
          return;
        }
        const entries = verdict.addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !options.family || entry.family === options.family);
        const [first] = entries;
        if (!first) {
          callback(Object.assign(new Error(`No IPv${String(options.family)} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
        } else if (options.all) {
          callback(null, entries);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof WebhookTimeout) return `No answer within ${timeoutMs} ms`;
  if (error instanceof WebhookTargetRefused) return `Refused: ${error.message}`;
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
