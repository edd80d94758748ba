import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { callsTo, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { salonSettings } from '../salonFixtures';

/** The salon's settings as the server keeps them (a phone, the city and state unless `settings` says otherwise). */
const seedProfile = (settings: Partial<SalonSettingsWire> = { phone: '11912345678', city: 'São Paulo', state: 'SP' }) =>
  seed({ settings: salonSettings(settings) });
/** The `salon` of every PATCH the server received, oldest first. */
const patches = () => sentTo('PATCH', '/salons/42/settings').map((body) => body?.salon as Record<string, unknown>);
/** The CEPs asked of the look-up, as typed ('01310-100'). */
const lookedUp = () => callsTo('GET /cep/').map((call) => call.slice('GET /cep/'.length));

const CEP_FAILS = '99999-999';
/** The server's 502 when the look-up service fails (cepLookupFailed). */
const LOOKUP_FAILED = 'Não conseguimos buscar o endereço deste CEP agora. Preencha o endereço à mão.';
const NINE_TO_SEVEN = [{ start: '09:00', end: '19:00' }];
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const saved = () => screen.findByText('Perfil do salão salvo!');

async function openProfile() {
  renderApp('/meu-salao/perfil', { signedIn: true });
  return screen.findByLabelText('Nome do salão');
}

// Its tests type a whole address and phone through masked fields, character by character: 11 s alone on a 2-core
// machine, twice that with the API tests beside it (npm test), so 20 s was too close.
describe('the salon profile (/meu-salao/perfil)', { timeout: 45_000 }, () => {
  it('shows what the salon saved, and saves the changes: name in the top bar, masked phone and CEP, the time zone', async () => {
    seedProfile();
    const name = await openProfile();
    expect(name).toHaveValue('Salão da Ana');
    expect(screen.getByLabelText('Telefone ou WhatsApp')).toHaveValue('(11) 91234-5678');
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('SP');
    expect(screen.getByLabelText('Fuso horário')).toHaveDisplayValue('Horário de Brasília (UTC−3)');
    expect(screen.getByRole('switch', { name: 'Enviar lembretes por e-mail aos clientes' })).toBeChecked();
    expect(screen.getByLabelText('Quando enviar')).toHaveDisplayValue('24 horas antes (um dia)');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Barbearia do Zé');
    await userEvent.type(screen.getByLabelText('Endereço'), 'Rua Augusta, 1500');
    await userEvent.type(screen.getByLabelText('CEP'), '01304001');
    expect(screen.getByLabelText('CEP')).toHaveValue('01304-001');
    // A CEP the look-up does not know: said under the field, and nothing stops the save.
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Fuso horário'), 'America/Manaus');
    await userEvent.click(screen.getByRole('switch', { name: 'Permitir venda sem estoque' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Profissionais veem a agenda de todos' }));
    await save();

    expect(await saved()).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        name: 'Barbearia do Zé',
        phone: '(11) 91234-5678',
        email: '',
        zip_code: '01304-001',
        address: 'Rua Augusta, 1500',
        neighborhood: '',
        city: 'São Paulo',
        state: 'SP',
        time_zone: 'America/Manaus',
        allow_negative_stock: true,
        professionals_see_all: true,
        price_change_front_desk: false,
        price_change_professional: false,
        price_change_max_percent: 10,
        any_service_allowed: false,
        front_desk_cancels_sales: true,
        cash_sales_need_drawer: false,
        pix_by_provider: false,
        // No key typed: the four go blank, which keeps the salon without a key.
        pix_key: '',
        pix_key_type: null,
        pix_receiver_name: '',
        pix_receiver_city: '',
        // No fees set: every one 0, commissions on the sale's value.
        card_fees: { debit_card: 0, credit_card: Array.from({ length: 12 }, () => 0), pix: 0 },
        commission_net_of_fees: false,
        commission_net_of_cost: false,
        reminders_enabled: true,
        reminder_hours: 24,
        working_hours: [null, ...Array.from({ length: 6 }, () => NINE_TO_SEVEN)],
      },
    ]);
    // The top bar's salon menu follows the new name.
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Barbearia do Zé')).toBeInTheDocument());
    // So does the session's word on whose agenda professionals see.
    expect(JSON.parse(localStorage.getItem('agendei.session') ?? '{}').user.salon.professionals_see_all).toBe(true);
  });

  it('catches a short phone and a bad e-mail before sending, under each field', async () => {
    seedProfile();
    const phone = await openProfile().then(() => screen.getByLabelText('Telefone ou WhatsApp'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '1191');
    await userEvent.type(screen.getByLabelText('E-mail'), 'sem-arroba');
    await save();
    expect(await screen.findByText('Digite um telefone com DDD')).toBeInTheDocument();
    expect(screen.getByText('Digite um e-mail válido')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    seedProfile();
    server.use(http.patch(`${API}/salons/42/settings`, () => HttpResponse.json({ zip_code: ['CEP inválido. Use 00000-000'] }, { status: 422 })));
    await openProfile();
    await userEvent.type(screen.getByLabelText('Cidade'), ' Centro');
    await save();
    expect(await screen.findByText('CEP inválido. Use 00000-000')).toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo Centro');
    expect(callsTo('PATCH /salons/42/settings')).toHaveLength(1);
  });
});

describe("the salon's client reminders", { timeout: 20_000 }, () => {
  it('sends the switch and the hours; the hours cannot be chosen while reminders are off', async () => {
    seedProfile();
    await openProfile();
    const reminders = screen.getByRole('switch', { name: 'Enviar lembretes por e-mail aos clientes' });
    const hours = screen.getByLabelText('Quando enviar');
    expect(hours).toBeEnabled();

    await userEvent.click(reminders);
    expect(hours).toBeDisabled();
    expect(screen.getByText('Lembretes desligados: nenhum cliente recebe e-mail antes do horário marcado.')).toBeInTheDocument();
    await save();
    await saved();
    expect(patches()[0]).toMatchObject({ reminders_enabled: false, reminder_hours: 24 });

    await userEvent.click(reminders);
    expect(hours).toBeEnabled();
    await userEvent.selectOptions(hours, '12 horas antes');
    expect(screen.getByText(/recebem um lembrete 12 horas antes de cada agendamento/)).toHaveTextContent(/cancela pelo link/);
    await save();
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toMatchObject({ reminders_enabled: true, reminder_hours: 12 });
  });
});

describe("the salon's default working hours", { timeout: 20_000 }, () => {
  it('sends the week as edited, Sunday first', async () => {
    seedProfile();
    await openProfile();
    const week = within(screen.getByRole('region', { name: 'Horário de funcionamento' }));
    expect(week.getByRole('switch', { name: 'Domingo' })).not.toBeChecked();
    await userEvent.click(week.getByRole('switch', { name: 'Domingo' }));
    await userEvent.selectOptions(week.getByRole('combobox', { name: 'Domingo: fim do período 1' }), '13:00');
    await userEvent.selectOptions(week.getByRole('combobox', { name: 'Segunda: início do período 1' }), '10:00');
    await userEvent.click(week.getByRole('switch', { name: 'Sábado' }));
    const tuesday = week.getByRole('switch', { name: 'Terça' }).closest('fieldset') as HTMLElement;
    await userEvent.click(within(tuesday).getByRole('button', { name: '+ Intervalo' }));
    await save();

    await saved();
    expect(patches()[0].working_hours).toEqual([
      [{ start: '09:00', end: '13:00' }],
      [{ start: '10:00', end: '19:00' }],
      [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '19:00' }],
      NINE_TO_SEVEN,
      NINE_TO_SEVEN,
      NINE_TO_SEVEN,
      null,
    ]);
  });

  it("copies a day's hours and lunch break to the other open days ('Aplicar a todos os dias') and sends them on Salvar", async () => {
    seedProfile();
    await openProfile();
    const week = within(screen.getByRole('region', { name: 'Horário de funcionamento' }));
    await userEvent.selectOptions(week.getByRole('combobox', { name: 'Terça: fim do período 1' }), '20:00');
    const tuesday = week.getByRole('switch', { name: 'Terça' }).closest('fieldset') as HTMLElement;
    await userEvent.click(within(tuesday).getByRole('button', { name: '+ Intervalo' }));
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Aplicar o horário de terça-feira a todos os dias' }));
    await save();

    await saved();
    const lunch = [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '20:00' }];
    expect(patches()[0].working_hours).toEqual([null, lunch, lunch, lunch, lunch, lunch, lunch]);
  });

  it('refuses an end before the start, says which day, and sends nothing', async () => {
    seedProfile();
    await openProfile();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quarta: fim do período 1' }), '08:00');
    await save();
    expect(await screen.findByText('Quarta: o fim deve ser depois do início.')).toBeVisible();
    expect(screen.queryByText('Perfil do salão salvo!')).not.toBeInTheDocument();
    expect(patches()).toEqual([]);
  });
});

describe("the CEP's address look-up", { timeout: 20_000 }, () => {
  it('fills the empty fields, never one the user typed, and follows a new CEP where the look-up filled', async () => {
    seedProfile({});
    await openProfile();
    await userEvent.type(screen.getByLabelText('Endereço'), 'Rua Augusta, 1500');
    await userEvent.type(screen.getByLabelText('CEP'), '01310100');

    await waitFor(() => expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista'));
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('SP');
    expect(screen.getByLabelText('Endereço')).toHaveValue('Rua Augusta, 1500');

    // The neighbourhood is now the user's; city and state are still the look-up's, so another CEP moves them.
    await userEvent.clear(screen.getByLabelText('Bairro'));
    await userEvent.type(screen.getByLabelText('Bairro'), 'Jardins');
    await userEvent.clear(screen.getByLabelText('CEP'));
    await userEvent.type(screen.getByLabelText('CEP'), '20040020');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Rio de Janeiro'));
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('RJ');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Jardins');
    expect(screen.getByLabelText('Endereço')).toHaveValue('Rua Augusta, 1500');
    expect(lookedUp()).toEqual(['01310-100', '20040-020']);

    await save();
    await saved();
    expect(patches()[0]).toMatchObject({ zip_code: '20040-020', address: 'Rua Augusta, 1500', neighborhood: 'Jardins', city: 'Rio de Janeiro', state: 'RJ' });
  });

  it("shows a spinner while it asks, 'CEP não encontrado' for an unknown CEP, and still saves", async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    seedProfile({});
    // The look-up is held until released; answering nothing, the handler then lets the store's answer through.
    server.use(http.get(`${API}/cep/:cep`, async () => void (await released)));
    await openProfile();
    await userEvent.type(screen.getByLabelText('CEP'), '00000000');
    expect(await screen.findByText('Buscando o endereço do CEP…')).toBeInTheDocument();
    release();

    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Buscando o endereço do CEP…')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    await save();
    await saved();
    expect(patches()[0]).toMatchObject({ zip_code: '00000-000', address: '', city: '' });
  });

  it('says the address must be typed when the look-up service fails, and changes nothing', async () => {
    seedProfile();
    server.use(http.get(`${API}/cep/${CEP_FAILS}`, () => HttpResponse.json({ errors: [LOOKUP_FAILED], message: LOOKUP_FAILED }, { status: 502 })));
    await openProfile();
    await userEvent.type(screen.getByLabelText('CEP'), CEP_FAILS.replace('-', ''));
    expect(await screen.findByText('Não foi possível buscar o endereço agora: preencha-o à mão.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});
