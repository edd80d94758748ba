import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../server/contract/constants';
import { clientRange } from './clientsFixtures';
import { seed, sent, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

async function openNewClient() {
  // Without phones: the store answers a phone another client has with the server's 409 (duplicates.test.tsx).
  seed({ clients: clientRange(1, 2).map((client) => ({ ...client, phone: null })) });
  renderApp('/clients', { signedIn: true });
  // Generous: the first test of the file also loads the page's code.
  await screen.findByText('Cliente 01', {}, { timeout: 5000 });
  await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
  return screen.findByRole('dialog');
}

beforeEach(() => {
  // jsdom has no object URLs; the avatar preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('new client', () => {
  it('sends multipart client[field] parts without the empty ones, toasts and lists the client', async () => {
    // The CEP is looked up (tests/web/clients/clients.cep.test.tsx): unknown here, so nothing else is filled in.
    seed({ ceps: [] });
    const dialog = await openNewClient();
    expect(within(dialog).getByText('Novo Cliente')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana Beatriz');
    await userEvent.type(within(dialog).getByLabelText('Telefone'), '11987654321');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await userEvent.type(within(dialog).getByLabelText('Data de nascimento'), '17051990');
    expect(within(dialog).getByLabelText('Data de nascimento')).toHaveValue('17/05/1990');
    await userEvent.upload(within(dialog).getByLabelText('Foto'), new File(['png'], 'ana.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Endereço' }));
    await userEvent.type(within(dialog).getByLabelText('CEP'), '01310100');
    expect(within(dialog).getByLabelText('CEP')).toHaveValue('01310-100');
    await userEvent.selectOptions(within(dialog).getByLabelText('Estado'), 'SP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Cliente cadastrado com sucesso.')).toBeInTheDocument();
    const [post] = sent.filter((request) => request.method === 'POST' && request.path === '/salons/42/clients');
    expect(post.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(post.body).toEqual({
      'client[name]': 'Ana Beatriz',
      'client[phone]': '(11) 98765-4321',
      'client[gender]': 'unspecified',
      'client[birth]': '17/05/1990',
      'client[zip_code]': '01310-100',
      'client[state]': 'SP',
      'client[avatar]': 'file of 3 bytes',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ana Beatriz')).toBeInTheDocument();
  }, 20_000);

  it('checks the form before sending: name, e-mail, birth date and photo', async () => {
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@');
    await userEvent.type(within(dialog).getByLabelText('Data de nascimento'), '31022000');
    // The file dialog offers only the accepted types; a user can still pick 'All files'.
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Foto'), new File(['gif'], 'ana.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('A foto deve ser uma imagem JPEG, PNG ou WebP.')).toBeInTheDocument();
    const huge = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText('Foto'), huge);
    expect(await within(dialog).findByText('A foto deve ter no máximo 5 MB.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Digite o nome do cliente')).toBeInTheDocument();
    expect(within(dialog).getByText('Ops! Por favor, digite um e-mail válido')).toBeInTheDocument();
    expect(within(dialog).getByText(/Data de nascimento inválida/)).toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/clients')).toEqual([]);
  }, 20_000);

  it('opens the Endereço tab for a server error under one of its fields', async () => {
    server.use(
      http.post(`${API}/salons/42/clients`, () => HttpResponse.json({ zip_code: ['CEP inválido. Use 00000-000'] }, { status: 422 })),
    );
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const addressTab = within(dialog).getByRole('tab', { name: /Endereço/ });
    // The tab opens and the server's field errors land in separate renders: wait for what the user ends up seeing.
    await waitFor(() => {
      expect(addressTab).toHaveClass('active');
      expect(addressTab).toHaveAccessibleName(/Esta aba tem campos para corrigir/);
      expect(within(dialog).getByLabelText('CEP')).toHaveAccessibleDescription('CEP inválido. Use 00000-000');
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the modal open with the server message when saving fails', async () => {
    server.use(
      http.post(`${API}/salons/42/clients`, () => HttpResponse.json({ errors: ['Serviço indisponível'] }, { status: 503 })),
    );
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Serviço indisponível')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});
