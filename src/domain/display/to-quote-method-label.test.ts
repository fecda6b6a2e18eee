import { describe, expect, it } from 'vitest';
import { getLeadQuoteMethod, toLeadJobText, toQuoteMethodLabel } from './to-quote-method-label';

describe('getLeadQuoteMethod', () => {
  it.each([
    [{ recommendedAction: 'video_quote', outcome: 'phone_quote' }, 'video_quote'],
    [{ recommendedAction: '', outcome: 'phone_quote' }, 'phone_quote'],
    [{ recommendedAction: '  ', outcome: 'site_visit' }, 'site_visit'],
    [{ recommendedAction: null, outcome: 'whatsapp_video' }, 'whatsapp_video'],
    [{ outcome: ' site_visit ' }, 'site_visit'],
    [{ recommendedAction: null, outcome: null }, null],
    [{ outcome: '  ' }, null],
    [{}, null],
  ])('a lead with %o shows the method %s', (lead, method) => {
    expect(getLeadQuoteMethod(lead)).toBe(method);
  });
});

describe('toQuoteMethodLabel', () => {
  it.each([
    ['phone_quote', 'Phone Quote'],
    ['whatsapp_video', 'WhatsApp Video'],
    ['site_visit', 'Site Visit'],
    ['instant_quote', 'Instant Quote'],
    ['video_quote', 'Video Quote'],
    ['job_details_confirmed', 'Job Details Confirmed'],
    ['VIDEO_QUOTE', 'Video Quote'],
    ['quote_method_selected_site_visit', 'Quote Method Selected Site Visit'],
    ['pricing_page_quote_viewed', 'Pricing Page Quote Viewed'],
    ['__odd__value', 'Odd Value'],
    ['', 'Not recorded'],
    [null, 'Not recorded'],
  ])('%s reads %s', (method, label) => {
    expect(toQuoteMethodLabel(method)).toBe(label);
  });
});

describe('toLeadJobText', () => {
  it.each([
    ['a'.repeat(50), 'a'.repeat(50)],
    ['a'.repeat(51), `${'a'.repeat(50)}...`],
    [null, ''],
  ])('cuts the job description at 50 characters', (description, shown) => {
    expect(toLeadJobText(description)).toBe(shown);
  });
});
