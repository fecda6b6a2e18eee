import { useQuery } from '@tanstack/react-query';
import { HardHat } from 'lucide-react';
import type { ContractorRate } from '#contracts/contractor-rates.contract';
import { SKILL_LEVEL_LABELS } from '#domain/contractor-pay/contractor-pay-labels';
import { ErrorBanner } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableLoadingRows, TableRow } from '#client/components/ui/table';
import { toast } from '#client/components/ui/use-toast';
import { formatPounds } from '#client/lib/format';
import { contractorRatesQueryOptions, useUpdateContractorRateMutation } from '#client/resources/contractor-pay/contractor-pay-api';
import { AddRateForm } from './add-rate-form';

const COLUMNS = 3;

/** The contractor rates card (docs/product/contractor-pay.md#screen): the list, Activate/Deactivate, and the add-rate form. */
export function ContractorRatesCard() {
  const rates = useQuery(contractorRatesQueryOptions());
  const updateMutation = useUpdateContractorRateMutation();

  function handleToggle(rate: ContractorRate) {
    updateMutation.mutate(
      { rateId: rate.id, isActive: !rate.isActive },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Contractor rate updated successfully' }),
        // The original left this unhandled (docs/product/contractor-pay.md#messages): the rate stays as it was.
        onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to update contractor rate' }),
      },
    );
  }

  const pendingRateId = updateMutation.isPending ? updateMutation.variables.rateId : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contractor rates</CardTitle>
        <CardDescription>Only active rates can be chosen in the calculation.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {rates.isError ? (
          <ErrorBanner onRetry={() => rates.refetch()} isRetrying={rates.isFetching}>
            The contractor rates could not be loaded.
          </ErrorBanner>
        ) : null}
        <Table label="Contractor rates" caption="Contractor rates, active first" density="compact" isBusy={rates.isFetching} className="min-w-[18rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Contractor</TableHead>
              <TableHead align="right">Hourly rate</TableHead>
              <TableHead>
                <span className="sr-only">Action</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rates.isPending ? <TableLoadingRows columns={COLUMNS} rows={3} /> : null}
            {rates.data?.length === 0 ? (
              <TableEmptyRow columns={COLUMNS}>
                <EmptyState icon={HardHat} title="No contractor rates yet" description="Add a contractor's hourly rate below." />
              </TableEmptyRow>
            ) : null}
            {rates.data?.map((rate) => (
              <TableRow key={rate.id}>
                <TableCell>
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {rate.name}
                    <Badge variant={rate.isActive ? 'success' : 'secondary'}>{rate.isActive ? 'Active' : 'Inactive'}</Badge>
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {SKILL_LEVEL_LABELS[rate.skillLevel]}
                    {rate.description ? `: ${rate.description}` : ''}
                  </span>
                </TableCell>
                <TableCell align="right" className="tabular-nums">
                  {formatPounds(rate.hourlyRate)}
                </TableCell>
                <TableCell align="right">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => handleToggle(rate)}
                    disabled={pendingRateId === rate.id}
                    aria-label={`${rate.isActive ? 'Deactivate' : 'Activate'} ${rate.name}`}
                  >
                    {rate.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <AddRateForm />
      </CardContent>
    </Card>
  );
}
