import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { AppSettings, AppSettingsInput } from '#contracts/app-settings.contract';
import { normaliseUkPhoneNumber } from '#domain/settings/normalise-uk-phone-number';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { Switch } from '#client/components/ui/switch';
import { toVatLine } from '#domain/settings/to-vat-line';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { formatDateTime } from '#client/lib/format';
import { applyInvalidParams } from '#client/lib/form-errors';
import { useOwnerAccess } from '#client/resources/auth/auth-api';
import { useUpdateAppSettingsMutation } from '#client/resources/app-settings/app-settings-api';
import { APP_SETTINGS_FIELD_LABELS, APP_SETTINGS_FIELDS, type AppSettingsField } from '../internal/app-settings-fields';
import { appSettingsResolver } from '../internal/app-settings-resolver';

type SettingsForm = UseFormReturn<AppSettingsInput>;

function toFormValues(settings: AppSettings): AppSettingsInput {
  const { updatedAt: _updatedAt, ...values } = settings;
  return values;
}

export type AppSettingsFormProps = {
  settings: AppSettings;
  /** Who made the save in force, when the history knows it. */
  lastSavedBy: string | null;
};

/**
 * The App Settings form (docs/product/app-settings.md#form-sections): four sections and the
 * last-updated line. Mounted afresh for each saved version of the settings (the page keys it by
 * updatedAt), so after a save or a restore it shows what the server stored.
 */
