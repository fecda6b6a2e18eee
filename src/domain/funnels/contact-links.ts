/**
 * Links that reach the business from the video and booking screens
 * (docs/product/home-flow.md#video-quote, docs/product/home-flow.md#site-visit).
 * The numbers come from the app settings, typed by staff: spaces, a leading + or a UK 0.
 */

/** The UK country code: a number typed the national way (07…) is dialled as 44 7… abroad. */
const UK_COUNTRY_CODE = '44';

/**
 * 'tel:' link of a phone number, keeping a leading + and dropping spaces and punctuation. The
 * UK habit '+44 (0)1632…' marks a 0 that is dialled only from inside the UK: it is dropped.
 */
export function toTelHref(phone: string): string {
  const trimmed = phone.trim().replace(/\(\s*0\s*\)/g, '');
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** wa.me wants the full international number in digits only: '+44 7700 900000' → '447700900000'. */
export function toWhatsAppDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `${UK_COUNTRY_CODE}${digits.slice(1)}`;
  return digits;
}

/** `https://wa.me/{number}?text={URL-encoded message}` (docs/product/shared-behaviour.md#app-settings). */
export function toWhatsAppUrl(number: string, message: string): string {
  return `https://wa.me/${toWhatsAppDigits(number)}?text=${encodeURIComponent(message)}`;
}

export type WhatsAppMessageInput = {
  businessName: string;
  customerName: string;
  jobDescription: string;
};

/** The longest job text put in a WhatsApp message; the staff have the full text on the lead. */
const MESSAGE_JOB_MAX_CHARS = 500;

function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MESSAGE_JOB_MAX_CHARS ? `${trimmed.slice(0, MESSAGE_JOB_MAX_CHARS).trimEnd()}...` : trimmed;
}

/** The message the customer sends with their video (whatsapp_video). */
export function toVideoQuoteMessage({ businessName, customerName, jobDescription }: WhatsAppMessageInput): string {
  return [
    `Hi ${businessName}, I'd like a video quote please.`,
    `Name: ${customerName}`,
    `Job: ${clip(jobDescription)}`,
    "I'll send a short video of the job next.",
  ].join('\n');
}

/** The message for 'Chat on WhatsApp' on the booking screen (book_handyman). */
export function toBookingChatMessage({ businessName, customerName, jobDescription }: WhatsAppMessageInput): string {
  return [
    `Hi ${businessName}, I'd like to book a handyman.`,
    `Name: ${customerName}`,
    `Job: ${clip(jobDescription)}`,
  ].join('\n');
}
