import { describe, expect, it } from 'vitest';
import { whatsAppUrl } from '../../../server/services/reminderRules';

/** One link for the salon's page, its reminders and its online booking e-mails: the page's rule. */
describe("the salon's WhatsApp link", () => {
  it('opens a chat for a Brazilian number however the salon typed it', () => {
    for (const phone of ['(11) 3456-7890', '+55 11 3456-7890', '551134567890', '0 11 3456 7890']) expect(whatsAppUrl(phone), phone).toBe('https://wa.me/551134567890');
    for (const phone of ['(11) 91234-5678', '+55 11 91234-5678', '011 91234-5678']) expect(whatsAppUrl(phone), phone).toBe('https://wa.me/5511912345678');
  });

  it('opens a chat for a number from abroad typed with its +', () => {
    expect(whatsAppUrl('+351 912 345 678')).toBe('https://wa.me/351912345678');
    expect(whatsAppUrl('+1 555 123 4567')).toBe('https://wa.me/15551234567');
  });

  it('is none for what is not a phone', () => {
    for (const phone of [null, '', '3456-7890', '(11) 81234-5678', '(01) 3456-7890', '(11) 3456-7890 ramal 2', '+12 34']) {
      expect(whatsAppUrl(phone), String(phone)).toBeNull();
    }
  });
});
