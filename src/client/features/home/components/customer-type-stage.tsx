import { ArrowRight, Building, House, KeyRound } from 'lucide-react';
import type { HomeCustomerType } from '#domain/funnels/home-flow-answers';
import type { PublicAppSettings } from '#domain/settings/default-app-settings';
import { Button } from '#client/components/ui/button';
import { ChoiceCards, type ChoiceOption } from './choice-cards';
import { StageShell } from './stage-shell';
import { TrustStrip } from './trust-strip';

/** Word for word (docs/product/home-flow.md#customer-type). */
const CUSTOMER_TYPE_OPTIONS: readonly ChoiceOption<HomeCustomerType>[] = [
  { value: 'residential', label: 'Residential', description: 'Homeowners and tenants', Icon: House },
  { value: 'commercial', label: 'Commercial', description: 'Shops, offices, venues', Icon: Building },
  { value: 'property_manager', label: 'Property Manager', description: 'Managing multiple properties', Icon: KeyRound },
];

export type CustomerTypeStageProps = {
  progress: string | null;
  customerType: HomeCustomerType | null;
  canContinue: boolean;
  settings: PublicAppSettings;
  /** True while the app settings load. */
  isSettingsPending: boolean;
  onChange: (customerType: HomeCustomerType) => void;
  onContinue: () => void;
};

export function CustomerTypeStage({ progress, customerType, canContinue, settings, isSettingsPending, onChange, onContinue }: CustomerTypeStageProps) {
  return (
    <StageShell progress={progress} title="Who is this quote for?" description="Choose one so we can tailor your quote.">
      <ChoiceCards
        legend="Who is this quote for?"
        name="customerType"
        options={CUSTOMER_TYPE_OPTIONS}
        value={customerType}
        onChange={onChange}
      />
      <Button size="lg" className="w-full sm:w-auto sm:self-end" disabled={!canContinue} onClick={onContinue}>
        Continue
        <ArrowRight aria-hidden="true" />
      </Button>
      <TrustStrip settings={settings} isPending={isSettingsPending} />
    </StageShell>
  );
}
