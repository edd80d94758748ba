import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, seed, sentTo } from '../mocks';
import { record } from '../mocks/db';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { EMPLOYEES, onlineBookingSettings, SERVICES } from './onlineBookingFixtures';

const PAGE = '/meu-salao/agendamento-online';
const LINK = 'http://localhost:3000/s/salao-da-ana';
/** server/locales/pt-BR.json's slugInvalid and bufferInvalid, as the server words them. */
const SLUG_INVALID = 'Use de 3 a 60 letras minúsculas, números e hífens, sem acentos (por exemplo: barbearia-do-ze)';
const BUFFER_INVALID = 'Escolha um intervalo de 0 a 120 minutos, de 5 em 5';
const SLUG_TAKEN = 'Este endereço já é de outro salão. Escolha outro.';

const seedSettings = (fields: Parameters<typeof onlineBookingSettings>[0] = {}) =>
  seed({ onlineBooking: onlineBookingSettings({ enabled: true, services: SERVICES, employees: EMPLOYEES, ...fields }) });
/** The `online_booking` of every PUT the server received, oldest first. */
const puts = () => sentTo('PUT', '/salons/42/online_booking').map((body) => body?.online_booking);
const slugField = () => screen.getByLabelText('Endereço da página');
const offered = (name: string) => screen.getByRole('checkbox', { name });
const buffer = (service: string) => screen.getByRole('combobox', { name: `Intervalo após o serviço (limpeza, secagem): ${service}` });
const save = (user = userEvent.setup()) => user.click(screen.getByRole('button', { name: 'Salvar' }));

async function openPage() {
  const view = renderApp(PAGE, { signedIn: true });
  await screen.findByRole('heading', { name: 'Agendamento online', level: 1 });
  await screen.findByLabelText('Endereço da página');
  return view;
}

async function changeSlug(user: ReturnType<typeof userEvent.setup>, slug: string) {
  await user.clear(slugField());
  await user.type(slugField(), slug);
}

