import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, type ResolveHost } from './check-webhook-target';

/** A resolver with a fixed table: tests never touch the network. */
function resolverOf(table: Record<string, string[]>): ResolveHost {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
}

const resolve = resolverOf({
  'hooks.zapier.example': ['93.184.216.34'],
  'n8n.example': ['2606:2800:220:1:248:1893:25c8:1946', '93.184.216.35'],
  'localhost': ['127.0.0.1', '::1'],
  'intranet.example': ['10.1.2.3'],
  'printer.example': ['169.254.7.7'],
  'metadata.example': ['169.254.169.254'],
  'cgnat.example': ['100.64.9.9'],
  'v6-local.example': ['::1'],
  'v6-private.example': ['fd12:3456::1'],
  'v6-linklocal.example': ['fe80::1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'half-private.example': ['93.184.216.34', '192.168.1.1'],
});

async function check(url: string, allowPrivate = false) {
  return checkWebhookTarget(url, { resolve, allowPrivate });
}

describe('checkWebhookTarget', () => {
  it.each(['https://hooks.zapier.example/hooks/catch/1/abc', 'http://n8n.example:5678/webhook/leads', 'https://93.184.216.34/hook', 'https://[2606:2800:220:1:248:1893:25c8:1946]/hook'])(
    'accepts %s, which reaches only public addresses',
    async (url) => {
      expect(await check(url)).toMatchObject({ allowed: true });
    },
  );

  it.each([
    ['http://127.0.0.1:5678/hook', 'this machine (loopback)'],
    ['http://127.1/hook', 'this machine (loopback)'],
    ['http://2130706433/hook', 'this machine (loopback)'],
    ['http://0x7f000001/hook', 'this machine (loopback)'],
    ['http://10.0.0.8/hook', 'a private network address'],
    ['http://172.20.1.1/hook', 'a private network address'],
    ['http://192.168.1.20/hook', 'a private network address'],
    ['http://169.254.1.1/hook', 'a link-local address'],
    ['http://169.254.169.254/latest/meta-data/', 'a cloud metadata service'],
    ['http://100.64.0.1/hook', 'a carrier-grade NAT address'],
    ['http://[::1]:8080/hook', 'this machine (loopback)'],
    ['http://[fc00::1]/hook', 'a private network address'],
    ['http://[fe80::1]/hook', 'a link-local address'],
    ['http://[::ffff:127.0.0.1]/hook', 'this machine (loopback)'],
    ['http://[::ffff:a9fe:a9fe]/hook', 'a cloud metadata service'],
    ['http://0.0.0.0/hook', 'an unspecified address'],
  ])('refuses the address in %s (%s)', async (url, label) => {
    const result = await check(url);
    expect(result.allowed).toBe(false);
    expect(result.allowed ? '' : result.reason).toContain(label);
  });

  it.each([
    ['http://localhost:5678/hook', '127.0.0.1'],
    ['http://intranet.example/hook', '10.1.2.3'],
    ['http://printer.example/hook', '169.254.7.7'],
    ['http://metadata.example/latest', '169.254.169.254'],
    ['http://cgnat.example/hook', '100.64.9.9'],
    ['http://v6-local.example/hook', '::1'],
    ['http://v6-private.example/hook', 'fd12:3456::1'],
    ['http://v6-linklocal.example/hook', 'fe80::1'],
    ['http://mapped.example/hook', '::ffff:127.0.0.1'],
    ['http://half-private.example/hook', '192.168.1.1'],
  ])('refuses %s, a name that resolves to %s', async (url, address) => {
    const result = await check(url);
    expect(result.allowed).toBe(false);
    expect(result.allowed ? '' : result.reason).toContain(`(${address})`);
  });

  it('lets loopback and private targets through when the server allows them, but never the metadata service', async () => {
    expect(await check('http://127.0.0.1:5678/hook', true)).toMatchObject({ allowed: true });
    expect(await check('http://localhost:5678/hook', true)).toMatchObject({ allowed: true, addresses: ['127.0.0.1', '::1'] });
    expect(await check('http://[fd12:3456::1]/hook', true)).toMatchObject({ allowed: true });
    expect((await check('http://169.254.169.254/latest', true)).allowed).toBe(false);
    expect((await check('http://metadata.example/latest', true)).allowed).toBe(false);
  });

  it.each([
    ['ftp://hooks.zapier.example/x', 'http:// or https://'],
    ['file:///etc/passwd', 'http:// or https://'],
    ['not a url', 'http:// or https://'],
    ['https://user:pass@hooks.zapier.example/x', 'user name and password'],
    ['https://nowhere.example/x', 'could not be found'],
  ])('refuses %s', async (url, reason) => {
    const result = await check(url);
    expect(result.allowed).toBe(false);
    expect(result.allowed ? '' : result.reason).toContain(reason);
  });
});
