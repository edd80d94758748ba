import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { ANA, BRUNO } from '../staff/staffFixtures';

/** Another salon's owner, who signs in on the same tab after Ana signed out. */
const CAIO = { id: 8, name: 'Caio', email: 'caio@barbearia.com.br', employee_id: 20, role: 'owner', salon: { id: 43, name: 'Barbearia do Caio', professionals_see_all: false } };
const otherSalonLists = ['service_categories', 'product_categories', 'clients'].map((list) =>
  http.get(`${API}/salons/43/${list}`, () => HttpResponse.json([])),
);

describe('signing out and into another salon in the same tab', { timeout: 20_000 }, () => {
  it("shows none of the first salon's data, even while the second salon's lists load", async () => {
    let releaseCaio: (() => void) | null = null;
    const caioLoaded = new Promise<void>((resolve) => (releaseCaio = resolve));
    server.use(
      http.get(`${API}/salons/42/employees`, () => HttpResponse.json([ANA, BRUNO])),
      http.delete(`${API}/auth/sign_out`, () => HttpResponse.json({ success: true })),
      http.post(`${API}/events`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${API}/auth/sign_in`, () =>
        HttpResponse.json(CAIO, { headers: { 'access-token': 'tok2', client: 'c2', uid: CAIO.email, expiry: '9999999999' } }),
      ),
      // Caio's professionals are slow to come: the page must not fill the wait with Ana's.
      http.get(`${API}/salons/43/employees`, async () => {
        await caioLoaded;
        return HttpResponse.json([{ ...ANA, id: 20, name: 'Caio', email: CAIO.email }]);
      }),
      ...otherSalonLists,
    );
    const { router, store } = renderApp('/staff', { signedIn: true });
    expect(await screen.findByRole('button', { name: /Bruno Barbeiro/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Nothing of Ana's salon stays in memory for the next person at this tablet.
    expect(JSON.stringify(store.getState())).not.toContain('Bruno Barbeiro');
    await userEvent.type(await screen.findByLabelText('E-mail'), CAIO.email);
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    await router.navigate('/staff');

    expect(await screen.findByRole('heading', { name: 'Profissionais' })).toBeInTheDocument();
    expect(screen.queryByText('Bruno Barbeiro')).toBeNull();
    expect(screen.queryByText('Dona Ana')).toBeNull();
    expect(screen.getByText('Barbearia do Caio')).toBeInTheDocument();

    releaseCaio!();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: /Caio/ })).toBeInTheDocument();
    expect(within(table).queryByText('Bruno Barbeiro')).toBeNull();
  });
});
