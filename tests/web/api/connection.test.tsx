import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientWire } from '../../../server/contract/clients';
import { connectionAnswered } from '../../../src/api/connection';
import i18n from '../../../src/i18n';
import { clientRange, makeClient } from '../clients/clientsFixtures';
import { API, server } from '../msw';
import { renderApp } from '../render';

/** The browser's own view of the network (navigator.onLine and its events), as airplane mode changes it. */
let browserOnline = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => browserOnline });
async function goOffline() {
  browserOnline = false;
  await act(async () => void window.dispatchEvent(new Event('offline')));
}
async function goOnline() {
  browserOnline = true;
  await act(async () => void window.dispatchEvent(new Event('online')));
}

afterEach(() => {
  browserOnline = true;
  connectionAnswered();
});

const banner = () => document.querySelector<HTMLElement>('.connection-banner')!;

/**
 * A salon's clients endpoint on a network that can be down: while it is, every call fails without an answer
 * (what the browser reports for a request that never left), and nothing reaches the server.
 */
function clientsServer() {
  const state = { down: false, keys: [] as Array<string | null>, created: [] as ClientWire[] };
  const byKey = new Map<string, ClientWire>();
  server.use(
    http.get(`${API}/health`, () => (state.down ? HttpResponse.error() : HttpResponse.json({ ok: true }))),
    http.post(`${API}/salons/42/clients`, ({ request }) => {
      const key = request.headers.get('idempotency-key');
      state.keys.push(key);
      if (state.down) return HttpResponse.error();
      // As the server does with an Idempotency-Key: the same key answers with what it first created.
      const first = key === null ? undefined : byKey.get(key);
      if (first) return HttpResponse.json(first, { status: 201 });
      const client = makeClient(77 + state.created.length, { name: 'Ana Beatriz' });
      state.created.push(client);
      if (key !== null) byKey.set(key, client);
      return HttpResponse.json(client, { status: 201 });
    }),
    http.get(`${API}/salons/42/clients`, () => (state.down ? HttpResponse.error() : HttpResponse.json([...clientRange(1, 2), ...state.created]))),
  );
  return state;
}

async function openNewClient() {
  renderApp('/clients', { signedIn: true });
  await screen.findByText('Cliente 01', {}, { timeout: 5000 });
  await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana Beatriz');
  await userEvent.type(within(dialog).getByLabelText('Telefone'), '11987654321');
  return dialog;
}

describe("the 'Sem conexão' banner", () => {
  it('appears when the browser goes offline, as a polite live region, and goes when it is back', async () => {
    clientsServer();
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    // Always in the page (empty), so that a screen reader hears what it says when it appears.
    expect(banner()).toHaveAttribute('role', 'status');
    expect(banner()).toHaveAttribute('aria-live', 'polite');
    expect(banner()).toBeEmptyDOMElement();

    await goOffline();
    expect(banner()).toHaveTextContent('Sem conexão. Tentaremos de novo quando a conexão voltar; o que você digitou continua na tela.');
    expect(document.body).toHaveClass('is-offline');

    await goOnline();
    await waitFor(() => expect(banner()).toBeEmptyDOMElement());
    expect(document.body).not.toHaveClass('is-offline');
  });

  it('speaks English', async () => {
    clientsServer();
    await i18n.changeLanguage('en');
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    await goOffline();
    expect(banner()).toHaveTextContent('No connection. We will try again when the connection is back; what you typed stays on screen.');
    expect(within(banner()).getByRole('button', { name: 'Try now' })).toBeInTheDocument();
  });
});

describe('a form saved without network', () => {
  it('keeps the dialog and what was typed, then creates the client once with the same key when the network is back', async () => {
    const api = clientsServer();
    const dialog = await openNewClient();
    await goOffline();
    api.down = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(banner()).toHaveTextContent('1 envio aguardando.'));
    expect(api.keys).toHaveLength(1);
    expect(api.created).toEqual([]);
    // Nothing closed, nothing reset: the form is as it was typed, waiting.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ana Beatriz');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-busy', 'true');

    api.down = false;
    await goOnline();
    expect(await screen.findByText('Cliente cadastrado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ana Beatriz')).toBeInTheDocument();
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
    expect(api.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.created).toHaveLength(1);
    expect(banner()).toBeEmptyDOMElement();
  }, 20_000);

  it('when the server is out of reach with the browser online, says so in the form; Salvar again sends the same key', async () => {
    const api = clientsServer();
    const dialog = await openNewClient();
    api.down = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.')).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Sem conexão.');
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ana Beatriz');

    // 'Tentar agora' looks again: still down, the banner stays; back, it goes.
    await userEvent.click(within(banner()).getByRole('button', { name: 'Tentar agora' }));
    expect(banner()).toHaveTextContent('Sem conexão.');
    api.down = false;
    await userEvent.click(within(banner()).getByRole('button', { name: 'Tentar agora' }));
    await waitFor(() => expect(banner()).toBeEmptyDOMElement());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente cadastrado com sucesso.')).toBeInTheDocument();
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
    expect(api.created).toHaveLength(1);
  }, 20_000);
});
