import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentModal } from '../../../src/features/agenda/appointment/AppointmentModal';
import { agendaSalon, MARIA, THURSDAY_930 } from './appointmentFixtures';
import { db, sent, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';

describe('the client of a new appointment', () => {
  it("'Novo cliente' creates the client inside the modal and chooses it", async () => {
    agendaSalon();
    renderSignedIn(<AppointmentModal isOpen appointment={null} draft={{ start: THURSDAY_930, employeeId: 3 }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    await userEvent.type(await within(dialog).findByLabelText('Cliente'), 'Joana Nova');
    expect(await within(dialog).findByText('Sem resultados para "Joana Nova"')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Novo cliente' }));

    // What was typed in the search is already the name.
    expect(within(dialog).getByLabelText('Nome do cliente')).toHaveValue('Joana Nova');
    await userEvent.type(within(dialog).getByLabelText('Telefone'), '21998765432');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(21) 99876-5432');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar cliente' }));

    expect(await within(dialog).findByTestId('chosen-client')).toHaveTextContent('Joana Nova');
    expect(sent.filter((s) => s.method === 'POST' && s.path === '/salons/42/clients').map((s) => s.contentType?.split(';')[0])).toEqual(['multipart/form-data']);
    expect(sentTo('POST', '/salons/42/clients')).toEqual([{ 'client[name]': 'Joana Nova', 'client[phone]': '(21) 99876-5432' }]);
    const joana = db.clients.find((c) => c.name === 'Joana Nova');
    expect(joana).toMatchObject({ phone: '(21) 99876-5432' });
    expect(screen.getByText('Cliente cadastrado com sucesso.')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Serviço'), '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('POST', '/salons/42/appointments')).toHaveLength(1));
    expect(sentTo('POST', '/salons/42/appointments')[0]?.appointment).toMatchObject({ client_id: joana?.id, service_id: 11, employee_id: 3 });
  });

  it('keeps the inline form open with the name the server refused', async () => {
    agendaSalon();
    server.use(
      http.post(`${API}/salons/42/clients`, () => HttpResponse.json({ name: ['Nome muito curto'] }, { status: 422 })),
    );
    renderSignedIn(<AppointmentModal isOpen appointment={null} draft={{ start: THURSDAY_930, employeeId: 3 }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    await within(dialog).findByLabelText('Cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Novo cliente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar cliente' }));
    expect(within(dialog).getByText('Digite o nome do cliente')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome do cliente'), 'J');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar cliente' }));
    expect(await within(dialog).findByText('Nome muito curto')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome do cliente')).toHaveValue('J');
  });

  it("opens with the draft's client chosen (the client page's 'Agendamento')", async () => {
    agendaSalon();
    renderSignedIn(<AppointmentModal isOpen appointment={null} draft={{ start: THURSDAY_930, employeeId: null, clientId: MARIA.id }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(await within(dialog).findByTestId('chosen-client')).toHaveTextContent('Maria Silva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trocar cliente' }));
    expect(within(dialog).getByLabelText('Cliente')).toHaveValue('');
  });
});
