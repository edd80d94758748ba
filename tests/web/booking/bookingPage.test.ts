// Issue 28, item 2: the salon's public page, /s/{slug}: services and total, professional, day and time, the
// client's details, and the answers a booking gets (201, 409 with the next times, 422 under the fields, 429).
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, server } from '../msw';
import { dayName, openPage, phoneLanguage } from './open';
import { at, dayAfter, record, requests, salon, SLUG, today, usePublicApi } from './publicApi';

beforeEach(() => {
  phoneLanguage('pt-BR');
  usePublicApi();
});
afterEach(() => vi.restoreAllMocks());

const availabilityAsked = () => requests.filter((r) => r.method === 'GET' && r.path.includes('/availability')).map((r) => r.path);
const posts = () => requests.filter((r) => r.method === 'POST').map((r) => r.body);

async function chooseCorteAndBarba(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /Corte/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Barba/ }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
  await user.type(screen.getByLabelText('WhatsApp'), '11912345678');
  await user.click(screen.getByRole('checkbox', { name: /Aceito que Barbearia Teste use meu nome/ }));
}

describe('the booking page', () => {
  it('shows the salon, its services by category with duration and price, and the total of the chosen ones', async () => {
    const user = userEvent.setup();
    await openPage(`/s/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbearia Teste' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Rua Augusta, 100/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(screen.getByRole('link', { name: 'Falar no WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5511999998888');
    expect(screen.getByRole('heading', { name: 'Cabelo' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Escova.*45 min · R\$\s60,00/ })).toBeVisible();
    expect(screen.getByText('Nenhum serviço escolhido')).toBeVisible();
    await chooseCorteAndBarba(user);
    expect(screen.getByText(/^Total: R\$\s70,00 · 1 h$/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Escova/ }));
    expect(screen.getByText(/^Total: R\$\s130,00 · 1 h 45 min$/)).toBeVisible();
    // One request for the salon's page, none for anything else before a service is chosen.
    expect(requests[0].path).toBe(`/public/salons/${SLUG}`);
  });

  it("shows the salon's photo over its name, sized before it loads, and each professional's photo or initial", async () => {
    server.use(
      http.get(`${API}/public/salons/:slug`, () => HttpResponse.json({ ...salon, photo_url: `/v1/public/salons/${SLUG}/photo?v=b1` })),
    );
    const user = userEvent.setup();
    await openPage(`/s/${SLUG}`);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Barbearia Teste' })).closest('header') as HTMLElement;
    const banner = header.querySelector('img.banner');
    expect(banner).toHaveAttribute('src', `/v1/public/salons/${SLUG}/photo?v=b1`);
    // Its box is known before the bytes arrive (no shift of the page), and the heading says what it shows.
    expect([banner?.getAttribute('width'), banner?.getAttribute('height'), banner?.getAttribute('alt')]).toEqual(['960', '480', '']);
    await chooseCorteAndBarba(user);
    const choices = screen.getByRole('group', { name: 'Com quem?' });
    const ana = within(choices).getByRole('radio', { name: 'Ana' }).closest('label') as HTMLElement;
    expect(ana.querySelector('img.face')).toHaveAttribute('src', '/v1/public/salons/barbearia-teste/professionals/11/photo?v=k1');
    const bruno = within(choices).getByRole('radio', { name: 'Bruno' }).closest('label') as HTMLElement;
    expect(bruno.querySelector('img')).toBeNull();
    expect(bruno.querySelector('.face.initial')).toHaveTextContent('B');
  });

  it('asks availability for the chosen services in order and the chosen professional, who must do them all', async () => {
    const user = userEvent.setup();
    await openPage(`/s/${SLUG}`);
    await chooseCorteAndBarba(user);
    const choices = screen.getByRole('group', { name: 'Com quem?' });
    expect(within(choices).getByRole('radio', { name: 'Qualquer profissional' })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: 'Bruno' }));
    await screen.findAllByRole('button', { name: '09:00' });
    expect(availabilityAsked().at(-1)).toBe(`/public/salons/${SLUG}/availability?service_ids=3,7&from=${today()}&days=7&employee_id=12`);
    // Bruno does not do Escova: he leaves the list, and the question goes back to anyone.
    await user.click(screen.getByRole('checkbox', { name: /Escova/ }));
    expect(within(choices).queryByRole('radio', { name: 'Bruno' })).toBeNull();
    await vi.waitFor(() => expect(availabilityAsked().at(-1)).toBe(`/public/salons/${SLUG}/availability?service_ids=3,7,5&from=${today()}&days=7`));
  });

  it('picks a day and a time, says who does it, and books: the confirmation with the calendar file and the private link', async () => {
    const user = userEvent.setup();
    await openPage(`/s/${SLUG}`);
    await chooseCorteAndBarba(user);
    expect(await screen.findByRole('button', { name: dayName(dayAfter(1)) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: dayName(dayAfter(3)) }));
    expect(screen.getByRole('button', { name: dayName(dayAfter(3)) })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '09:30' }));
    expect(screen.getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Com Bruno, Ana')).toBeVisible();
    await fillDetails(user);
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 91234-5678');
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

    expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
    expect(posts()).toEqual([
      { service_ids: [3, 7], employee_id: null, start_at: at(dayAfter(3), '09:30'), client: { name: 'Maria Souza', phone: '(11) 91234-5678' }, consent: true, website: '' },
    ]);
    expect(screen.getByText(/às 09:30$/)).toBeVisible();
    expect(screen.getByText('Corte')).toBeVisible();
    expect(screen.getAllByText(/Com Bruno/).length).toBe(2);
    expect(screen.getByText(/^Total: R\$\s70,00/)).toBeVisible();
    expect(screen.getByText('Barbearia Teste · Rua Augusta, 100 - São Paulo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute('href', '/v1/public/bookings/tok-123/calendar.ics');
    expect(screen.getByRole('link', { name: 'Ver, remarcar ou cancelar' })).toHaveAttribute('href', '/reserva/tok-123');
    expect(screen.getByText(/Você pode remarcar ou cancelar pelo link até/)).toBeVisible();
  });

  it('shows the 422 messages under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/public/salons/:slug/bookings`, () =>
        HttpResponse.json({ 'client.phone': ['Informe um celular com DDD'], consent: ['Aceite os termos para agendar'] }, { status: 422 }),
      ),
    );
    await openPage(`/s/${SLUG}`);
    await chooseCorteAndBarba(user);
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.type(screen.getByLabelText('WhatsApp'), '119');
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    const phone = screen.getByLabelText('WhatsApp');
    expect(await screen.findByText('Informe um celular com DDD')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Informe um celular com DDD');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /Aceito que/ })).toHaveAccessibleDescription('Aceite os termos para agendar');
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
  });

  it('offers the next free times after a 409, and books the one picked', async () => {
    const user = userEvent.setup();
    const next = { start_at: at(dayAfter(8), '09:30'), date: dayAfter(8), time: '09:30' };
    server.use(
      http.post(
        `${API}/public/salons/:slug/bookings`,
        async ({ request }) => {
          await record(request);
          return HttpResponse.json({ errors: ['Este horário acabou de ser reservado.'], next_times: [next] }, { status: 409 });
        },
        { once: true },
      ),
    );
    await openPage(`/s/${SLUG}`);
    await chooseCorteAndBarba(user);
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(await screen.findByText('Este horário acabou de ser reservado.')).toBeVisible();
    const [y, m, d] = dayAfter(8).split('-');
    await user.click(screen.getByRole('button', { name: `${d}/${m}/${y.slice(2)} 09:30` }));
    // The week of that day is asked, the day and the time are chosen.
    expect(await screen.findByRole('button', { name: dayName(dayAfter(8)) })).toHaveAttribute('aria-pressed', 'true');
    expect(availabilityAsked().at(-1)).toContain(`from=${dayAfter(7)}`);
    expect(screen.getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
    expect(posts().map((body) => (body as { start_at: number }).start_at)).toEqual([at(today(), '09:00'), next.start_at]);
  });

  it('says so on a 429 or without a connection, and nothing typed is lost', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/public/salons/:slug/bookings`, () => HttpResponse.json({ errors: ['Muitas'], message: 'Muitas' }, { status: 429, headers: { 'retry-after': '60' } }), { once: true }),
    );
    await openPage(`/s/${SLUG}`);
    await chooseCorteAndBarba(user);
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Espere um pouco');
    server.use(http.post(`${API}/public/salons/:slug/bookings`, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(await screen.findByText(/Sem conexão com o salão/)).toBeVisible();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Souza');
    expect(screen.getByRole('button', { name: '09:00', pressed: true })).toBeVisible();
  });

  it('asks for a time before it sends', async () => {
    const user = userEvent.setup();
    await openPage(`/s/${SLUG}`);
    await user.click(await screen.findByRole('button', { name: 'Confirmar agendamento' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha pelo menos um serviço.');
    expect(posts()).toEqual([]);
  });

  it("takes the salon's data booking.html already asked for, rather than asking twice", async () => {
    window.agendeiSalon = { slug: SLUG, response: fetch(`${API}/public/salons/${SLUG}`) };
    await openPage(`/s/${SLUG}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Barbearia Teste' })).toBeVisible();
    expect(requests.filter((r) => r.path === `/public/salons/${SLUG}`)).toHaveLength(1);
    expect(window.agendeiSalon).toBeUndefined();
  });

  it('says the page is not found for an unknown salon', async () => {
    await openPage('/s/nada');
    expect(screen.getByRole('heading', { name: 'Página de agendamento não encontrada' })).toBeVisible();
  });

  it('is in English when the phone is', async () => {
    phoneLanguage('en-US');
    const user = userEvent.setup();
    await openPage(`/s/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Choose the services' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    await chooseCorteAndBarba(user);
    expect(screen.getByText(/^Total: R\$\s?70\.00 · 1 h$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I agree that Barbearia Teste may use/ })).toBeVisible();
  });
});
