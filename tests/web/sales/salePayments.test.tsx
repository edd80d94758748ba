// Issue 30, items 1 and 2 (the SPA): split payments at checkout (Dividir pagamento) and the Pix QR code of each Pix
// payment in 'Finalizar venda?', with the reference the sale sends; the receipt lists the payments.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { routes } from '../../../src/app/router';
import { appointment } from '../agenda/appointmentFixtures';
import { callsTo, db, seed } from '../mocks';
import { record } from '../mocks/db';
import { pixBrCode } from '../mocks/sales';
import { server } from '../msw';
import { mount, renderApp, SESSION } from '../render';
import { payment, PIX_KEY, sale, saleBodies, SALON, seedSaleSalon } from './salesFixtures';

const REFERENCE = /^AG[A-Z0-9]{20}$/;
/** The text as read, the non-breaking space of the money written as a plain one. */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';
/** An accessible name as the screen writes it: the money with its non-breaking space ('Pix de R$ 90,00'). */
const named = (name: string) => name.replace(/R\$ /g, 'R$\u00a0');

/** Finalizar on the agenda with an R$ 90,00 appointment of Maria's (the store holds it: the sale completes it). */
async function checkout({ pixKey = false, booked = appointment({ price: 9000 }) }: { pixKey?: boolean; booked?: AppointmentWire } = {}) {
  seedSaleSalon({ pixKey });
  seed({ appointments: [booked] });
  localStorage.setItem('agendei.session', JSON.stringify(SESSION));
  const view = mount(createMemoryRouter(routes, { initialEntries: [{ pathname: '/sales', state: { appointment: booked } }] }));
  // The file's first render also loads the page's lazy chunk: room for a busy machine.
  await screen.findByRole('heading', { name: 'Nova venda' }, { timeout: 15_000 });
  return { ...view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const row = (number: number) => screen.getByRole('group', { name: `Pagamento ${number}` });
const left = () => text(screen.getByTestId('split-left'));

async function typeMoney(user: User, input: HTMLElement, digits: string) {
  await user.clear(input);
  await user.type(input, digits);
}

/** Pix, then Dividir pagamento: the first payment is Pix of all that is due. */
async function splitFromPix(user: User) {
  await user.click(screen.getByRole('button', { name: 'Pix' }));
  await user.click(screen.getByRole('button', { name: 'Dividir pagamento' }));
  return row(1);
}

/** R$ 50,00 by Pix and the R$ 40,00 left in cash, R$ 50,00 handed over. */
async function pixAndCash(user: User) {
  const first = await splitFromPix(user);
  await typeMoney(user, within(first).getByLabelText('Valor'), '5000');
  await user.click(screen.getByRole('button', { name: '+ Adicionar pagamento' }));
  const second = row(2);
  await user.selectOptions(within(second).getByLabelText('Forma de pagamento'), 'Dinheiro');
  await user.type(within(second).getByLabelText('Valor recebido (opcional)'), '5000');
  return { first, second };
}

async function finalize(user: User) {
  await user.click(screen.getByRole('button', { name: 'Finalizar' }));
  return screen.findByRole('dialog', { name: 'Finalizar venda?' });
}

describe('split payments at checkout', { timeout: 30_000 }, () => {
  it('sends Pix and cash, with the cash received and its change, adding up to what is due', async () => {
    const { user, router } = await checkout();
    const first = await splitFromPix(user);
    // The one-tap choice becomes the first payment, of all that is due.
    expect(within(first).getByLabelText('Forma de pagamento')).toHaveValue('pix');
    expect(within(first).getByLabelText('Valor')).toHaveValue('R$ 90,00');
    expect(screen.queryByRole('button', { name: 'Pix' })).not.toBeInTheDocument();
    expect(left()).toBe('Os pagamentos somam o valor a receber.');
    // Straight into its amount, selected: the digits typed replace it.
    expect(document.activeElement).toBe(within(first).getByLabelText('Valor'));
    await user.keyboard('5000');
    expect(within(first).getByLabelText('Valor')).toHaveValue('R$ 50,00');
    expect(left()).toBe('FaltaR$ 40,00');

    // A new payment is for what is left.
    await user.click(screen.getByRole('button', { name: '+ Adicionar pagamento' }));
    const second = row(2);
    expect(within(second).getByLabelText('Valor')).toHaveValue('R$ 40,00');
    expect(within(second).getByLabelText('Forma de pagamento')).toHaveValue('');
    expect(document.activeElement).toBe(within(second).getByLabelText('Forma de pagamento'));
    await user.selectOptions(within(second).getByLabelText('Forma de pagamento'), 'Dinheiro');
    await user.type(within(second).getByLabelText('Valor recebido (opcional)'), '5000');
    expect(text(within(second).getByTestId('split-change-1'))).toBe('R$ 10,00');
    expect(left()).toBe('Os pagamentos somam o valor a receber.');

    const dialog = await finalize(user);
    expect(text(dialog)).toContain('Total de R$ 90,00 em 2 pagamentos.');
    expect(text(dialog)).toContain('Pix R$ 50,00');
    expect(text(dialog)).toContain('Dinheiro R$ 40,00Recebido R$ 50,00, troco R$ 10,00');
    // The salon has no Pix key yet: no QR code, said where to set it, and the sale still goes.
    expect(await within(dialog).findByText('Cadastre a chave Pix em Meu salão › Perfil para mostrar o QR Code.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pix recebido, finalizar' }));

    await screen.findByText('Venda finalizada com sucesso!');
    const [body] = saleBodies();
    expect(body.sale).toEqual({
      payment_type: 'pix',
      payments: [
        { method: 'pix', amount: 5000, reference: expect.stringMatching(REFERENCE) },
        { method: 'cash', amount: 4000, received: 5000 },
      ],
      client_id: 5,
      price: 9000,
      transactions_attributes: [{ service_id: 11, appointment_id: 100, user_id: 3, quantity: 1, value: 9000, discount: 0 }],
    });
    expect(db.sales[0]).toMatchObject({ payment_type: 'pix', payment_type_display: 'Pix + Dinheiro', received: 5000, change: 1000 });
    // The receipt the page opens lists both.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/1'));
    const invoice = await screen.findByRole('article', { name: 'Venda nº 1' });
    expect(text(invoice)).toContain('PagamentoPix + DinheiroPixR$ 50,00DinheiroR$ 40,00RecebidoR$ 50,00TrocoR$ 10,00');
  });

  it('says what is missing or over and sends nothing while the payments do not add up', async () => {
    const { user } = await checkout();
    const { first, second } = await pixAndCash(user);
    await typeMoney(user, within(second).getByLabelText('Valor'), '3000');
    expect(left()).toBe('FaltaR$ 10,00');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(text(await screen.findByRole('alert'))).toBe('Os pagamentos somam R$ 80,00; faltam R$ 10,00.');
    expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument();

    await typeMoney(user, within(first).getByLabelText('Valor'), '7000');
    expect(left()).toBe('SobraR$ 10,00');
    expect(text(screen.getByRole('alert'))).toBe('Os pagamentos somam R$ 100,00; sobram R$ 10,00.');
    // Cash below its own payment is said on its field.
    await typeMoney(user, within(second).getByLabelText('Valor recebido (opcional)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await within(second).findByText('O valor recebido é menor que o valor deste pagamento')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument();
    expect(callsTo('POST /salons/42/sales')).toEqual([]);
  });

  it('adds up to 10 payments, removes any, and goes back to one payment with the first one’s method', async () => {
    const { user } = await checkout();
    await splitFromPix(user);
    const add = screen.getByRole('button', { name: '+ Adicionar pagamento' });
    for (let i = 0; i < 9; i++) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Pagamento \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText('Até 10 pagamentos por venda.')).toBeInTheDocument();
    // Nothing was left for the new ones: empty, to type.
    expect(within(row(10)).getByLabelText('Valor')).toHaveValue('');

    await user.click(within(row(2)).getByRole('button', { name: 'Remover o pagamento 2' }));
    expect(screen.getAllByRole('group', { name: /^Pagamento \d+$/ })).toHaveLength(9);
    expect(add).toBeEnabled();
    expect(document.activeElement).toBe(add);

    await user.click(screen.getByRole('button', { name: 'Pagamento único' }));
    expect(screen.queryByRole('group', { name: 'Pagamento 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pix' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the server's refusal of the payments under the list, and a payment's under its field", async () => {
    server.use(
      http.post(`${SALON}/sales`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ payments: ['Os pagamentos não somam o valor a receber da venda (R$ 70,00)'] }, { status: 422 });
      }, { once: true }),
      http.post(`${SALON}/sales`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ 'payments.1.received': ['O valor recebido deve ser igual ou maior que o valor do pagamento'] }, { status: 422 });
      }, { once: true }),
    );
    const { user, router } = await checkout();
    const { second } = await pixAndCash(user);
    await user.click(within(await finalize(user)).getByRole('button', { name: 'Pix recebido, finalizar' }));
    expect(await screen.findByText('Os pagamentos não somam o valor a receber da venda (R$ 70,00)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument());
    await user.click(within(await finalize(user)).getByRole('button', { name: 'Pix recebido, finalizar' }));
    expect(await within(second).findByText('O valor recebido deve ser igual ou maior que o valor do pagamento')).toBeInTheDocument();
    expect(saleBodies()).toHaveLength(2);
    expect(db.sales).toEqual([]);
  });

  it('leaves the one-tap buttons alone while nothing is due (a deposit paid it all): no split, payment_type alone', async () => {
    const { user } = await checkout({ booked: appointment({ price: 2000, origin: 'online', deposit: { id: 31, amount: 2000, status: 'paid' } }) });
    await user.click(screen.getByRole('button', { name: 'Pix' }));
    expect(screen.queryByRole('button', { name: 'Dividir pagamento' })).not.toBeInTheDocument();
    const dialog = await finalize(user);
    expect(within(dialog).queryByRole('region', { name: /Pix de/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar venda' }));
    await screen.findByText('Venda finalizada com sucesso!');
    expect(saleBodies()[0].sale).toMatchObject({ payment_type: 'pix', price: 2000 });
    expect(saleBodies()[0].sale).not.toHaveProperty('payments');
  });
});

describe('the Pix QR code at checkout', { timeout: 30_000 }, () => {
  it('shows the QR code, receiver and copia e cola of pix_code, and the sale sends the reference it was asked with', async () => {
    const { user } = await checkout({ pixKey: true });
    await user.click(screen.getByRole('button', { name: 'Pix' }));
    const dialog = await finalize(user);
    expect(text(dialog)).toContain('Total de R$ 90,00 em Pix.');
    const charge = within(dialog).getByRole('region', { name: named('Pix de R$ 90,00') });
    expect(await within(charge).findByRole('img', { name: named('QR Code Pix de R$ 90,00') })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    const [asked] = callsTo('GET /salons/42/pix_code?');
    const query = new URL(asked.split(' ')[1], 'http://x').searchParams;
    expect(query.get('amount')).toBe('9000');
    const reference = query.get('reference') ?? '';
    expect(reference).toMatch(REFERENCE);
    const code = pixBrCode(9000, reference) ?? '';
    expect(code).toContain(reference);
    expect(within(charge).getByText(code)).toBeInTheDocument();
    expect(within(charge).getByText('Pix copia e cola')).toBeInTheDocument();
    expect(within(charge).getByText(`Recebedor: ${PIX_KEY.pix_receiver_name}`)).toBeInTheDocument();

    await user.click(within(charge).getByRole('button', { name: 'Copiar' }));
    expect(await within(charge).findByText('Código copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(code);

    await user.click(within(dialog).getByRole('button', { name: 'Pix recebido, finalizar' }));
    await screen.findByText('Venda finalizada com sucesso!');
    expect(saleBodies()[0].sale.payments).toEqual([{ method: 'pix', amount: 9000, reference }]);
    // The receipt shows the same code, the one the client paid.
    const invoice = await screen.findByRole('article', { name: 'Venda nº 1' });
    const paid = within(invoice).getByRole('region', { name: named('Pix de R$ 90,00') });
    expect(await within(paid).findByRole('img', { name: named('QR Code Pix de R$ 90,00') })).toBeInTheDocument();
    expect(within(paid).getByText(code)).toBeInTheDocument();
    expect(within(paid).getByText(`Identificador: ${reference}`)).toBeInTheDocument();
  });

  it('shows one QR code per Pix payment of a split, each of its own amount and reference', async () => {
    const { user } = await checkout({ pixKey: true });
    const first = await splitFromPix(user);
    await typeMoney(user, within(first).getByLabelText('Valor'), '3000');
    await user.click(screen.getByRole('button', { name: '+ Adicionar pagamento' }));
    await user.selectOptions(within(row(2)).getByLabelText('Forma de pagamento'), 'Pix');
    const dialog = await finalize(user);
    expect(await within(dialog).findByRole('img', { name: named('QR Code Pix de R$ 30,00') })).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: named('QR Code Pix de R$ 60,00') })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pix recebido, finalizar' }));
    await screen.findByText('Venda finalizada com sucesso!');
    const asked = callsTo('GET /salons/42/pix_code?').map((call) => new URL(call.split(' ')[1], 'http://x').searchParams);
    const sent = saleBodies()[0].sale.payments as Array<{ amount: number; reference: string }>;
    expect(sent.map((p) => p.amount)).toEqual([3000, 6000]);
    expect(new Set(sent.map((p) => p.reference)).size).toBe(2);
    sent.forEach((p) => expect(asked.some((q) => q.get('reference') === p.reference && q.get('amount') === String(p.amount))).toBe(true));
  });
});

describe('the receipt of a split sale', { timeout: 30_000 }, () => {
  it('lists each payment (cash with received and change), and a Pix payment’s QR code and copia e cola', async () => {
    seedSaleSalon({ pixKey: true });
    const code = pixBrCode(5000, 'AGRECEIPT0000000000001') ?? '';
    seed({
      sales: [
        sale({
          payment_type: 'pix',
          payment_type_display: 'Pix + Dinheiro',
          received: 5000,
          change: 520,
          payments: [
            payment({ id: 1, method: 'pix', method_display: 'Pix', amount: 5000, reference: 'AGRECEIPT0000000000001', br_code: code }),
            payment({ id: 2, method: 'cash', method_display: 'Dinheiro', amount: 4480, received: 5000, change: 520 }),
          ],
        }),
      ],
    });
    renderApp('/sales/501', { signedIn: true });
    const invoice = await screen.findByRole('article', { name: 'Venda nº 12' });
    expect(text(invoice)).toContain('PagamentoPix + DinheiroPixR$ 50,00DinheiroR$ 44,80RecebidoR$ 50,00TrocoR$ 5,20');
    const pix = within(invoice).getByRole('region', { name: named('Pix de R$ 50,00') });
    expect(await within(pix).findByRole('img', { name: named('QR Code Pix de R$ 50,00') })).toBeInTheDocument();
    expect(within(pix).getByText(code)).toBeInTheDocument();
    // Only Pix payments have a code.
    expect(within(invoice).getAllByRole('region')).toHaveLength(1);
  });

  it('keeps a one-payment receipt as it was, and shows no code for a Pix payment without one', async () => {
    seedSaleSalon();
    seed({ sales: [sale()] });
    renderApp('/sales/501', { signedIn: true });
    const invoice = await screen.findByRole('article', { name: 'Venda nº 12' });
    expect(text(invoice)).toContain('PagamentoPix');
    expect(within(invoice).queryByRole('region')).not.toBeInTheDocument();
    expect(within(invoice).queryByRole('img')).not.toBeInTheDocument();
  });
});
