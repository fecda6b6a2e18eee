import { type AppSettingsValues, DEFAULT_APP_SETTINGS } from './default-app-settings';
import { normaliseUkPhoneNumber } from './normalise-uk-phone-number';

export type ContactField = 'businessPhone' | 'whatsappNumber';

function toComparable(typed: string): string {
  return normaliseUkPhoneNumber(typed)?.internationalDigits ?? typed.trim();
}

/**
 * The contact numbers still set to the seeded placeholders (docs/product/app-settings.md#placeholder-numbers):
 * while any is, customers are shown a number that rings nobody. Compared in normal form, so
 * '+44 1632 960000' is still the placeholder '01632 960000'.
 */
export function listPlaceholderContactFields(settings: Pick<AppSettingsValues, ContactField>): ContactField[] {
  const fields: ContactField[] = ['businessPhone', 'whatsappNumber'];
  return fields.filter((field) => toComparable(settings[field]) === toComparable(DEFAULT_APP_SETTINGS[field]));
}
