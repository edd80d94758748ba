import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentDetailModal } from '../../../src/features/agenda/appointment/AppointmentDetailModal';
import { whatsappNumber } from '../../../src/features/agenda/appointment/whatsapp';
import i18n from '../../../src/i18n';
import { appointment, MARIA } from './appointmentFixtures';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';
import { ANA, BRUNO, seedStaff } from '../staff/staffFixtures';

/** The reminder link for Maria with this phone on her record. */
async function reminder(phone: string | null) {
  seedStaff([ANA, BRUNO]);
  server.use(http.get(`${API}/clients/5`, () => HttpResponse.json({ ...MARIA, phone })));
  renderSignedIn(<AppointmentDetailModal appointment={appointment()} onClose={vi.fn()} onEdit={vi.fn()} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('link', { name: 'Maria Silva' });
  return dialog;
}

const parts = (href: string | null) => {
  const url = new URL(href ?? '');
  return { host: url.host, number: url.pathname.slice(1), text: url.searchParams.get('text') };
};

describe("'Lembrar pelo WhatsApp'", () => {
  it("opens wa.me with the client's number (55 and the DDD) and the reminder in Portuguese", async () => {
    const dialog = await reminder('(11) 98765-4321');
    const link = await within(dialog).findByRole('link', { name: 'Lembrar pelo WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(parts(link.getAttribute('href'))).toEqual({
      host: 'wa.me',
      number: '5511987654321',
      text: 'Olá, Maria! Passando para lembrar do seu horário no Salão da Ana: Corte masculino com Dona Ana, quinta-feira, 14/03, às 09:30. Até lá!',
    });
  });

  it('writes the reminder in English when the app is in English', async () => {
    await i18n.changeLanguage('en');
    const dialog = await reminder('11 98765 4321');
    const link = await within(dialog).findByRole('link', { name: 'Remind on WhatsApp' });
    expect(parts(link.getAttribute('href')).text).toBe(
      'Hi Maria! A reminder of your appointment at Salão da Ana: Corte masculino with Dona Ana, Thursday, March 14, at 09:30. See you then!',
    );
  });

  it("completes a number saved without its DDD with the professional's area code", async () => {
    const dialog = await reminder('98765-4321');
    const link = await within(dialog).findByRole('link', { name: 'Lembrar pelo WhatsApp' });
    expect(parts(link.getAttribute('href')).number).toBe('5511987654321');
  });

  it('is not offered when the client has no phone', async () => {
    const dialog = await reminder(null);
    await within(dialog).findByText('Corte masculino com Dona Ana');
    expect(within(dialog).queryByRole('link', { name: 'Lembrar pelo WhatsApp' })).not.toBeInTheDocument();
  });
});

describe('the WhatsApp number', () => {
  it.each([
    ['(11) 98765-4321', null, '5511987654321'],
    ['+55 (21) 3456-7890', null, '552134567890'],
    ['011 98765-4321', null, '5511987654321'],
    ['98765-4321', '31', '5531987654321'],
    ['98765-4321', null, null],
    ['+351 912 345 678', null, '351912345678'],
    ['123', null, null],
  ])('%s (salon DDD %s) is %s', (phone, areaCode, expected) => {
    expect(whatsappNumber(phone, areaCode)).toBe(expected);
  });
});
