import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { type DateRange, droppedOffQueryOptions } from '#client/resources/interactions/interactions-api';
import { DroppedOffList } from './dropped-off-list';
import { PanelStatus } from './panel-status';

/** 'Dropped off': the customers to call back in the range (docs/product/conversion-analytics.md#dropped-off). */
export function DroppedOffSection({ dateRange }: { dateRange: DateRange }) {
  const droppedOff = useQuery(droppedOffQueryOptions(dateRange));
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Dropped off</CardTitle>
        <CardDescription>Customers who left a name and phone but never finished, newest first. Call them back.</CardDescription>
      </CardHeader>
      <CardContent>
        <PanelStatus
          isPending={droppedOff.isPending}
          isError={droppedOff.isError}
          errorText="The customers who dropped off could not be loaded."
          loadingText="Loading the customers who dropped off…"
          onRetry={() => droppedOff.refetch()}
        >
          {droppedOff.data ? <DroppedOffList customers={droppedOff.data.customers} total={droppedOff.data.total} /> : null}
        </PanelStatus>
      </CardContent>
    </Card>
  );
}
