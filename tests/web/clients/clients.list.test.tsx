import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientRange, makeClient } from './clientsFixtures';
import { callsTo, seed } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

/** 35 clients: a full page of 30, then 5. */
const pagedList = () => seed({ clients: clientRange(1, 35) });
/** The pages of the list asked for, in order. */
const listPages = () => callsTo('GET /salons/42/clients?').map((call) => call.replace(/.*page=/, ''));
/** The searches sent, as typed. */
const searches = () => callsTo('GET /salons/42/clients/search/').map((call) => call.replace(/^.*\/search\/([^?]*).*$/, '$1'));

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('clients list', () => {
  it('shows the page of 30 and moves through the pages with ?page=', async () => {
    pagedList();
    const { router } = renderApp('/clients', { signedIn: true });
    // The first test of a file also pays for loading the page's code.
    expect(await screen.findByText('Cliente 01', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Telefone' })).toBeInTheDocument();
    expect(rows()).toHaveLength(30);
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Cliente 31')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: /Próxima/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(await screen.findByText('Cliente 01')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the page named in the URL', async () => {
    pagedList();
    renderApp('/clients?page=2', { signedIn: true });
    expect(await screen.findByText('Cliente 35')).toBeInTheDocument();
    expect(screen.queryByText('Cliente 01')).not.toBeInTheDocument();
    expect(screen.getByText('Página 2')).toBeInTheDocument();
  });

  it('hides the pagination when the only page is not full', async () => {
    seed({ clients: clientRange(1, 3) });
    renderApp('/clients', { signedIn: true });
    expect(await screen.findByText('Cliente 03')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('searches after more than one character and reloads the list when the text gets short', async () => {
    seed({ clients: [...clientRange(1, 35), makeClient(90, { name: 'João da Silva' })] });
    renderApp('/clients', { signedIn: true });
    const box = await screen.findByPlaceholderText('Pesquisar um cliente');
    await screen.findByText('Cliente 01');
    const before = listPages().length;

    await userEvent.type(box, 'joao');
    expect(await screen.findByText('João da Silva')).toBeInTheDocument();
    expect(searches()).toEqual(['joao']);
    expect(screen.queryByText('Cliente 01')).not.toBeInTheDocument();

    await userEvent.type(box, '{backspace}{backspace}{backspace}');
    expect(await screen.findByText('Cliente 01')).toBeInTheDocument();
    expect(listPages().length).toBe(before + 1);
    expect(searches()).toEqual(['joao']);
  });

  it('never lets a slow answer to an older search replace the newer one', async () => {
    const searches: string[] = [];
    server.use(
      http.get(`${API}/salons/42/clients/search/:query`, async ({ params }) => {
        const query = String(params.query);
        searches.push(query);
        if (query === 'joao') await delay(1500);
        return HttpResponse.json([makeClient(90, { name: query === 'joao' ? 'João Velho' : 'João Silva' })]);
      }),
    );
    pagedList();
    renderApp('/clients', { signedIn: true });
    const box = await screen.findByPlaceholderText('Pesquisar um cliente');
    await userEvent.type(box, 'joao');
    await waitFor(() => expect(searches).toEqual(['joao']));
    await userEvent.type(box, ' s');
    expect(await screen.findByText('João Silva')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(searches).toEqual(['joao', 'joao s']);
    expect(screen.getByText('João Silva')).toBeInTheDocument();
    expect(screen.queryByText('João Velho')).not.toBeInTheDocument();
  });

  it('says when a search finds nobody', async () => {
    pagedList();
    renderApp('/clients', { signedIn: true });
    await userEvent.type(await screen.findByPlaceholderText('Pesquisar um cliente'), 'zé ninguém');
    expect(await screen.findByText('Sem resultados para "zé ninguém"')).toBeInTheDocument();
  });

  it('shows the empty state for a salon without clients', async () => {
    renderApp('/clients', { signedIn: true });
    expect(await screen.findByText('Não encontramos nenhum cliente.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the danger toast when the list cannot be loaded', async () => {
    server.use(http.get(`${API}/salons/42/clients`, () => HttpResponse.json({ errors: ['boom'] }, { status: 500 })));
    renderApp('/clients?page=3', { signedIn: true });
    expect(await screen.findByText('Não foi possível encontrar os clientes deste salão!')).toBeInTheDocument();
  });

  it('opens the client when a row is clicked', async () => {
    pagedList();
    const { router } = renderApp('/clients', { signedIn: true });
    const row = (await screen.findByText('Cliente 05')).closest('tr');
    await userEvent.click(within(row as HTMLElement).getByText('cliente5@email.com'));
    // The URL changes once the detail page's chunk (and the app's styles) have loaded: room for a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/5'), { timeout: 5000 });
    expect(await screen.findByText('Vendas Totais')).toBeInTheDocument();
  });
});
