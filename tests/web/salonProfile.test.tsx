import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from './msw';
import { emptySalonLists, renderApp } from './render';
import { salonSettings } from './salonFixtures';

/** The salon's settings as the server keeps them, and every PATCH body it received. */
function profileServer(answer?: (body: Record<string, unknown>) => Response) {
  let current = salonSettings({ phone: '11912345678', city: 'São Paulo', state: 'SP' });
  const bodies: Array<Record<string, unknown>> = [];
  const handlers = [
    http.get(`${API}/salons/42/settings`, () => HttpResponse.json(current)),
    http.patch(`${API}/salons/42/settings`, async ({ request }) => {
      const body = ((await request.json()) as { salon: Record<string, unknown> }).salon;
      bodies.push(body);
      if (answer) return answer(body);
      current = { ...current, ...body, zip_code: '01304-001', state: (body.state as string | null) ?? null } as typeof current;
      return HttpResponse.json(current);
    }),
  ];
  return { bodies, handlers };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('the salon profile (/meu-salao/perfil)', { timeout: 20_000 }, () => {
  it('shows what the salon saved, and saves the changes: name in the top bar, masked phone and CEP, the time zone', async () => {
    const profile = profileServer();
    server.use(...profile.handlers, ...emptySalonLists);
    renderApp('/meu-salao/perfil', { signedIn: true });
    const name = await screen.findByLabelText('Nome do salão');
    expect(name).toHaveValue('Salão da Ana');
    expect(screen.getByLabelText('Telefone ou WhatsApp')).toHaveValue('(11) 91234-5678');
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('SP');
    expect(screen.getByLabelText('Fuso horário')).toHaveDisplayValue('Horário de Brasília (UTC−3)');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Barbearia do Zé');
    await userEvent.type(screen.getByLabelText('CEP'), '01304001');
    expect(screen.getByLabelText('CEP')).toHaveValue('01304-001');
    await userEvent.type(screen.getByLabelText('Endereço'), 'Rua Augusta, 1500');
    await userEvent.selectOptions(screen.getByLabelText('Fuso horário'), 'America/Manaus');
    await userEvent.click(screen.getByRole('switch', { name: 'Permitir venda sem estoque' }));
    await save();

    expect(await screen.findByText('Perfil do salão salvo!')).toBeInTheDocument();
    expect(profile.bodies).toEqual([
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
      },
    ]);
    // The top bar's salon menu follows the new name.
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Barbearia do Zé')).toBeInTheDocument());
  });

  it('catches a short phone and a bad e-mail before sending, under each field', async () => {
    const profile = profileServer();
    server.use(...profile.handlers, ...emptySalonLists);
    renderApp('/meu-salao/perfil', { signedIn: true });
    const phone = await screen.findByLabelText('Telefone ou WhatsApp');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1191');
    await userEvent.type(screen.getByLabelText('E-mail'), 'sem-arroba');
    await save();
    expect(await screen.findByText('Digite um telefone com DDD')).toBeInTheDocument();
    expect(screen.getByText('Digite um e-mail válido')).toBeInTheDocument();
    expect(profile.bodies).toEqual([]);
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const profile = profileServer(() => HttpResponse.json({ zip_code: ['CEP inválido. Use 00000-000'] }, { status: 422 }));
    server.use(...profile.handlers, ...emptySalonLists);
    renderApp('/meu-salao/perfil', { signedIn: true });
    await userEvent.type(await screen.findByLabelText('Cidade'), ' Centro');
    await save();
    expect(await screen.findByText('CEP inválido. Use 00000-000')).toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo Centro');
    expect(profile.bodies).toHaveLength(1);
  });
});
