import { bookingPhone } from './phoneNumbers';

/**
 * https://wa.me/<digits>, which opens a chat with the salon, on its booking page, its reminders and its online
 * booking e-mails: a Brazilian phone as the salon typed it (with or without +55 or a leading 0) as 55..., or a
 * number from abroad typed with its '+' (a branch in Portugal: +351...). Null for what is not a phone.
 */
export function whatsAppUrl(phone: string | null): string | null {
  const parsed = phone ? bookingPhone(phone) : undefined;
  return parsed ? `https://wa.me/${parsed.variants.at(-1)}` : null;
}
