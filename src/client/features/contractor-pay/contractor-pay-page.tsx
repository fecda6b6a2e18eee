import { PageHeader } from '#client/components/ui/page-header';
import { ContractorRatesCard } from './components/contractor-rates-card';
import { PayCalculationCard } from './components/pay-calculation-card';

/**
 * /admin/contractor-pay (docs/product/contractor-pay.md#screen): the calculation card and the
 * contractor rates card.
 */
export function ContractorPayPage() {
  return (
    <>
      <PageHeader title="Contractor Pay Calculator" description="Work out contractor pay and margin for a job." />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <PayCalculationCard />
        <ContractorRatesCard />
      </div>
    </>
  );
}
