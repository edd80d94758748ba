/**
 * 'Lembrar pelo WhatsApp': a wa.me link to the client's number with the reminder typed in. wa.me takes the
 * number as digits with the country code and no '+', so a Brazilian number gets its 55, and one saved
 * without its area code (DDD) borrows the salon's, read from a professional's phone.
 */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The DDD of a Brazilian number, or null. */
export function areaCodeOf(phone: string | null | undefined): string | null {
  if (!phone || (phone.trim().startsWith('+') && !/^\s*\+\s*55/.test(phone))) return null;
  const digits = digitsOf(phone).replace(/^0+/, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits.slice(2, 4);
  return digits.length === 10 || digits.length === 11 ? digits.slice(0, 2) : null;
}

/** The number as wa.me wants it, or null when it cannot be a phone (the button is then hidden). */
export function whatsappNumber(phone: string | null | undefined, areaCode: string | null = null): string | null {
  if (!phone?.trim()) return null;
  const digits = digitsOf(phone);
  // '+351 ...': another country's number, already complete.
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  const national = digits.replace(/^0+/, ''); // a trunk 0, as in '011 98765-4321'
  if ((national.length === 12 || national.length === 13) && national.startsWith('55')) return national;
  if (national.length === 10 || national.length === 11) return `55${national}`;
  if ((national.length === 8 || national.length === 9) && areaCode) return `55${areaCode}${national}`;
  return null;
}

export const whatsappLink = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
