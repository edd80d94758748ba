import { bookingPhone } from './phoneNumbers';

/**
 * https://wa.me/55... for a Brazilian phone as the salon typed it (with or without +55 or a leading 0), which
 * opens a chat with the salon: on its booking page, its reminders and its online booking e-mails. Null for
 * anything else, a number from abroad included (the page's rule, publicBookingView.ts).
 */
export function whatsAppUrl(phone: string | null): string | null {
  const parsed = phone ? bookingPhone(phone) : undefined;
  return parsed && parsed.variants.length === 2 ? `https://wa.me/${parsed.variants[1]}` : null;
}
