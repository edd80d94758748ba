import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientWire } from '../../../server/contract/clients';
import { clientRange, makeClient } from './clientsFixtures';
import { seed, sentTo } from '../mocks';
import { renderApp } from '../render';

/**
 * Issue 25 item 13: the client form started on 'Feminino', and an erased client showed 'Não binário'. Untold is
 * 'Não informado' (unspecified) in the form, and shows nothing on the client's card.
 */
function showClient(client: ClientWire) {
  seed({ clients: [client] });
  renderApp('/clients/7', { signedIn: true });
  return screen.findByRole('heading', { name: client.name }, { timeout: 5000 });
}

describe("a client's gender", { timeout: 20_000 }, () => {
  it("starts on 'Não informado' in the new client form, first in the menu, and is sent so", async () => {
    seed({ clients: clientRange(1, 2) });
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
    const dialog = await screen.findByRole('dialog');
    const gender = within(dialog).getByLabelText('Gênero');
    expect(gender).toHaveValue('unspecified');
    expect(within(gender).getAllByRole('option').map((option) => option.textContent)).toEqual(['Não informado', 'Feminino', 'Masculino', 'Não binário']);
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Bia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('POST', '/salons/42/clients')[0]).toMatchObject({ 'client[name]': 'Bia', 'client[gender]': 'unspecified' }));
  });

  it('shows nothing on the card of a client nobody told it of', async () => {
    await showClient(makeClient(7, { name: 'Maria Souza', gender: 'unspecified' }));
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.queryByText('Gênero')).not.toBeInTheDocument();
    expect(screen.queryByText('Não informado')).not.toBeInTheDocument();
  });

  it('shows no gender for an erased client', async () => {
    await showClient(makeClient(7, { name: 'Cliente removido #7', email: null, phone: null, gender: 'unspecified', erased_at: 1_800_000_000 }));
    expect(screen.queryByText('Gênero')).not.toBeInTheDocument();
    expect(screen.queryByText('Não binário')).not.toBeInTheDocument();
  });

  it('shows one that was told', async () => {
    await showClient(makeClient(7, { name: 'Maria Souza', gender: 'female' }));
    expect(screen.getByText('Feminino')).toBeInTheDocument();
  });
});
