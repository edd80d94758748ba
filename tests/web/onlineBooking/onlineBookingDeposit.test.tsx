// Issue 28, item 6: the settings' 'Sinal via Pix': the rule, a percentage or a fixed amount per service, what the
// client sees in one line, only what changed sent, and the server's refusals under the field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seed, sentTo } from '../mocks';
import { record } from '../mocks/db';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { EMPLOYEES, onlineBookingSettings, SERVICES } from './onlineBookingFixtures';

/** server/locales/pt-BR.json's depositAmountInvalid, as the server words it. */
const AMOUNT_INVALID = 'Digite um valor em reais de R$ 0,00 a R$ 100.000,00';
const HOLD = 'O cliente paga o sinal por Pix ao agendar; o horário fica reservado por 15 minutos.';

const seedSettings = (fields: Parameters<typeof onlineBookingSettings>[0] = {}) =>
  seed({ onlineBooking: onlineBookingSettings({ enabled: true, services: SERVICES, employees: EMPLOYEES, ...fields }) });
const puts = () => sentTo('PUT', '/salons/42/online_booking').map((body) => body?.online_booking);
const radio = (name: string) => screen.getByRole('radio', { name });
const percent = () => screen.getByLabelText('Porcentagem do preço de cada serviço');
const amount = () => screen.getByLabelText('Valor por serviço');
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Salvar' }));

async function openPage() {
  renderApp('/meu-salao/agendamento-online', { signedIn: true });
  await screen.findByRole('heading', { name: 'Sinal via Pix', level: 2 });
}

describe("the settings' Pix deposit (sinal)", { timeout: 20_000 }, () => {
  it('asks none by default and hides the amount; a rule shows it, says what the client sees, and sends the rule and value', async () => {
    seedSettings();
    await openPage();
    const user = userEvent.setup();
    expect(radio('Não pedir')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Pedir sinal' })).toHaveAccessibleDescription('Os clientes agendam sem pagar nada antes.');
    expect(screen.queryByLabelText('Porcentagem do preço de cada serviço')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Valor fixo' })).not.toBeInTheDocument();

    await user.click(radio('Em todo agendamento'));
    expect(screen.getByRole('group', { name: 'Pedir sinal' })).toHaveAccessibleDescription(HOLD);
    expect(radio('Porcentagem do preço')).toBeChecked();
    // A salon that never asked one has 0 stored: the field starts empty, and takes digits only.
    expect(percent()).toHaveValue('');
    await user.type(percent(), '3a0');
    expect(percent()).toHaveValue('30');
    await save(user);

    expect(await screen.findByText('Agendamento online salvo!')).toBeInTheDocument();
    // The kind did not change: only the rule and the value go.
    expect(puts()).toEqual([{ deposit_rule: 'per_service', deposit_value: 30 }]);
    expect(percent()).toHaveValue('30');
  });

  it('shows a saved fixed amount with the money mask; switching the kind keeps what each kind had, and both go together', async () => {
    seedSettings({ deposit_rule: 'per_service', deposit_kind: 'fixed', deposit_value: 2000 });
    await openPage();
    const user = userEvent.setup();
    expect(radio('Em todo agendamento')).toBeChecked();
    expect(radio('Valor fixo')).toBeChecked();
    expect(amount()).toHaveValue('R$ 20,00');

    await user.click(radio('Porcentagem do preço'));
    // R$ 20,00 is not 2000%: the percentage starts empty.
    expect(percent()).toHaveValue('');
    await user.type(percent(), '50');
    await user.click(radio('Valor fixo'));
    expect(amount()).toHaveValue('R$ 20,00');
    await user.click(radio('Porcentagem do preço'));
    expect(percent()).toHaveValue('50');
    await user.click(radio('Só para clientes que já faltaram'));
    expect(screen.getByRole('group', { name: 'Pedir sinal' })).toHaveAccessibleDescription(expect.stringContaining('Quem já faltou a um agendamento paga o sinal'));
    await save(user);

    expect(await screen.findByText('Agendamento online salvo!')).toBeInTheDocument();
    expect(puts()).toEqual([{ deposit_rule: 'no_show', deposit_kind: 'percent', deposit_value: 50 }]);
  });

  it('types a new fixed amount from the cents, and turning the deposit off sends the rule alone', async () => {
    seedSettings({ deposit_rule: 'per_service', deposit_kind: 'fixed', deposit_value: 2000 });
    await openPage();
    const user = userEvent.setup();
    await user.clear(amount());
    await user.type(amount(), '2550');
    expect(amount()).toHaveValue('R$ 25,50');
    await save(user);
    expect(await screen.findByText('Agendamento online salvo!')).toBeInTheDocument();
    expect(puts()).toEqual([{ deposit_value: 2550 }]);

    await user.click(radio('Não pedir'));
    expect(screen.queryByLabelText('Valor por serviço')).not.toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ deposit_rule: 'none' });
  });

  it('asks for a percentage from 1 to 100 before sending, under the field', async () => {
    seedSettings();
    await openPage();
    const user = userEvent.setup();
    await user.click(radio('Em todo agendamento'));
    await save(user);
    await waitFor(() => expect(percent()).toHaveAccessibleDescription(expect.stringContaining('Digite uma porcentagem inteira de 1 a 100')));
    await user.type(percent(), '101');
    await save(user);
    expect(percent()).toBeInvalid();
    expect(puts()).toEqual([]);
  });

  it("shows the server's refusal of the amount under the field", async () => {
    seedSettings({ deposit_rule: 'per_service', deposit_kind: 'fixed', deposit_value: 2000 });
    server.use(
      http.put(`${API}/salons/42/online_booking`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ deposit_value: [AMOUNT_INVALID] }, { status: 422 });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.type(amount(), '0');
    await save(user);
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(expect.stringContaining(AMOUNT_INVALID)));
    expect(puts()).toEqual([{ deposit_value: 20000 }]);
    expect(screen.queryByText('Agendamento online salvo!')).not.toBeInTheDocument();
  });
});
