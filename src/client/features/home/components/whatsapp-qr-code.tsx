import { create } from 'qrcode';

/**
 * The video confirmation's QR code for desktop visitors, whose WhatsApp is on their phone
 * (docs/product/home-flow.md#confirmations): the same link as 'Open WhatsApp', drawn as SVG
 * squares from the code's modules, so nothing is injected as markup or loaded from elsewhere.
 */
export function WhatsAppQrCode({ url }: { url: string }) {
  const { modules } = create(url, { errorCorrectionLevel: 'M' });
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
    <figure className="hidden flex-col items-start gap-2 md:flex">
      <svg
        role="img"
        aria-label="QR code that opens WhatsApp on your phone"
        viewBox={`0 0 ${box} ${box}`}
        className="size-56 rounded-md border bg-white"
        shapeRendering="crispEdges"
      >
        <path d={squares.join('')} fill="#000" />
      </svg>
      <figcaption className="text-sm text-muted-foreground">On a computer? Scan this with your phone to open WhatsApp.</figcaption>
    </figure>
  );
}
