// Issue 25, item 14: the client form's address tab opens on the CEP, which fills the address as the salon
// profile's does, and says the same thing as the profile when the look-up fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientRange } from './clientsFixtures';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { CEP_ADDRESSES } from '../salonFixtures';

const CEP_FAILS = '99999-999';
const FAILED = 'Não foi possível buscar o endereço agora: preencha-o à mão.';

async function openAddressTab() {
  server.use(
    http.get(`${API}/salons/42/clients`, () => HttpResponse.json(clientRange(1, 2))),
    http.get(`${API}/cep/:cep`, ({ params }) => {
      const cep = String(params.cep);
      if (cep === CEP_FAILS) return HttpResponse.json({ errors: ['Não foi possível consultar o CEP agora'] }, { status: 502 });
      const found = CEP_ADDRESSES[cep];
      return found ? HttpResponse.json(found) : HttpResponse.json({ errors: ['Não encontrado'] }, { status: 404 });
    }),
  );
  renderApp('/clients', { signedIn: true });
  await screen.findByText('Cliente 01', {}, { timeout: 5000 });
  await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Endereço' }));
  return dialog.querySelector<HTMLElement>('#client-pane-address')!;
}

describe("the client form's CEP", { timeout: 20_000 }, () => {
  it('comes first in the address tab and fills the address it finds', async () => {
    const panel = await openAddressTab();
    expect(within(panel).getAllByRole('textbox')[0]).toHaveAccessibleName('CEP');
    await userEvent.type(within(panel).getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(within(panel).getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    expect(within(panel).getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(within(panel).getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(within(panel).getByLabelText('Estado')).toHaveDisplayValue('SP');
  });

  it("says the salon profile's words when the look-up fails, and the address can still be typed", async () => {
    const panel = await openAddressTab();
    await userEvent.type(within(panel).getByLabelText('CEP'), CEP_FAILS);
    expect(await within(panel).findByText(FAILED)).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Endereço'), 'Rua A, 10');
    expect(within(panel).getByLabelText('Endereço')).toHaveValue('Rua A, 10');
  });
});
