/**
 * QR codes: the online booking page's link, and the checkout's and the receipt's Pix BR Codes. `qrcode` is imported
 * on first use only, so it is a chunk of its own that no page waits for: only a screen that draws a code downloads it.
 */
const load = () => import('qrcode');

/** An SVG document to show: sharp at any size, and no canvas needed. */
export async function qrSvg(text: string): Promise<string> {
  const QRCode = await load();
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** A PNG to download, large enough to print: what a phone shares to WhatsApp or Instagram, which take no SVG. */
export async function qrPng(text: string): Promise<Blob> {
  const QRCode = await load();
  const dataUrl = await QRCode.toDataURL(text, { width: 1024, margin: 2, errorCorrectionLevel: 'M' });
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}
