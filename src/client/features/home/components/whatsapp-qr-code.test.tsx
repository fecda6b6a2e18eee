import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { WhatsAppQrCode } from './whatsapp-qr-code';

const URL_A = 'https://wa.me/447700900123?text=Hello';
const URL_B = 'https://wa.me/447700900123?text=Another%20job';

function pathOf(url: string): string {
  const { unmount } = render(<WhatsAppQrCode url={url} />);
  const d = screen.getByRole('img', { name: 'QR code that opens WhatsApp on your phone' }).querySelector('path')?.getAttribute('d') ?? '';
  unmount();
  return d;
}

describe('the video confirmation QR code', () => {
  it("draws one square per dark module of the WhatsApp link's code", () => {
    const { modules } = create(URL_A, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const d = pathOf(URL_A);
    expect(d.match(/M/g)).toHaveLength(dark);
    expect(pathOf(URL_B)).not.toBe(d);
  });

  it('tells desktop visitors to scan it with their phone', () => {
    render(<WhatsAppQrCode url={URL_A} />);
    expect(screen.getByText('On a computer? Scan this with your phone to open WhatsApp.')).toBeInTheDocument();
  });
});
