import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { type ComplexityTone, toComplexityTone } from '../../../../domain/funnels/pricing-flow';

const TONE_VARIANTS: Record<ComplexityTone, BadgeVariant> = {
  green: 'success',
  yellow: 'warning',
  red: 'destructive',
};

export type ComplexityBadgeProps = { complexity: string };

/** customer-flows §2.2: simple green, moderate yellow, anything else red. */
export function ComplexityBadge({ complexity }: ComplexityBadgeProps) {
  return (
    <Badge variant={TONE_VARIANTS[toComplexityTone(complexity)]} className="capitalize">
      {complexity}
    </Badge>
  );
}
