import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SaleWire } from '../../../server/contract/sales';
import { callsTo, db, seed, sent } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { sale, seedSaleSalon, SALON, settings } from './salesFixtures';

/** The POSTs the store took, as path and body: what the page sent, in order. */
const posts = () => sent.filter((s) => s.method === 'POST').map(({ path, body }) => ({ path, body }));

/** The sale view of `shown`, from the store. */
async function openView(shown: SaleWire = sale()) {
  seedSaleSalon();
  seed({ sales: [shown] });
  const view = renderApp(`/sales/${shown.id}`, { signedIn: true });
  const invoice = await screen.findByRole('article', { name: `Venda nº ${shown.number}` });
  return { ...view, invoice };
}

describe('the sale view (invoice)', { timeout: 30_000 }, () => {
  it('shows the salon, number, date and time, client, lines, totals, payment and Paga', async () => {
    const { invoice } = await openView();
    expect(invoice).toHaveTextContent('Salão da Ana');
    // 13:05 UTC is 10:05 in the salon's time zone (America/Sao_Paulo).
    expect(invoice).toHaveTextContent('14/03/2030, 10:05');
    expect(invoice).toHaveTextContent('Cliente: Maria Silva');
    expect(within(invoice).getByRole('status')).toHaveTextContent('Paga');
    const rows = within(invoice)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'ItemQtdValor unit.DescontoTotal',
      'Corte masculinocom Dona Ana1R$ 40,00—R$ 40,00',
      'Pomada modeladora2R$ 29,90-R$ 5,00R$ 54,80',
    ]);
    expect(within(invoice).getByTestId('invoice-total')).toHaveTextContent('R$ 94,80');
    expect(invoice).toHaveTextContent('SubtotalR$ 99,80');
    expect(invoice).toHaveTextContent('PagamentoPix');
    expect(invoice).not.toHaveTextContent('Troco');
  });

  it('shows Sem cliente, and for cash the amount received and the change', async () => {
    const { invoice } = await openView(sale({ client: null, client_id: null, payment_type: 'cash', payment_type_display: 'Dinheiro', received: 10000, change: 520 }));
    expect(invoice).toHaveTextContent('Cliente: Sem cliente');
    expect(invoice).toHaveTextContent('PagamentoDinheiroRecebidoR$ 100,00TrocoR$ 5,20');
    expect(screen.getByLabelText('Enviar o recibo por e-mail')).toHaveValue('');
  });

  it("sends the invoice to the client's e-mail (or another), and catches a malformed address before sending", async () => {
    await openView();
    const email = screen.getByLabelText('Enviar o recibo por e-mail');
    expect(email).toHaveValue('maria@email.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Recibo enviado para maria@email.com')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Ops! Por favor, digite um email válido')).toBeInTheDocument();
    expect(posts()).toEqual([{ path: '/sales/501/send-invoice', body: { email: 'maria@email.com' } }]);
  });

  it('never shows an error when the invoice e-mail fails (spec: errors swallowed)', async () => {
    server.use(http.post(`${API}/sales/:id/send-invoice`, () => HttpResponse.json({ errors: ['Muitos envios'] }, { status: 429 })));
    await openView();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(screen.queryByText(/Muitos envios/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Recibo enviado/)).not.toBeInTheDocument();
    expect(callsTo('POST /sales/501/send-invoice')).toHaveLength(1);
  });

  it('cancels the sale (estorno) only with a reason, then shows it canceled', async () => {
    const { invoice } = await openView();
    await userEvent.click(screen.getByRole('button', { name: 'Estornar venda' }));
    let dialog = await screen.findByRole('dialog', { name: 'Estornar esta venda?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar venda' }));
    expect(within(dialog).getByText('Diga o motivo do cancelamento')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Estornar esta venda?' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Estornar venda' }));
    dialog = await screen.findByRole('dialog', { name: 'Estornar esta venda?' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Cobrado em dobro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar venda' }));
    expect(await screen.findByText('A venda foi cancelada.')).toBeInTheDocument();
    expect(posts()).toEqual([{ path: '/sales/501/cancel', body: { reason: 'Cobrado em dobro' } }]);
    // The server's word for it (SALE_STATUS_LABELS), and the store's row now says so.
    await waitFor(() => expect(within(invoice).getByRole('status')).toHaveTextContent('Cancelada'));
    expect(db.sales[0]).toMatchObject({ status: 'canceled', cancel_reason: 'Cobrado em dobro', can_cancel: false });
    expect(within(invoice).getByRole('status')).toHaveTextContent('Motivo: Cobrado em dobro');
    // The dialog fades out; then no Estornar venda is left on the page.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Estornar venda' })).not.toBeInTheDocument());
  });

  it('prints, and Fechar goes back to the agenda', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = await openView();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
    const close = screen.getByRole('link', { name: 'Fechar' });
    expect(close).toHaveAttribute('href', '/agenda');
    await userEvent.click(close);
    // The agenda's lazy chunk may still be loading: the navigation to it has started.
    await waitFor(() => expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/agenda'));
    print.mockRestore();
  });

  it('says when the sale does not exist', async () => {
    // The store holds no sale 999: the API's 404.
    seedSaleSalon();
    renderApp('/sales/999', { signedIn: true });
    expect(await screen.findByText('Não encontramos esta venda.')).toBeInTheDocument();
    expect(settings().time_zone).toBe('America/Sao_Paulo');
    expect(SALON).toContain('/salons/42');
  });
});
