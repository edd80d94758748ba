import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientWire } from '../../../server/contract/clients';
import { makeClient } from './clientsFixtures';
import { db, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

/** 1 Nov 2026, 15:00 in São Paulo: when Maria said yes to the salon's messages. */
const CONSENTED_AT = Math.floor(Date.UTC(2026, 10, 1, 18) / 1000);
/** Maria (client 7) in the store. */
const maria = (fields: Partial<ClientWire> = {}) => seed({ clients: [makeClient(7, { name: 'Maria Souza', ...fields })] });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

describe('consent to messages (LGPD)', () => {
  it('is a box of the client form, sent ticked on create and either way on update; the detail says since when', async () => {
    maria({ messages_consent: true, messages_consent_at: CONSENTED_AT });
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-fact="consent"]')).toHaveTextContent('sim, desde 01/11/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Aceita receber mensagens do salão (lembretes e novidades)' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('PUT', '/clients/7')[0]?.['client[messages_consent]']).toBe('false'));
    await waitFor(() => expect(document.querySelector('[data-fact="consent"]')).toHaveTextContent('não'));
  }, 20_000);

  it('goes with a new client when ticked', async () => {
    seed({ clients: [makeClient(1)] });
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Bia');
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Aceita receber mensagens do salão (lembretes e novidades)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('POST', '/salons/42/clients')[0]).toEqual({ 'client[name]': 'Bia', 'client[gender]': 'unspecified', 'client[messages_consent]': 'true' }));
  }, 20_000);
});

describe("erasing a client's data (LGPD)", () => {
  it('asks for the name typed out, sends it, and shows the anonymised client without edit or erase', async () => {
    maria();
    renderApp('/clients/7', { signedIn: true });
    await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Exportar dados (LGPD)' })).toHaveAttribute('href', '/clients/7/dados');
    await userEvent.click(screen.getByRole('button', { name: 'Apagar dados do cliente' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apagar dados do cliente' });
    const confirm = within(dialog).getByRole('button', { name: 'Apagar dados' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText(/Para confirmar, digite o nome do cliente/);
    await userEvent.type(input, 'Maria');
    expect(within(dialog).getByText('O nome digitado não é igual ao do cadastro.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.type(input, ' Souza');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('Os dados do cliente foram apagados.')).toBeInTheDocument();
    expect(sentTo('POST', '/clients/7/erase')).toEqual([{ confirm_name: 'Maria Souza' }]);
    expect(await screen.findByRole('heading', { name: 'Cliente removido #7' })).toBeInTheDocument();
    // The store dates the erasure now, as the server does.
    const erasedOn = new Date((db.clients[0].erased_at as number) * 1000).toLocaleDateString('pt-BR');
    expect(document.querySelector('[data-fact="erased"]')).toHaveTextContent(`foram apagados em ${erasedOn}`);
    expect(screen.queryByRole('button', { name: 'Apagar dados do cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agendamento' })).not.toBeInTheDocument();
  }, 20_000);

  it("shows the server's refusal under the name", async () => {
    maria();
    server.use(
      http.post(`${API}/clients/7/erase`, () => HttpResponse.json({ confirm_name: ['Digite o nome do cliente exatamente como aparece no cadastro para confirmar'] }, { status: 422 })),
    );
    renderApp('/clients/7', { signedIn: true });
    await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Apagar dados do cliente' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Maria Souza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar dados' }));
    expect(await within(dialog).findByText('Digite o nome do cliente exatamente como aparece no cadastro para confirmar')).toBeInTheDocument();
  }, 20_000);

  it('is offered to the owner only', async () => {
    maria();
    renderApp('/clients/7', { signedIn: true, as: { role: 'front_desk' } });
    await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Apagar dados do cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar dados (LGPD)' })).not.toBeInTheDocument();
  }, 20_000);
});
