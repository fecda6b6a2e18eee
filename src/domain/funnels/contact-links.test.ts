import { describe, expect, it } from 'vitest';
import { toTelHref, toVideoQuoteMessage, toWhatsAppDigits, toWhatsAppUrl } from './contact-links';

describe('contact links', () => {
  it.each([
    ['01632 960000', 'tel:01632960000'],
    ['+44 1632 960000', 'tel:+441632960000'],
    ['(0161) 496-0000', 'tel:01614960000'],
    ['+44 (0)1632 960000', 'tel:+441632960000'],
  ])('dials %s as %s', (phone, href) => {
    expect(toTelHref(phone)).toBe(href);
  });

  it.each([
    ['447700900000', '447700900000'],
    ['+44 7700 900000', '447700900000'],
    ['07700 900000', '447700900000'],
    ['0044 7700 900000', '447700900000'],
  ])('writes the WhatsApp number %s as %s', (number, digits) => {
    expect(toWhatsAppDigits(number)).toBe(digits);
  });

  it('opens wa.me with the URL-encoded message', () => {
    expect(toWhatsAppUrl('+44 7700 900000', 'Hi & hello?\nJob: tap')).toBe(
      'https://wa.me/447700900000?text=Hi%20%26%20hello%3F%0AJob%3A%20tap',
    );
  });

  it('writes a video-quote message with the name and the job', () => {
    const message = toVideoQuoteMessage({ businessName: 'Handyman Services', customerName: 'Jo Bloggs', jobDescription: ' Fix a tap ' });
    expect(message).toContain('Hi Handyman Services');
    expect(message).toContain('Name: Jo Bloggs');
    expect(message).toContain('Job: Fix a tap');
  });
});
