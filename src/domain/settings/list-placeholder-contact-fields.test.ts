import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from './default-app-settings';
import { listPlaceholderContactFields } from './list-placeholder-contact-fields';

describe('the placeholder contact numbers', () => {
  it('are both listed while the seeded numbers are in place', () => {
    expect(listPlaceholderContactFields(DEFAULT_APP_SETTINGS)).toEqual(['businessPhone', 'whatsappNumber']);
  });

  it.each([
    ['the phone typed another way', { businessPhone: '+44 1632 960000', whatsappNumber: '0117 496 0123' }, ['businessPhone']],
    ['the WhatsApp number typed another way', { businessPhone: '0117 496 0123', whatsappNumber: '07700 900000' }, ['whatsappNumber']],
    ['only the phone changed', { businessPhone: '0117 496 0123', whatsappNumber: '447700900000' }, ['whatsappNumber']],
    ['both changed', { businessPhone: '0117 496 0123', whatsappNumber: '447700900123' }, []],
    ['both changed to numbers that are not UK numbers', { businessPhone: 'ring the office', whatsappNumber: '+1 202 555 0123' }, []],
  ] as const)('are listed by field when %s', (_what, settings, fields) => {
    expect(listPlaceholderContactFields(settings)).toEqual(fields);
  });
});
