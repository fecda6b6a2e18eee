import { Badge, type BadgeVariant } from './ui/badge';
import { type ComplexityTone, toComplexityTone } from '#domain/funnels/pricing-flow';

const TONE_VARIANTS: Record<ComplexityTone, BadgeVariant> = {
  green: 'success',
  yellow: 'warning',
  red: 'destructive',
};

export type ComplexityBadgeProps = { complexity: string; className?: string };

/**
 * A task's complexity in both funnels: simple green, moderate yellow, anything else red
 * (docs/product/home-flow.md#task-badges).
 */
export function ComplexityBadge({ complexity, className }: ComplexityBadgeProps) {
  return (
    <Badge variant={TONE_VARIANTS[toComplexityTone(complexity)]} className={className}>
      {complexity}
    </Badge>
  );
}
