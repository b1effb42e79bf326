// The QR code of the booking page's link, for the front desk to print. The encoder is loaded only
// when the section shows a link (its own chunk: the /dashboard start-up JS budget).
import { qrPath } from './online-form';

export interface QrCode {
  /** Modules per side, without the quiet zone. */
  size: number;
  path: string;
}

export async function makeQrCode(text: string): Promise<QrCode> {
  const { default: qrcode } = await import('qrcode-generator');
  // 'M': a quarter of the code may be smudged or torn and it still reads.
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return { size, path: qrPath(size, (r, c) => qr.isDark(r, c)) };
}
