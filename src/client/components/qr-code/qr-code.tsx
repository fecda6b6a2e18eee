import { create } from 'qrcode';

/**
 * A QR code drawn as SVG squares from the code's modules, so nothing is injected as markup or
 * loaded from elsewhere (docs/product/home-flow.md#confirmations, docs/product/staff-accounts.md#account).
 * `label` is the accessible name screen readers announce.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4;
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (modules.get(row, column)) squares.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  const box = size + quiet * 2;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${box} ${box}`} className={className} shapeRendering="crispEdges">
      <path d={squares.join('')} fill="#000" />
    </svg>
  );
}
