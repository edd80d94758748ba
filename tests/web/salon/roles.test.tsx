import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../clients/clientsFixtures';
import { callsTo, seed, userAccount } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { salonSettings } from '../salonFixtures';
import { ANA, BRUNO, seedStaff } from '../staff/staffFixtures';

/** What each role sees and may open (issue 11); the server refuses the rest with 403 not_allowed either way. */
const NOT_ALLOWED = { errors: ['Seu perfil não permite ver os profissionais'], code: 'not_allowed' };
const stored = () => localStorage.getItem('agendei.session');
const menu = () => screen.getAllByRole('navigation', { name: 'Menu principal' })[0];

describe('a refusal by role, against a refused session (src/api/client.ts)', { timeout: 20_000 }, () => {
  it('keeps the session on a 403 not_allowed and shows the server’s message', async () => {
    server.use(http.get(`${API}/salons/42/employees`, () => HttpResponse.json(NOT_ALLOWED, { status: 403 })));
    const { router, store } = renderApp('/clients', { signedIn: true, as: { role: 'front_desk' } });
    expect(await screen.findByText('Seu perfil não permite ver os profissionais')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
    expect(store.getState().session.user?.role).toBe('front_desk');
    expect(stored()).not.toBeNull();
  });

  it('asks the server who the user is after a refusal, so a role changed since sign-in updates the menu', async () => {
    // The owner made Ana a professional since she signed in: the server knows her so.
    seed({ users: [userAccount({ role: 'professional' })] });
    server.use(http.get(`${API}/salons/42/employees`, () => HttpResponse.json(NOT_ALLOWED, { status: 403 })));
    const { store } = renderApp('/clients', { signedIn: true });
    expect(await screen.findByText('Seu perfil não permite ver os profissionais')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.user?.role).toBe('professional'));
    await waitFor(() => expect(within(menu()).queryByRole('link', { name: 'Profissionais' })).not.toBeInTheDocument());
    expect(stored()).not.toBeNull();
  });

  it('still signs out on a 403 without that code (another salon’s id)', async () => {
    server.use(http.get(`${API}/salons/42/employees`, () => HttpResponse.json({ errors: ['proibido'] }, { status: 403 })));
    const { router } = renderApp('/clients', { signedIn: true, as: { role: 'front_desk' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stored()).toBeNull();
  });
});

describe('a professional', { timeout: 20_000 }, () => {
  it('sees no Profissionais in the menu, and no salon menu', async () => {
    renderApp('/clients', { signedIn: true, as: { role: 'professional' } });
    await screen.findByRole('heading', { name: 'Clientes' });
    const links = within(menu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Agenda', 'Clientes', 'Serviços', 'Produtos', 'Relatórios']);
    // The salon's name, without the menu of its profile and plan.
    expect(within(screen.getByRole('banner')).getByText('Salão da Ana')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /Salão da Ana/ })).not.toBeInTheDocument();
  });

  it('typing /staff lands on the agenda with a message, still signed in', async () => {
    const { router } = renderApp('/staff', { signedIn: true, as: { role: 'professional' } });
    expect(await screen.findByText('Seu perfil não permite abrir esta página.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(stored()).not.toBeNull();
  });

  it('sees a client’s name and contacts, but no history, edit or delete', async () => {
    seed({ clients: [makeClient(7, { name: 'Maria Souza' })] });
    renderApp('/clients/7', { signedIn: true, as: { role: 'professional' } });
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cliente7@email.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir cliente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Última visita')).not.toBeInTheDocument();
    // Nothing of the client's history (statistics, appointments, transactions) is asked.
    expect(callsTo('GET /clients/7/')).toEqual([]);
  });
});

describe('the front desk', { timeout: 20_000 }, () => {
  it('cannot open the plan: typed by hand, it leads to the agenda with the message', async () => {
    const { router } = renderApp('/meu-salao/plano', { signedIn: true, as: { role: 'front_desk' } });
    expect(await screen.findByText('Seu perfil não permite abrir esta página.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(stored()).not.toBeNull();
  });

  it('sees the professionals and the online booking settings nowhere in the menu but the rest of it', async () => {
    renderApp('/clients', { signedIn: true, as: { role: 'front_desk' } });
    await screen.findByRole('heading', { name: 'Clientes' });
    expect(within(menu()).queryByRole('link', { name: 'Profissionais' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Agendamento online' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Relatórios' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Caixa' })).toBeInTheDocument();
  });

  it('is told by the trial banner to ask the owner, with no link to the plan', async () => {
    seed({ settings: salonSettings({ trial_ends_at: Math.floor(Date.now() / 1000) - 86_400 }) });
    renderApp('/clients', { signedIn: true, as: { role: 'front_desk' } });
    const banner = (await screen.findByText(/Seu teste gratuito terminou/)).closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByText('Fale com o dono do salão.')).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('after the trial, a refused write (402) says to ask the owner and stays on the page', async () => {
    server.use(http.get(`${API}/salons/42/employees`, () => HttpResponse.json({ errors: ['teste terminou'] }, { status: 402 })));
    const { router } = renderApp('/clients', { signedIn: true, as: { role: 'front_desk' } });
    expect(await screen.findByText(/fale com o dono do salão para assinar um plano/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
  });
});

describe('the owner', { timeout: 20_000 }, () => {
  it('sees every menu item and the salon menu, and opens /staff', async () => {
    seedStaff([ANA, BRUNO]);
    const { router } = renderApp('/staff', { signedIn: true });
    expect(await screen.findByRole('button', { name: /Bruno Barbeiro/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    const links = within(menu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Agenda', 'Clientes', 'Profissionais', 'Serviços', 'Produtos', 'Vendas', 'Caixa', 'Relatórios', 'Agendamento online']);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Salão da Ana/ })).toBeInTheDocument();
  });

  it('with a session stored before roles existed, asks the server once for the role', async () => {
    seedStaff([ANA, BRUNO]);
    localStorage.setItem('agendei.session', JSON.stringify({ user: ANA_USER, credentials: { accessToken: 'tok', client: 'cli', uid: 'ana@salao.com.br', expiry: 0 } }));
    const { router, store } = renderApp('/staff');
    expect(await screen.findByRole('button', { name: /Bruno Barbeiro/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(store.getState().session.user?.role).toBe('owner');
    expect(callsTo('GET /auth/validate_token').length).toBeGreaterThanOrEqual(1);
  });
});

/** The user as a session stored before issue 11 holds it: no role, no professionals_see_all. */
const ANA_USER = { id: 7, name: 'Dona Ana', email: 'ana@salao.com.br', employee_id: 3, salon: { id: 42, name: 'Salão da Ana', professionals_see_all: false } };