export function AppSettingsForm({ settings, lastSavedBy }: AppSettingsFormProps) {
  const saveMutation = useUpdateAppSettingsMutation();
  const { canChange } = useOwnerAccess();
  const form = useForm<AppSettingsInput>({ resolver: appSettingsResolver, defaultValues: toFormValues(settings) });

  // Awaited rather than given callbacks: on success the page mounts a fresh form for the saved
  // settings, and a mutate() callback would not run after its component is gone.
  async function handleSave(values: AppSettingsInput) {
    try {
      await saveMutation.mutateAsync(values);
      toast({ title: 'Success', description: 'App settings updated successfully' });
    } catch (error) {
      applyInvalidParams(error, form.setError, APP_SETTINGS_FIELDS);
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to save app settings' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSave)} aria-label="App settings" className="flex flex-col gap-6">
      <Section title="Google Review Configuration" description="The rating customers see on the home page, as '4.8/5 from 69 reviews'.">
        <div className="grid gap-4 sm:grid-cols-3">
          <SettingsField form={form} name="googleRating" hint="A number from 0 to 5." inputMode="decimal" />
          <SettingsField form={form} name="googleRatingStars" hint="Filled stars, 1 to 5." type="number" min={1} max={5} />
          <SettingsField form={form} name="googleReviewCount" hint="How many reviews." type="number" min={0} />
        </div>
      </Section>

      <Section title="Trust Badges" description="Shown under the first question of the home page. Leave one blank to hide it.">
        <div className="grid gap-4 md:grid-cols-3">
          <SettingsField form={form} name="trustBadge1" />
          <SettingsField form={form} name="trustBadge2" />
          <SettingsField form={form} name="trustBadge3" />
        </div>
      </Section>

      <Section title="Business Info" description="The name in the customer pages' header, and the numbers every Call and WhatsApp button uses.">
        <div className="grid gap-4 md:grid-cols-3">
          <SettingsField form={form} name="businessName" autoComplete="organization" />
          <SettingsField form={form} name="businessPhone" hint="A UK number, as you like to type it." type="tel" autoComplete="off" />
          <SettingsField form={form} name="whatsappNumber" hint={<WhatsAppLinkHint form={form} />} type="tel" autoComplete="off" />
        </div>
        <div className="mt-4">
          <VatField form={form} />
        </div>
      </Section>

      <Section title="Marketing Messages" description="The offer customers see while they wait and beside a video quote, and the promise shown for their urgency.">
        <div className="grid gap-4 md:grid-cols-2">
          <SettingsField form={form} name="offerText" />
          <SettingsField form={form} name="offerDescription" multiline />
          <SettingsField form={form} name="urgentServiceText" hint="For customers who need the job done urgently." />
          <SettingsField form={form} name="standardServiceText" hint="For everyone else." />
        </div>
      </Section>

      <Section title="Claims" description="The figures customers read on the quote screens. Change any you cannot stand behind; leave one blank to hide it.">
        <div className="grid gap-4 md:grid-cols-2">
          <SettingsField form={form} name="instantQuoteAccuracyText" hint="On the Online Quote card." />
          <SettingsField form={form} name="instantQuoteTimeText" hint="On the Online Quote card." />
          <SettingsField form={form} name="videoQuoteAccuracyText" hint="On the video quote card." />
          <SettingsField form={form} name="videoQuoteTimeText" hint="On the video quote card." />
          <SettingsField form={form} name="siteVisitAccuracyText" hint="On the site visit card; its time follows the customer's urgency." />
          <SettingsField form={form} name="instantQuoteVisitFeeText" hint="Shown struck through, with '£0 with an online quote'." />
          <SettingsField form={form} name="bookingVisitFeeText" hint="Shown struck through on the site-visit screen." />
          <SettingsField form={form} name="homeQuoteValidityText" hint="Under the Online Quote's total." />
          <SettingsField form={form} name="pricingQuoteValidityText" hint="In the pricing page quote's footer." />
        </div>
      </Section>

      <Section title="Company and Legal Pages" description="The footer of every customer page, and the privacy notice and terms it links to (/privacy, /terms).">
        <div className="grid gap-4">
          <SettingsField form={form} name="companyDetails" hint="For example: Fix-It Pete Ltd, registered in England and Wales no. 01234567, 1 High Street, Bristol BS1 1AA." />
          <SettingsField form={form} name="privacyNotice" hint="Plain text; a blank line starts a new paragraph, a short first line of a paragraph is its heading." multiline rows={10} />
          <SettingsField form={form} name="termsText" hint="Plain text, written the same way." multiline rows={10} />
        </div>
      </Section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {'Last updated: '}
          <time dateTime={settings.updatedAt}>{formatDateTime(settings.updatedAt)}</time>
          {lastSavedBy ? ` by ${lastSavedBy}` : ''}
        </p>
        <Button type="submit" size="lg" disabled={saveMutation.isPending || !canChange}>
          {saveMutation.isPending ? <Spinner className="text-current" /> : <Save aria-hidden="true" />}
          Save Settings
        </Button>
      </div>
    </form>
  );
}

type SectionProps = { title: string; description: string; children: ReactNode };

function Section({ title, description, children }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type SettingsFieldProps = {
  form: SettingsForm;
  name: AppSettingsField;
  hint?: ReactNode;
  type?: 'text' | 'tel' | 'number';
  inputMode?: 'decimal';
  autoComplete?: string;
  min?: number;
  max?: number;
  multiline?: boolean;
  rows?: number;
};

function SettingsField({ form, name, hint, type = 'text', inputMode, autoComplete, min, max, multiline = false, rows = 3 }: SettingsFieldProps) {
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name, type === 'number' ? { valueAsNumber: true } : {});
  return (
    <FormField label={APP_SETTINGS_FIELD_LABELS[name]} hint={hint} error={error}>
      {multiline ? (
        <Textarea rows={rows} {...registration} />
      ) : (
        <Input type={type} inputMode={inputMode} autoComplete={autoComplete} min={min} max={max} step={type === 'number' ? 1 : undefined} {...registration} />
      )}
    </FormField>
  );
}

/** Where customers' WhatsApp messages will go, worked out as staff type (docs/product/app-settings.md#phone-numbers). */
function WhatsAppLinkHint({ form }: { form: SettingsForm }) {
  const typed = useWatch({ control: form.control, name: 'whatsappNumber' });
  const number = normaliseUkPhoneNumber(typed ?? '');
  if (!number) return 'A UK number that has WhatsApp.';
  return `Customers' messages open wa.me/${number.internationalDigits}`;
}

/** Registered or not: customers read the matching line under every price (docs/product/app-settings.md#vat). */
function VatField({ form }: { form: SettingsForm }) {
  const isRegistered = useWatch({ control: form.control, name: 'vatRegistered' }) ?? false;
  return (
    <Controller
      control={form.control}
      name="vatRegistered"
      render={({ field }) => (
        <FormField label={APP_SETTINGS_FIELD_LABELS.vatRegistered} hint={`Customers see: '${toVatLine(isRegistered)}'.`} layout="inline">
          <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} name={field.name} />
        </FormField>
      )}
    />
  );
}
