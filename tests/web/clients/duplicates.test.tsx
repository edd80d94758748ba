import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue, SALON, service, serviceCategory, fieldGroup, topDialog } from '../catalogue/catalogueHelpers';
import { clientRange, makeClient } from './clientsFixtures';
import { seed, sentTo } from '../mocks';
import { server } from '../msw';
import { renderApp } from '../render';
import { ANA, CATEGORIES } from '../staff/staffFixtures';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** Maria, whom a new client's name or phone matches (the store answers the server's 409). */
const MARIA = makeClient(12, { name: 'Maria Silva', phone: '(11) 91234-5678' });

describe('duplicate names in the catalogue', { timeout: 20_000 }, () => {
  it('shows the 422 of a repeated category name under the name field', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo')] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Categoria' }));
    const modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Cabelo');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Nome')).findByText('Já existe uma categoria com este nome')).toBeInTheDocument();
    expect(modal.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the 422 of a repeated service name under the name field', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [service({ id: 10, name: 'Corte', service_category_id: 1 })])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Serviço' }));
    const modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Corte');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '30min');
    await userEvent.type(modal.getByLabelText('Preço'), '4500');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Nome')).findByText('Já existe um serviço com este nome nesta categoria')).toBeInTheDocument();
  });
});

describe('a client like one already saved', { timeout: 20_000 }, () => {
  async function openNewClient() {
    seed({ clients: [...clientRange(1, 2), MARIA] });
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
    return screen.findByRole('dialog');
  }

  it('asks "Já existe ... Continuar mesmo assim?"; Continuar saves with allow_duplicate', async () => {
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Maria Silva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('dialog', { name: 'Cadastro parecido' });
    expect(within(question).getByText('Já existe um cliente chamado Maria Silva (11) 91234-5678. Continuar mesmo assim?')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Cliente cadastrado com sucesso.')).toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/clients').map((parts) => parts?.allow_duplicate ?? null)).toEqual([null, 'true']);
  });

  it('Voltar returns to the form with everything typed, and saves nothing', async () => {
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Mariazinha');
    await userEvent.type(within(dialog).getByLabelText('Telefone'), '11912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('dialog', { name: 'Cadastro parecido' });
    expect(within(question).getByText('Já existe um cliente com este telefone: Maria Silva (11) 91234-5678. Continuar mesmo assim?')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastro parecido' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Mariazinha');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 91234-5678');
    expect(sentTo('POST', '/salons/42/clients')).toHaveLength(1);
  });
});

describe('a professional like one already saved', { timeout: 20_000 }, () => {
  it('asks before saving; Continuar sends allow_duplicate: true', async () => {
    seed({ employees: [ANA], serviceCategories: CATEGORIES });
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Profissional' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Dona Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('dialog', { name: 'Cadastro parecido' });
    expect(within(question).getByText('Já existe um profissional chamado Dona Ana (11) 98765-4321. Continuar mesmo assim?')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Profissional cadastrado!')).toBeInTheDocument();
    const bodies = sentTo('POST', '/salons/42/employees');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('allow_duplicate');
    expect(bodies[1]).toMatchObject({ allow_duplicate: true, employee: { name: 'Dona Ana' } });
  });
});

describe('Idempotency-Key on creates', { timeout: 20_000 }, () => {
  it('keeps the key across a retry after a lost answer, and a new submit gets a new key', async () => {
    const keys: Array<string | null> = [];
    let fail = true;
    server.use(
      http.post(`${SALON}/service_categories`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const { service_category } = (await request.json()) as { service_category: { name: string } };
        if (fail) {
          fail = false;
          return HttpResponse.error();
        }
        return HttpResponse.json(serviceCategory(keys.length, service_category.name), { status: 201 });
      }),
    );
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Categoria' }));
    let modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Cabelo');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await modal.findByText('Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Categoria cadastrada!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Nova Categoria' }));
    modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Cabelo');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]); // the retry of the same submit
    expect(keys[2]).not.toBe(keys[0]); // the same values again, after a success: a new create
  });
});
