import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientWire } from '../../../server/contract/clients';
import { makeClient } from './clientsFixtures';
import { API, server } from '../msw';
import { emptySalonLists, renderApp } from '../render';

/** 1 Nov 2026, 15:00 in São Paulo: when Maria said yes to the salon's messages. */
const CONSENTED_AT = Math.floor(Date.UTC(2026, 10, 1, 18) / 1000);
const STATS = { prospection: 0, sales_total: 0, appointments_total: 0, completed: 0, canceled: 0, no_show: 0, new_count: 0, last_visit: null };

/** The detail's calls; `client` is read at each call, so a test can change what the server holds. */
function detailHandlers(client: ClientWire | (() => ClientWire)) {
  return [
    http.get(`${API}/clients/7`, () => HttpResponse.json(typeof client === 'function' ? client() : client)),
    http.get(`${API}/clients/7/statistics`, () => HttpResponse.json(STATS)),
    http.get(`${API}/clients/7/appointments`, () => HttpResponse.json([])),
    http.get(`${API}/clients/7/transactions`, () => HttpResponse.json({ products: [], services: [] })),
    ...emptySalonLists,
  ];
}

async function partsOf(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

describe('consent to messages (LGPD)', () => {
  it('is a box of the client form, sent ticked on create and either way on update; the detail says since when', async () => {
    let parts: Record<string, string> = {};
    const maria = makeClient(7, { name: 'Maria Souza', messages_consent: true, messages_consent_at: CONSENTED_AT });
    server.use(
      ...detailHandlers(maria),
      http.put(`${API}/clients/7`, async ({ request }) => {
        parts = await partsOf(request);
        return HttpResponse.json({ ...maria, messages_consent: false, messages_consent_at: null });
      }),
    );
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-fact="consent"]')).toHaveTextContent('sim, desde 01/11/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Aceita receber mensagens do salão (lembretes e novidades)' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(parts['client[messages_consent]']).toBe('false'));
    await waitFor(() => expect(document.querySelector('[data-fact="consent"]')).toHaveTextContent('não'));
  }, 20_000);

  it('goes with a new client when ticked', async () => {
    let parts: Record<string, string> = {};
    server.use(
      http.get(`${API}/salons/42/clients`, () => HttpResponse.json([makeClient(1)])),
      http.post(`${API}/salons/42/clients`, async ({ request }) => {
        parts = await partsOf(request);
        return HttpResponse.json(makeClient(9, { name: 'Bia', messages_consent: true, messages_consent_at: CONSENTED_AT }), { status: 201 });
      }),
      ...emptySalonLists,
    );
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Bia');
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Aceita receber mensagens do salão (lembretes e novidades)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(parts).toEqual({ 'client[name]': 'Bia', 'client[gender]': 'unspecified', 'client[messages_consent]': 'true' }));
  }, 20_000);
});

describe("erasing a client's data (LGPD)", () => {
  it('asks for the name typed out, sends it, and shows the anonymised client without edit or erase', async () => {
    const maria = makeClient(7, { name: 'Maria Souza' });
    const erased = makeClient(7, { name: 'Cliente removido #7', email: null, phone: null, gender: 'unspecified', erased_at: Math.floor(Date.UTC(2026, 10, 21, 15) / 1000) });
    let sent: unknown = null;
    let held = maria;
    server.use(
      ...detailHandlers(() => held),
      http.post(`${API}/clients/7/erase`, async ({ request }) => {
        sent = await request.json();
        held = erased;
        return HttpResponse.json(erased);
      }),
    );
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
    expect(sent).toEqual({ confirm_name: 'Maria Souza' });
    expect(await screen.findByRole('heading', { name: 'Cliente removido #7' })).toBeInTheDocument();
    expect(document.querySelector('[data-fact="erased"]')).toHaveTextContent('foram apagados em 21/11/2026');
    expect(screen.queryByRole('button', { name: 'Apagar dados do cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agendamento' })).not.toBeInTheDocument();
  }, 20_000);

  it("shows the server's refusal under the name", async () => {
    server.use(
      ...detailHandlers(makeClient(7, { name: 'Maria Souza' })),
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
    server.use(...detailHandlers(makeClient(7, { name: 'Maria Souza' })));
    renderApp('/clients/7', { signedIn: true, as: { role: 'front_desk' } });
    await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Apagar dados do cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar dados (LGPD)' })).not.toBeInTheDocument();
  }, 20_000);
});
