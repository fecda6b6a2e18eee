import { Badge, type BadgeVariant } from '../../../components/ui/badge';

/** customer-flows §2.1: simple, moderate or complex; colours as on the pricing page (green, yellow, red). */
const COMPLEXITY_VARIANTS: ReadonlyMap<string, BadgeVariant> = new Map([
  ['simple', 'success'],
  ['moderate', 'warning'],
  ['complex', 'destructive'],
]);

export type ComplexityBadgeProps = { complexity: string; className?: string };

export function ComplexityBadge({ complexity, className }: ComplexityBadgeProps) {
  return (
    <Badge variant={COMPLEXITY_VARIANTS.get(complexity) ?? 'destructive'} className={className}>
      {complexity}
    </Badge>
  );
}