describe('the online booking settings (/meu-salao/agendamento-online)', { timeout: 20_000 }, () => {
  it('shows what the salon saved: the switch, the address with its full link, the rules, services by category and professionals', async () => {
    seedSettings({ min_notice_minutes: 120, horizon_days: 30, slot_minutes: 15, cancel_hours: 12, intro: 'Bem-vinda!' });
    await openPage();
    expect(screen.getByRole('switch', { name: 'Receber agendamentos pela internet' })).toBeChecked();
    expect(slugField()).toHaveValue('salao-da-ana');
    // The fixed part of the address is before the field, and read with it.
    expect(slugField()).toHaveAccessibleDescription(expect.stringContaining('http://localhost:3000/s/'));
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(screen.getByLabelText('Antecedência mínima')).toHaveDisplayValue('2 horas');
    expect(screen.getByLabelText('Até quantos dias à frente')).toHaveDisplayValue('30 dias');
    expect(screen.getByLabelText('Intervalo entre horários')).toHaveDisplayValue('15 minutos');
    expect(screen.getByLabelText('Cancelamento e remarcação até')).toHaveDisplayValue('12 horas antes');
    expect(screen.getByLabelText('Mensagem no topo da página')).toHaveValue('Bem-vinda!');
    expect(screen.getByText('10/500 caracteres')).toBeInTheDocument();

    const hair = screen.getByRole('group', { name: 'Cabelo' });
    expect(within(hair).getByRole('checkbox', { name: 'Corte feminino' })).toBeChecked();
    expect(within(hair).getByRole('checkbox', { name: 'Escova' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Unhas' })).getByRole('checkbox', { name: 'Manicure' })).not.toBeChecked();
    expect(buffer('Escova')).toHaveDisplayValue('10min');
    expect(buffer('Manicure')).toHaveDisplayValue('Sem intervalo');
    expect(screen.getByRole('checkbox', { name: 'Ana Cabeleireira' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bruno Barbeiro' })).not.toBeChecked();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('sends only what changed (no deposit field it did not touch), says it saved, and shows the new link', async () => {
    seedSettings();
    await openPage();
    const user = userEvent.setup();
    // A phone's capital letter and the spaces around are the address in lower case.
    await changeSlug(user, 'Ana-cabelos');
    expect(slugField()).toHaveValue('ana-cabelos');
    // The link to copy is the saved page's until the new address is saved.
    expect(screen.getByText('Salve para usar o novo endereço.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Até quantos dias à frente'), '60 dias');
    await user.click(offered('Manicure'));
    await user.selectOptions(buffer('Manicure'), '15min');
    await user.click(screen.getByRole('checkbox', { name: 'Bruno Barbeiro' }));
    await user.type(screen.getByLabelText('Mensagem no topo da página'), ' Estacionamento na rua. ');
    expect(screen.getByText('24/500 caracteres')).toBeInTheDocument();
    await save(user);

    expect(await screen.findByText('Agendamento online salvo!')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        slug: 'ana-cabelos',
        horizon_days: 60,
        intro: 'Estacionamento na rua.',
        services: [{ id: 21, bookable_online: true, buffer_after: 900 }],
        employees: [{ id: 4, bookable_online: true }],
      },
    ]);
    expect(screen.getByText('http://localhost:3000/s/ana-cabelos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('turns the page on with the switch alone', async () => {
    seedSettings({ enabled: false });
    await openPage();
    expect(screen.getByText('A página só fica no ar depois que você ligar o agendamento online e salvar.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Receber agendamentos pela internet' }));
    await save(user);
    expect(await screen.findByText('Agendamento online salvo!')).toBeInTheDocument();
    expect(puts()).toEqual([{ enabled: true }]);
    expect(screen.queryByText('A página só fica no ar depois que você ligar o agendamento online e salvar.')).not.toBeInTheDocument();
  });

  it('catches an address the server would refuse before sending, under the field', async () => {
    seedSettings();
    await openPage();
    const user = userEvent.setup();
    await changeSlug(user, 'salão--ana');
    await save(user);
    await waitFor(() => expect(slugField()).toHaveAccessibleDescription(expect.stringContaining(SLUG_INVALID)));
    expect(puts()).toEqual([]);
  });
});

describe("the server's refusals", { timeout: 20_000 }, () => {
  it("shows a 422's messages under the address and under the buffer of the service it names", async () => {
    seedSettings();
    // Only Manicure is sent (services.0), though it is the third row; 'admin' passes the page's check, not the server's.
    server.use(
      http.put(`${API}/salons/42/online_booking`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ slug: [SLUG_INVALID], 'services.0.buffer_after': [BUFFER_INVALID] }, { status: 422 });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await changeSlug(user, 'admin');
    await user.selectOptions(buffer('Manicure'), '20min');
    await save(user);

    await waitFor(() => expect(buffer('Manicure')).toHaveAccessibleDescription(BUFFER_INVALID));
    expect(buffer('Escova')).not.toHaveAccessibleDescription(BUFFER_INVALID);
    expect(screen.getAllByText(BUFFER_INVALID)).toHaveLength(1);
    expect(slugField()).toHaveAccessibleDescription(expect.stringContaining(SLUG_INVALID));
    expect(puts()).toEqual([{ slug: 'admin', services: [{ id: 21, buffer_after: 1200 }] }]);
    // What was typed stays, to correct it.
    expect(slugField()).toHaveValue('admin');
    expect(screen.queryByText('Agendamento online salvo!')).not.toBeInTheDocument();
  });

  it("shows a 409 (another salon's address) under the address", async () => {
    seedSettings();
    server.use(http.put(`${API}/salons/42/online_booking`, () => HttpResponse.json({ slug: [SLUG_TAKEN] }, { status: 409 })));
    await openPage();
    const user = userEvent.setup();
    await changeSlug(user, 'barbearia-do-ze');
    await save(user);
    await waitFor(() => expect(slugField()).toHaveAccessibleDescription(expect.stringContaining(SLUG_TAKEN)));
    expect(slugField()).toBeInvalid();
    expect(callsTo('PUT /salons/42/online_booking')).toHaveLength(1);
  });
});

describe('handing out the link', { timeout: 20_000 }, () => {
  it('copies the full link to the clipboard and says so', async () => {
    seedSettings();
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('shows the QR code of the link in a dialog, loaded when it opens', async () => {
    seedSettings();
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code da sua página' });
    const image = await within(dialog).findByRole('img', { name: `QR code do link ${LINK}` });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    expect(within(dialog).getByText(LINK)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Baixar' })).toBeEnabled();
  });
});

describe('who may open it', { timeout: 20_000 }, () => {
  it.each([['front_desk'], ['professional']] as const)('a %s has no link to it, and typed by hand it leads to the agenda', async (role) => {
    const { router } = renderApp(PAGE, { signedIn: true, as: { role } });
    expect(await screen.findByText('Seu perfil não permite abrir esta página.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    const menu = screen.getAllByRole('navigation', { name: 'Menu principal' })[0];
    expect(within(menu).queryByRole('link', { name: 'Agendamento online' })).not.toBeInTheDocument();
    expect(callsTo('GET /salons/42/online_booking')).toEqual([]);
  });

  it('the owner finds it in the menu', async () => {
    seedSettings();
    const { router } = renderApp('/clients', { signedIn: true });
    const menu = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0];
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Agendamento online' }));
    await screen.findByLabelText('Endereço da página');
    expect(router.state.location.pathname).toBe(PAGE);
  });
});
