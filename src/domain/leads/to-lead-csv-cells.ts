import { getLeadQuoteMethod, toQuoteMethodLabel } from '../display/to-quote-method-label';
import { penceToPounds } from '../money';
import type { CsvCell } from './escape-csv-cell';

/** The columns of the leads export, in order. Money columns are pounds, as a spreadsheet sums them. */
export const LEAD_CSV_HEADER = [
  'Lead ID',
  'Created (UTC)',
  'Customer name',
  'Phone',
  'Email',
  'Address',
  'Postcode',
  'Job description',
  'Urgency',
  'Quote method',
  'Status',
  'Source',
  'Estimated low (£)',
  'Estimated high (£)',
  'Final quote (£)',
  'Notes',
] as const;

export type LeadCsvFacts = {
  id: string;
  createdAt: string;
  customerName: string;
  phone: string;
  email: string | null;
  address: string | null;
  postcode: string | null;
  jobDescription: string;
  urgency: string | null;
  outcome: string | null;
  recommendedAction: string | null;
  status: string;
  source: string;
  /** Pence, like every lead price on the wire. */
  estimatedPriceLow: number | null;
  estimatedPriceHigh: number | null;
  quoteAmount: number | null;
  notes: string | null;
};

function toPounds(pence: number | null): number | null {
  return pence === null ? null : penceToPounds(pence);
}

/** One lead as a row of the export; escaping for spreadsheets is escapeCsvCell's job. */
export function toLeadCsvCells(lead: LeadCsvFacts): CsvCell[] {
  const method = getLeadQuoteMethod(lead);
  return [
    lead.id,
    lead.createdAt,
    lead.customerName,
    lead.phone,
    lead.email,
    lead.address,
    lead.postcode,
    lead.jobDescription,
    lead.urgency,
    method === null ? null : toQuoteMethodLabel(method),
    lead.status,
    lead.source,
    toPounds(lead.estimatedPriceLow),
    toPounds(lead.estimatedPriceHigh),
    toPounds(lead.quoteAmount),
    lead.notes,
  ];
}
