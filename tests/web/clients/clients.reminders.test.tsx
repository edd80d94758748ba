import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientWire } from '../../../server/contract/clients';
import i18n from '../../../src/i18n';
import { makeClient } from './clientsFixtures';
import { seed } from '../mocks';
import { renderApp } from '../render';

/** 14 March 2030, 15:30 on the test machine's clock. */
const OPTED_OUT_AT = Math.floor(new Date(2030, 2, 14, 15, 30).getTime() / 1000);

async function showClient(client: ClientWire) {
  seed({ clients: [client] });
  renderApp('/clients/7', { signedIn: true });
  // The first test of a file also pays for loading the page's code.
  await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 8000 });
  return document.querySelector('[data-fact="reminders"]');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
  URL.revokeObjectURL = vi.fn();
});

describe("a client's reminders, on the client's page", () => {
  it('says the client unsubscribed, and when', async () => {
    const fact = await showClient(makeClient(7, { name: 'Maria Souza', reminders_opt_out_at: OPTED_OUT_AT }));
    expect(screen.getByText('Não recebe lembretes (cancelado pelo cliente em 14/03/2030)')).toBeInTheDocument();
    expect(fact).toHaveTextContent('Não recebe lembretes');
    expect(screen.getByText('Lembretes por e-mail')).toBeInTheDocument();
  });

  it('says nothing about reminders for a client with an e-mail who gets them', async () => {
    const fact = await showClient(makeClient(7, { name: 'Maria Souza' }));
    expect(screen.getByRole('link', { name: 'cliente7@email.com' })).toBeInTheDocument();
    expect(fact).toBeNull();
    expect(screen.queryByText(/lembretes/i)).not.toBeInTheDocument();
  });

  it('hints that reminders need an e-mail when the client has none', async () => {
    const fact = await showClient(makeClient(7, { name: 'Maria Souza', email: null }));
    expect(fact).toHaveTextContent('Cadastre um e-mail para este cliente receber lembretes dos horários.');
    expect(screen.queryByText(/Não recebe lembretes/)).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    await showClient(makeClient(7, { name: 'Maria Souza', reminders_opt_out_at: OPTED_OUT_AT }));
    expect(screen.getByText('Gets no reminders (unsubscribed by the client on 03/14/2030)')).toBeInTheDocument();
  });
});
