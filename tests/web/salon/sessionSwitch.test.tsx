import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, seed, userAccount } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { ANA, BRUNO, seedStaff } from '../staff/staffFixtures';

/** Another salon's owner, who signs in on the same tab after Ana signed out. */
const CAIO = userAccount({ id: 8, name: 'Caio', email: 'caio@barbearia.com.br', employee_id: 20, salon: { id: 43, name: 'Barbearia do Caio', professionals_see_all: false } });
// The store holds one salon (42): the second salon's lists are answered here.
const otherSalonLists = ['service_categories', 'product_categories', 'clients'].map((list) =>
  http.get(`${API}/salons/43/${list}`, () => HttpResponse.json([])),
);

describe('signing out and into another salon in the same tab', { timeout: 20_000 }, () => {
  it("shows none of the first salon's data, even while the second salon's lists load", async () => {
    let releaseCaio: (() => void) | null = null;
    const caioLoaded = new Promise<void>((resolve) => (releaseCaio = resolve));
    seedStaff([ANA, BRUNO]);
    seed({ users: [userAccount(), CAIO] });
    server.use(
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
    expect(callsTo('DELETE /auth/sign_out')).toHaveLength(1);
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
