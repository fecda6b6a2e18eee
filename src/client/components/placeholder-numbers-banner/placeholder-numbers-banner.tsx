import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { type ContactField, listPlaceholderContactFields } from '#domain/settings/list-placeholder-contact-fields';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { staffAppSettingsQueryOptions } from '#client/resources/app-settings/app-settings-api';

const FIELD_WORDS: Record<ContactField, string> = {
  businessPhone: 'business phone',
  whatsappNumber: 'WhatsApp number',
};

export type PlaceholderNumbersBannerProps = {
  /** The App Settings screen's path, from the admin route table. */
  settingsHref: string;
};

/**
 * Shown on every back-office screen while the business phone or the WhatsApp number is still the
 * seeded placeholder (docs/product/app-settings.md#placeholder-numbers): customers' calls and
 * messages would go nowhere. Nothing is shown while the settings load or if they cannot be read.
 */
export function PlaceholderNumbersBanner({ settingsHref }: PlaceholderNumbersBannerProps) {
  const settings = useQuery(staffAppSettingsQueryOptions());
  if (!settings.data) return null;
  const fields = listPlaceholderContactFields(settings.data);
  if (fields.length === 0) return null;
  const which = fields.map((field) => FIELD_WORDS[field]).join(' and ');
  const isPlural = fields.length > 1;
  return (
    <Alert
      variant="warning"
      title="Customers are being shown placeholder numbers"
      className="mb-6"
      action={
        <Link href={settingsHref} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Open App Settings
        </Link>
      }
    >
      {`The ${which} ${isPlural ? 'are' : 'is'} still the example ${isPlural ? 'numbers' : 'number'} the app was installed with: customers who use ${isPlural ? 'them' : 'it'} will not reach you.`}
    </Alert>
  );
}
