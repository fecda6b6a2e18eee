import { PageHeader } from '#client/components/ui/page-header';

/** /admin/pricing: the pricing configuration, built in a later issue. */
export function PricingConfigPage() {
  return (
    <PageHeader
      title="Pricing Configuration"
      description="Rates, call-out fee and modifiers used for every quote."
    />
  );
}
