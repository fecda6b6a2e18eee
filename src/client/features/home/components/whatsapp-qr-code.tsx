import { QrCode } from '#client/components/qr-code/qr-code';

/**
 * The video confirmation's QR code for desktop visitors, whose WhatsApp is on their phone
 * (docs/product/home-flow.md#confirmations): the same link as 'Open WhatsApp'.
 */
export function WhatsAppQrCode({ url }: { url: string }) {
  return (
    <figure className="hidden flex-col items-start gap-2 md:flex">
      <QrCode value={url} label="QR code that opens WhatsApp on your phone" className="size-56 rounded-md border bg-white" />
      <figcaption className="text-sm text-muted-foreground">On a computer? Scan this with your phone to open WhatsApp.</figcaption>
    </figure>
  );
}
