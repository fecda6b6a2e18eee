import { toFirstName } from '../display/to-display-name';
import { toHoursLabel } from '../display/to-hours-label';
import { toPoundsText } from '../money';

export type ContractorMessageInput = {
  contractorName?: string | null;
  customerName?: string | null;
  jobDescription?: string | null;
  hours: number;
  hourlyRatePence: number;
  payPence: number;
};

/**
 * The text copied for WhatsApp when offering a job to a contractor
 * (docs/product/contractor-pay.md#whatsapp-message). It carries the
 * work, the time and the pay, and only the customer's first name: the phone number and
 * address go to the contractor once they accept, not to anyone the message is forwarded to.
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
    `Estimated time: ${hours}`,
    `Pay: ${toPoundsText(input.payPence)} (${hours} at ${toPoundsText(input.hourlyRatePence)} an hour)`,
    '',
    `Can you take it? Reply YES and we'll send you ${toFirstName(input.customerName)}'s details.`,
  ].join('\n');
}
