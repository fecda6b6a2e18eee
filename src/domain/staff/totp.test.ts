import { describe, expect, it } from 'vitest';
import { findTotpStep, fromBase32, hotpCode, type HmacSha1, toBase32, totpCounter, truncateToCode } from './totp';

const bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((h) => Number.parseInt(h, 16)));

describe('base32 (RFC 4648 test vectors)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j is %j and back', (text, encoded) => {
    expect(toBase32(bytes(text))).toBe(encoded);
    if (encoded) expect(fromBase32(encoded)).toEqual(bytes(text));
  });

  it('reads a secret as people type it, and refuses what is not base32', () => {
    expect(fromBase32('mzxw 6ytb-oi==')).toEqual(bytes('foobar'));
    expect(fromBase32('MZXW1')).toBeNull();
    expect(fromBase32('  ')).toBeNull();
  });
});

describe('HOTP dynamic truncation (RFC 4226 section 5.4)', () => {
  it('turns the RFC example HMAC into 872921', () => {
    expect(truncateToCode(fromHex('1f8698690e02ca16618550ef7f19da8e945b555a'))).toBe('872921');
  });

  it('pads with leading zeros', () => {
    // offset 0 (last byte 0x00), value 0x00000007.
    const hmac = new Uint8Array(20);
    hmac[3] = 7;
    expect(truncateToCode(hmac)).toBe('000007');
  });

  it('signs the counter as 8 big-endian bytes', () => {
    const seen: number[][] = [];
    const spy: HmacSha1 = (_key, message) => {
      seen.push([...message]);
      return new Uint8Array(20);
    };
    hotpCode(spy, bytes('k'), 0x0102);
    expect(seen).toEqual([[0, 0, 0, 0, 0, 0, 1, 2]]);
  });
});

describe('the TOTP window', () => {
  /** A stand-in HMAC whose code is the counter itself, so the window can be read off. */
  const counterAsCode: HmacSha1 = (_key, message) => {
    const counter = message.reduce((n, b) => n * 256 + b, 0);
    const hmac = new Uint8Array(20);
    hmac[0] = (counter >>> 24) & 0x7f;
    hmac[1] = (counter >>> 16) & 0xff;
    hmac[2] = (counter >>> 8) & 0xff;
    hmac[3] = counter & 0xff;
    return hmac;
  };
  const now = 59_000 + 30_000 * 1000; // step 1001
  const code = (step: number) => String(step % 1_000_000).padStart(6, '0');

  it('counts 30-second steps from the epoch', () => {
    expect(totpCounter(59_000)).toBe(1);
    expect(totpCounter(60_000)).toBe(2);
  });

  it.each([
    [1000, 1000],
    [1001, 1001],
    [1002, 1002],
    [999, null],
    [1003, null],
  ])('a code from step %s matches %s', (step, matched) => {
    expect(findTotpStep(counterAsCode, bytes('k'), code(step), now)).toBe(matched);
  });

  it('never matches a step already used, so a code cannot be replayed', () => {
    expect(findTotpStep(counterAsCode, bytes('k'), code(1001), now, 1001)).toBeNull();
    expect(findTotpStep(counterAsCode, bytes('k'), code(1002), now, 1001)).toBe(1002);
  });

  it('takes spaces but nothing that is not six digits', () => {
    expect(findTotpStep(counterAsCode, bytes('k'), '001 001', now)).toBe(1001);
    expect(findTotpStep(counterAsCode, bytes('k'), '1001', now)).toBeNull();
    expect(findTotpStep(counterAsCode, bytes('k'), 'abcdef', now)).toBeNull();
  });
});
