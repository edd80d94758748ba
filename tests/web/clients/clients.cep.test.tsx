// Issue 25, item 14: the client form's address tab opens on the CEP, which fills the address as the salon
// profile's does, and says the same thing as the profile when the look-up fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientRange } from './clientsFixtures';
import { seed } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

const CEP_FAILS = '99999-999';
const FAILED = 'Não foi possível buscar o endereço agora: preencha-o à mão.';
/** The server's words (cepLookupFailed); the form says its own, FAILED. */
const LOOKUP_FAILED = 'Não conseguimos buscar o endereço deste CEP agora. Preencha o endereço à mão.';

async function openAddressTab() {
  // The look-up knows salonFixtures' CEP_ADDRESSES (mocks/db.ts).
  seed({ clients: clientRange(1, 2) });
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
    // The look-up service fails: the server's 502.
    server.use(http.get(`${API}/cep/${CEP_FAILS}`, () => HttpResponse.json({ errors: [LOOKUP_FAILED], message: LOOKUP_FAILED }, { status: 502 })));
    const panel = await openAddressTab();
    await userEvent.type(within(panel).getByLabelText('CEP'), CEP_FAILS);
    expect(await within(panel).findByText(FAILED)).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Endereço'), 'Rua A, 10');
    expect(within(panel).getByLabelText('Endereço')).toHaveValue('Rua A, 10');
  });
});
