import { describe, expect, it } from 'vitest';
import { toCsvLine } from './escape-csv-cell';
import { LEAD_CSV_HEADER, type LeadCsvFacts, toLeadCsvCells } from './to-lead-csv-cells';

const LEAD: LeadCsvFacts = {
  id: 'a3c9f8de-0000-4000-8000-000000000001',
  createdAt: '2026-11-21T10:00:00.000Z',
  customerName: 'Sarah Jones',
  phone: '+44 7700 900123',
  email: null,
  address: '1 High Street',
  postcode: null,
  jobDescription: 'Fix the tap, then "shelves"',
  urgency: 'within_week',
  outcome: 'phone_quote',
  recommendedAction: 'video_quote',
  status: 'new',
  source: 'customer_form',
  estimatedPriceLow: 12_000,
  estimatedPriceHigh: 18_050,
  quoteAmount: null,
  notes: '=cmd|calc',
};

describe('toLeadCsvCells', () => {
  it('has one cell per column', () => {
    expect(toLeadCsvCells(LEAD)).toHaveLength(LEAD_CSV_HEADER.length);
  });

  it('writes money in pounds, the quote method by its label, and stays spreadsheet-safe', () => {
    expect(toCsvLine(toLeadCsvCells(LEAD))).toBe(
      [
        '"a3c9f8de-0000-4000-8000-000000000001"',
        '"2026-11-21T10:00:00.000Z"',
        '"Sarah Jones"',
        `"'+44 7700 900123"`,
        '',
        '"1 High Street"',
        '',
        '"Fix the tap, then ""shelves"""',
        '"within_week"',
        '"Video Quote"',
        '"new"',
        '"customer_form"',
        '120',
        '180.5',
        '',
        `"'=cmd|calc"`,
      ].join(',') + '\r\n',
    );
  });

  it('falls back to the outcome when the analysis recommended nothing', () => {
    expect(toLeadCsvCells({ ...LEAD, recommendedAction: null })[9]).toBe('Phone Quote');
    expect(toLeadCsvCells({ ...LEAD, recommendedAction: null, outcome: null })[9]).toBeNull();
  });
});
