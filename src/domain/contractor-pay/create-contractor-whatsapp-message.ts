import { toFirstName } from '../display/to-display-name';
import { toHoursLabel } from '../display/to-hours-label';
import { toPoundsText } from '../money';
import { type AddressParts, toAddressArea } from './to-address-area';

/** Said when the lead's address gives no area a contractor could use. */
export const UNKNOWN_AREA_TEXT = 'To be confirmed';

export type ContractorMessageInput = {
  contractorName?: string | null;
  customerName?: string | null;
  jobDescription?: string | null;
  /** The lead's address; only its area is written (toAddressArea). */
  address?: AddressParts;
  hours: number;
  hourlyRatePence: number;
  payPence: number;
};

/**
 * The text copied for WhatsApp when offering a job to a contractor
 * (docs/product/contractor-pay.md#whatsapp-message). It carries the
 * work, the area, the time and the pay, and only the customer's first name: the phone number,
 * email and street address go to the contractor once they accept, not to anyone the message is
 * forwarded to.
 */
export function createContractorWhatsAppMessage(input: ContractorMessageInput): string {
  const greeting = input.contractorName?.trim() ? `Hi ${toFirstName(input.contractorName)},` : 'Hi,';
  const job = input.jobDescription?.trim() || 'Details to follow';
  const hours = toHoursLabel(input.hours);
  return [
    greeting,
    '',
    'New job available:',
    `Job: ${job}`,
    `Area: ${toAddressArea(input.address ?? {}) ?? UNKNOWN_AREA_TEXT}`,
    `Estimated time: ${hours}`,
    `Pay: ${toPoundsText(input.payPence)} (${hours} at ${toPoundsText(input.hourlyRatePence)} an hour)`,
    '',
    `Can you take it? Reply YES and we'll send you ${toFirstName(input.customerName)}'s details.`,
  ].join('\n');
}
