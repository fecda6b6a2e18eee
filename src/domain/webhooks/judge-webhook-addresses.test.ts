import { describe, expect, it } from 'vitest';
import { judgeWebhookAddresses } from './judge-webhook-addresses';

describe('judgeWebhookAddresses', () => {
  it('lets a public address through', () => {
    expect(judgeWebhookAddresses(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'], { allowPrivate: false })).toEqual({ allowed: true });
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['169.254.10.10', 'link_local'],
    ['100.64.1.1', 'shared'],
    ['::1', 'loopback'],
    ['fd00::5', 'private'],
    ['fe80::5', 'link_local'],
    ['::ffff:192.168.0.9', 'private'],
  ])('refuses %s (%s) unless private targets are allowed', (address, kind) => {
    const refused = judgeWebhookAddresses([address], { allowPrivate: false });
    expect(refused).toMatchObject({ allowed: false, address, kind });
    expect(refused.allowed ? '' : refused.reason).toContain('ALLOW_PRIVATE_WEBHOOK_TARGETS=true');
    expect(judgeWebhookAddresses([address], { allowPrivate: true })).toEqual({ allowed: true });
  });

  it.each(['169.254.169.254', 'fd00:ec2::254', '::ffff:169.254.169.254', '0.0.0.0', '::', '224.0.0.1', '240.1.1.1'])(
    'refuses %s even when private targets are allowed',
    (address) => {
      expect(judgeWebhookAddresses([address], { allowPrivate: true }).allowed).toBe(false);
    },
  );

  it('refuses a name when any of its addresses is private (the connection may use any)', () => {
    expect(judgeWebhookAddresses(['93.184.216.34', '10.0.0.1'], { allowPrivate: false })).toMatchObject({ allowed: false, address: '10.0.0.1' });
  });

  it('refuses a name with no address', () => {
    expect(judgeWebhookAddresses([], { allowPrivate: true }).allowed).toBe(false);
  });

  it('names the class in words', () => {
    const refused = judgeWebhookAddresses(['169.254.169.254'], { allowPrivate: false });
    expect(refused.allowed ? '' : refused.reason).toBe('The webhook address resolves to a cloud metadata service (169.254.169.254).');
  });
});
