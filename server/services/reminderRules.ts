/** https://wa.me/55... for a Brazilian phone as the salon typed it; null when it has too few digits to be one. */
export function whatsAppUrl(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.length <= 11 ? `55${digits}` : digits}`;
}
