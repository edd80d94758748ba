import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientExportWire } from '../../../server/contract/privacy';
import { makeClient } from '../clients/clientsFixtures';
import { callsTo, db, seed, sentTo, userAccount } from '../mocks';
import { renderApp } from '../render';

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** What GET /clients/7/export answers: Maria, one appointment with a note, one sale of two lines. */
const EXPORT: ClientExportWire = {
  exported_at: at('2026-11-21T15:00:00-03:00'),
  salon: { id: 42, name: 'Salão da Ana' },
  client: { ...makeClient(7, { name: 'Maria Souza' }), created_at: at('2026-01-10T10:00:00-03:00'), updated_at: at('2026-11-01T10:00:00-03:00'), avatar: null },
  appointments: [
    { id: 31, start_at: at('2026-11-20T14:30:00-03:00'), duration: 1800, status: 'completed', service: 'Corte feminino', professional: 'Bia', price: 4500, notes: 'Alérgica a amônia', reminded_at: null, created_at: at('2026-11-19T10:00:00-03:00') },
  ],
  sales: [
    {
      id: 5, number: 12, created_at: at('2026-11-20T15:10:00-03:00'), status: 'completed', payment_type: 'pix', price: 8490, canceled_at: null,
      items: [
        { name: 'Corte feminino', kind: 'service', quantity: 1, value: 4500, discount: 0, professional: 'Bia' },
        { name: 'Pomada', kind: 'product', quantity: 1, value: 3990, discount: 0, professional: null },
      ],
    },
  ],
};

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

let saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${saved.push({ name: '', blob })}`);
  URL.revokeObjectURL = vi.fn();
  // The download's <a download> click: kept, not followed (jsdom cannot navigate).
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const index = Number(this.href.split(':').pop()) - 1;
    if (saved[index]) saved[index].name = this.download;
  });
});

describe("the salon's privacy page (/meu-salao/privacidade)", () => {
  it('downloads the whole salon as the ZIP the server names', async () => {
    // The server names the file by the salon's day (mocks/account.ts).
    const fileName = `agendei-salao-42-${new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })}.zip`;
    renderApp('/meu-salao/privacidade', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar todos os dados do salão' }, { timeout: 5000 }));
    expect(await screen.findByText(`Arquivo pronto: ${fileName}`)).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual([fileName]);
    // The bytes saved are the server's, whole (mocks/account.ts answers a ZIP's 4-byte signature).
    expect(await readText(saved[0].blob)).toBe('PK\x03\x04');
  }, 20_000);

  it('closes the account with the password: a wrong one is said under the field; then the sign-in page says when the data goes', async () => {
    seed({ users: [userAccount({ password: 'senha-certa-1' })] });
    const { router, store } = renderApp('/meu-salao/privacidade', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Como tratamos os dados: leia a política de privacidade' }, { timeout: 5000 })).toHaveAttribute('href', '/privacidade');
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar a conta do salão?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar conta' }));
    expect(await within(dialog).findByText('Digite a sua senha')).toBeInTheDocument();
    expect(callsTo('POST /salons/42/close')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'senha-errada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar conta' }));
    expect(await within(dialog).findByText('Senha incorreta')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Sua senha'));
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'senha-certa-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The date the server answered (30 days after closing), as the salon's calendar reads it.
    const deleteOn = new Date(db.salonClosed!.delete_after * 1000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(await screen.findByText(`Conta encerrada. Enviamos a confirmação para o seu e-mail; os dados serão apagados em ${deleteOn}.`)).toBeInTheDocument();
    expect(store.getState().session.credentials).toBeNull();
    expect(sentTo('POST', '/salons/42/close')).toEqual([{ password: 'senha-errada' }, { password: 'senha-certa-1' }]);
    // Every session of the salon ended with it: the sign-in page's check of the stored one was refused.
    expect(db.tokens).toEqual([]);
  }, 20_000);

  it('is in the salon menu, and an address typed by another role leads to the agenda', async () => {
    const owner = renderApp('/meu-salao/privacidade', { signedIn: true });
    await screen.findByRole('heading', { name: 'Privacidade e dados', level: 1 }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: /Salão da Ana/ }));
    expect(screen.getByRole('menuitem', { name: 'Privacidade e dados' })).toHaveAttribute('href', '/meu-salao/privacidade');
    owner.unmount();

    const desk = renderApp('/meu-salao/privacidade', { signedIn: true, as: { role: 'front_desk' } });
    await waitFor(() => expect(desk.router.state.location.pathname).toBe('/agenda'));
  }, 20_000);
});

describe("a client's data page (/clients/:id/dados)", () => {
  it('lists the record, appointments and purchases, and downloads the same as JSON', async () => {
    seed({ clientExports: [EXPORT] });
    renderApp('/clients/7/dados', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dados de Maria Souza', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Dados pessoais' });
    expect(within(personal).getByText('cliente7@email.com')).toBeInTheDocument();
    expect(within(personal).getByText('Consentimento').nextSibling).toHaveTextContent('não');
    const appointments = screen.getByRole('region', { name: 'Agendamentos' });
    expect(within(appointments).getByText('Alérgica a amônia')).toBeInTheDocument();
    expect(within(appointments).getByText('Finalizado')).toBeInTheDocument();
    const sales = screen.getByRole('region', { name: 'Compras' });
    expect(within(sales).getByText('1× Pomada')).toBeInTheDocument();
    expect(within(sales).getByText('Pix')).toBeInTheDocument();
    expect(within(sales).getByText('R$ 84,90')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Baixar JSON' }));
    expect(saved.map((file) => file.name)).toEqual(['cliente-7-dados.json']);
    expect(JSON.parse(await readText(saved[0].blob))).toEqual(EXPORT);
  }, 20_000);
});

describe('the public privacy policy (/privacidade)', () => {
  it('says how to use each right in the app, in Portuguese and in English', async () => {
    renderApp('/privacidade');
    const section = (await screen.findByRole('heading', { name: /Como usar os seus direitos no Agendei/ }, { timeout: 5000 })).closest('section');
    expect(section).not.toBeNull();
    const text = section?.textContent ?? '';
    for (const part of ['Exportar todos os dados do salão', 'Exportar dados (LGPD)', 'Editar', 'Apagar dados do cliente', 'aceita receber mensagens', 'Encerrar conta', '30 dias depois']) {
      expect(text).toContain(part);
    }
  }, 20_000);
});
