import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#contracts/endpoint';
import { getMe, login, logout } from '#contracts/auth.contract';
import { ApiError, apiRequest, buildUrl } from './api-client';

const staff = { id: '6f1c2a52-3a8e-4a8f-9a51-2d4f0f7f2b10', email: 'sam@example.co.uk', name: 'Sam', role: 'owner' as const };

const getLead = defineEndpoint({
  method: 'GET',
  path: '/api/leads/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ include: z.string().optional(), page: z.number().optional() }),
  responses: { 200: z.object({ id: z.string() }) },
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies and no body or content type when there is no body', async () => {
    const fetchMock = stubFetch(Response.json({ staff }));

    await expect(apiRequest(getMe)).resolves.toEqual({ staff });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/me');
    expect(init).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('sends a given body as JSON with a JSON content type', async () => {
    const fetchMock = stubFetch(Response.json({ staff }));

    await apiRequest(login, { body: { email: 'sam@example.co.uk', password: 'secret' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.co.uk', password: 'secret' }),
    });
  });

  it('adds extra headers and keepalive when asked (a lead save with its idempotency key)', async () => {
    const fetchMock = stubFetch(Response.json({ staff }));

    await apiRequest(login, {
      body: { email: 'sam@example.co.uk', password: 'secret' },
      headers: { 'idempotency-key': 'k-123' },
      keepalive: true,
    });

    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      headers: { 'Content-Type': 'application/json', 'idempotency-key': 'k-123' },
      keepalive: true,
    });
  });

  it('fills path parameters and the query string from the contract', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'a/b' }));

    await apiRequest(getLead, { params: { id: 'a/b' }, query: { include: 'notes', page: 2 } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/leads/a%2Fb?include=notes&page=2');
  });

  it('answers null for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));

    await expect(apiRequest(logout)).resolves.toBeNull();
  });

  it('rejects an answer that does not match the contract', async () => {
    stubFetch(Response.json({ staff: { id: 'not-a-uuid' } }));

    await expect(apiRequest(getMe)).rejects.toThrow(/GET \/api\/auth\/me answered 200 with an unexpected body/);
  });

  it('throws "404: Not Found" when an error answer has no body', async () => {
    stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }));

    const error = await apiRequest(getMe).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '404: Not Found', status: 404, problem: undefined });
  });

  it('throws "400: {body}" with the parsed problem when the error answer has a body', async () => {
    const problem = {
      type: 'https://example.co.uk/problems/validation',
      title: 'Invalid request',
      status: 400,
      detail: 'Check the highlighted fields',
      code: 'validation_failed',
      invalidParams: [{ name: 'email', reason: 'Enter a valid email address' }],
    };
    const body = JSON.stringify(problem);
    stubFetch(
      new Response(body, { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
    );

    const error = await apiRequest(login, { body: { email: 'x', password: 'y' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `400: ${body}`, status: 400, problem });
  });

  it('keeps a plain-text error body as the message without a problem', async () => {
    stubFetch(new Response('Service down for maintenance', { status: 503, statusText: 'Service Unavailable' }));

    const error = await apiRequest(getMe).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ message: '503: Service down for maintenance', problem: undefined });
  });
});

describe('ApiError', () => {
  it('keeps the body text apart from the status for messages that need it', () => {
    const error = new ApiError(503, 'Try again later');
    expect(error.message).toBe('503: Try again later');
    expect(error.bodyText).toBe('Try again later');
  });
});

describe('buildUrl', () => {
  it('leaves out absent query values and repeats array values', () => {
    expect(buildUrl('/api/x', {}, { a: undefined, b: null, c: ['1', '2'], d: false })).toBe(
      '/api/x?c=1&c=2&d=false',
    );
  });

  it('refuses a path with a missing parameter', () => {
    expect(() => buildUrl('/api/leads/:id')).toThrow('Missing path parameter "id" for /api/leads/:id');
  });
});
