import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  appointmentLine,
  cartDeposit,
  cartTotal,
  changeFor,
  checkoutPayments,
  endSplit,
  lineTotal,
  MAX_PAYMENTS,
  NO_CARD,
  paymentLine,
  paymentsLeft,
  paymentsTotal,
  productLine,
  saleFields,
  serviceLine,
  startSplit,
  type PaymentLine,
  type SaleForm,
} from '../../../src/features/sales/cart';
import { newPixReference } from '../../../src/features/sales/pixReference';
import { serverErrors, validateSale } from '../../../src/features/sales/saleForm';
import type { PriceRule } from '../../../src/features/sales/pricing';
import { appointment } from '../agenda/appointmentFixtures';

/** The key and its values, so a test reads which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const corte = () => serviceLine({ id: 11, name: 'Corte', price: 4000 }, 3);
const pomada = (quantity = 1) => ({ ...productLine({ id: 31, name: 'Pomada', price: 2990, quantity: 3 }, null), quantity });
const REF = 'AGTESTREFERENCE000000001';
const form = (fields: Partial<SaleForm>): SaleForm => ({ items: [], client: null, paymentType: 'pix', received: null, pixReference: REF, card: NO_CARD, split: false, payments: [], tips: [], ...fields });
const rules = { allowNegativeStock: false, employeeCount: 2, prices: { kind: 'any' } as PriceRule, locale: 'pt-BR' };

describe('the sale total', () => {
  it('is the sum of quantity x value - discount, and may go negative', () => {
    expect(lineTotal({ quantity: 2, value: 2990, discount: 500 })).toBe(5480);
    expect(lineTotal({ quantity: 1, value: null, discount: null })).toBe(0);
    expect(cartTotal([corte(), pomada(2)])).toBe(9980);
    expect(cartTotal([{ ...corte(), discount: 5000 }])).toBe(-1000);
  });

  it('gives change only once the cash covers the total', () => {
    expect(changeFor(4500, null)).toBeNull();
    expect(changeFor(4500, 4000)).toBeNull();
    expect(changeFor(4500, 5000)).toBe(500);
  });
});

describe("the visits' Pix deposits (issue 28 item 6)", () => {
  /** Two pieces of one online visit name the same deposit (id 31), paid; another visit's (32) is only pending. */
  const piece = (id: number, deposit: { id: number; amount: number; status: 'paid' | 'pending' | 'applied' } | null) =>
    appointmentLine(appointment({ id, price: 4500, origin: 'online', deposit }));

  it('counts each paid deposit once, by id, and only a paid one', () => {
    const visit = [piece(100, { id: 31, amount: 2000, status: 'paid' }), piece(101, { id: 31, amount: 2000, status: 'paid' })];
    expect(visit.map((line) => line.deposit)).toEqual([{ id: 31, amount: 2000 }, { id: 31, amount: 2000 }]);
    expect(cartDeposit(visit)).toBe(2000);
    expect(cartDeposit([...visit, piece(102, { id: 32, amount: 1500, status: 'pending' }), piece(103, { id: 33, amount: 900, status: 'applied' })])).toBe(2000);
    expect(cartDeposit([corte(), pomada()])).toBe(0);
  });

  it("leaves to receive the total less the deposits, never below 0, and the change on that", () => {
    const visit = [piece(100, { id: 31, amount: 2000, status: 'paid' }), pomada(1)];
    expect(cartTotal(visit)).toBe(7490);
    expect(amountDue(visit)).toBe(5490);
    expect(amountDue([{ ...visit[0], discount: 3000 }])).toBe(0);
  });

  it("sends the items' total as the price (the server deducts the deposit), and checks the cash against what is due", () => {
    const items = [piece(100, { id: 31, amount: 2000, status: 'paid' })];
    expect(saleFields(form({ items, paymentType: 'cash', received: 3000 }))).toMatchObject({ price: 4500, payment_type: 'cash', payments: [{ method: 'cash', amount: 2500, received: 3000 }] });
    expect(saleFields(form({ items, paymentType: 'cash', received: 3000 }))).not.toHaveProperty('received');
    expect(validateSale(form({ items, paymentType: 'cash', received: 2500 }), rules, t)).toEqual({});
    expect(validateSale(form({ items, paymentType: 'cash', received: 2400 }), rules, t)).toEqual({ received: 'validation.receivedDue {"due":"R$\u00a025,00"}' });
    expect(validateSale(form({ items: [corte()], paymentType: 'cash', received: 3900 }), rules, t)).toEqual({ received: 'validation.received' });
  });
});

describe('the request body', () => {
  it('names each line by service or product, with the appointment, professional, and cash received', () => {
    const items = [appointmentLine(appointment({ price: 4500 })), pomada(2)];
    expect(saleFields(form({ items, client: { id: 5, name: 'Maria' }, paymentType: 'cash', received: 10000 }))).toEqual({
      payment_type: 'cash',
      payments: [{ method: 'cash', amount: 10480, received: 10000 }],
      client_id: 5,
      price: 10480,
      transactions_attributes: [
        { service_id: 11, appointment_id: 100, user_id: 3, quantity: 1, value: 4500, discount: 0 },
        // 'Nenhum' on purpose: null, not left out (left out, the server credits its default).
        { product_id: 31, user_id: null, quantity: 2, value: 2990, discount: 0 },
      ],
    });
  });

  it('sends received only with cash, and is the same text for the same cart (hence the same Idempotency-Key)', () => {
    const values = form({ items: [corte()], received: 5000 });
    expect(saleFields(values)).toMatchObject({ payment_type: 'pix', payments: [{ method: 'pix', amount: 4000, reference: REF }] });
    expect(saleFields(values)).not.toHaveProperty('received');
    expect(saleFields(values).payments?.[0]).not.toHaveProperty('received');
    const again = form({ items: [{ ...values.items[0], key: 'another-key' }], received: 5000 });
    expect(JSON.stringify(saleFields(again))).toBe(JSON.stringify(saleFields(values)));
  });

  it('sends payment_type alone while nothing is due (a deposit paid it all), with the cash received as before', () => {
    const paid = appointmentLine(appointment({ price: 2000, origin: 'online', deposit: { id: 31, amount: 2000, status: 'paid' } }));
    expect(amountDue([paid])).toBe(0);
    const fields = saleFields(form({ items: [paid], paymentType: 'cash', received: 1000 }));
    expect(fields).toMatchObject({ payment_type: 'cash', price: 2000, received: 1000 });
    expect(fields).not.toHaveProperty('payments');
  });
});

describe('the checks before Finalizar', () => {
  it('refuse a quantity beyond stock unless negative stock is allowed', () => {
    const values = form({ items: [pomada(4)] });
    expect(validateSale(values, rules, t).items).toEqual([{ quantity: 'validation.stock {"count":3}' }]);
    expect(validateSale(values, { ...rules, allowNegativeStock: true }, t)).toEqual({});
  });

  it('ask for the professional of a service, a price, and the payment', () => {
    const values = form({ items: [{ ...corte(), employeeId: null, value: null }], paymentType: null });
    expect(validateSale(values, rules, t)).toEqual({
      items: [{ value: 'validation.value', employeeId: 'validation.professional' }],
      paymentType: 'validation.paymentType',
    });
    expect(validateSale(form({ items: [{ ...corte(), employeeId: null }] }), { ...rules, employeeCount: 0 }, t)).toEqual({});
  });

  it("hold a role without leave to the catalogue price, and one with leave to the salon's percentage", () => {
    const catalogue = { ...rules, prices: { kind: 'catalogue' } as PriceRule };
    expect(validateSale(form({ items: [pomada(1)] }), catalogue, t)).toEqual({});
    expect(validateSale(form({ items: [{ ...pomada(1), value: 2000 }] }), catalogue, t).items).toEqual([{ value: 'validation.priceLocked {"price":"R$\u00a029,90"}' }]);
    expect(validateSale(form({ items: [{ ...pomada(1), discount: 1 }] }), catalogue, t).items).toEqual([{ discount: 'validation.discountNotAllowed' }]);
    const tenPercent = { ...rules, prices: { kind: 'limited', maxPercent: 10 } as PriceRule };
    // Two Pomadas, R$ 59,80: R$ 5,98 off at most, the price raised at will.
    expect(validateSale(form({ items: [{ ...pomada(2), discount: 598 }] }), tenPercent, t)).toEqual({});
    expect(validateSale(form({ items: [{ ...pomada(2), value: 9000 }] }), tenPercent, t)).toEqual({});
    expect(validateSale(form({ items: [{ ...pomada(2), discount: 599 }] }), tenPercent, t).items).toEqual([{ discount: 'validation.discountAboveLimit {"percent":10}' }]);
    expect(validateSale(form({ items: [{ ...pomada(2), value: 2690 }] }), tenPercent, t).items).toEqual([{ value: 'validation.priceBelowLimit {"percent":10,"min":"R$\u00a026,91"}' }]);
  });

  it("refuse a line's discount beyond its value, and cash below the total", () => {
    const values = form({ items: [{ ...corte(), discount: 4500 }, pomada(1)], paymentType: 'cash', received: 1000 });
    expect(validateSale(values, rules, t)).toEqual({ items: [{ discount: 'validation.discount' }, undefined], received: 'validation.received' });
  });
});

describe("the server's refusals", () => {
  it('land under their line and field; price and the rest are said apart', () => {
    const fields = {
      'transactionsAttributes.1.quantity': 'Estoque insuficiente',
      'transactions_attributes.0.user_id': 'Profissional de outro salão',
      'transactionsAttributes.0.serviceId': 'Serviço não encontrado',
      paymentType: 'Forma inválida',
      price: 'O total não confere',
    };
    expect(serverErrors(fields, 2)).toEqual({
      errors: {
        items: [{ employeeId: 'Profissional de outro salão', name: 'Serviço não encontrado' }, { quantity: 'Estoque insuficiente' }],
        paymentType: 'Forma inválida',
      },
      general: ['O total não confere'],
    });
  });
});

describe('split payments (issue 30)', () => {
  const row = (fields: Partial<PaymentLine>): PaymentLine => ({ key: 'p', method: 'pix', amount: null, received: null, reference: 'AGROW', ...NO_CARD, ...fields });
  /** Corte R$ 40 and 2 Pomadas: R$ 99,80 due. */
  const cart = () => [corte(), pomada(2)];
  const split = (payments: PaymentLine[]) => form({ items: cart(), paymentType: null, split: true, payments });

  it('starts from the one-tap choice: its method, all that is due, its cash received and its Pix reference', () => {
    expect(startSplit(form({ items: cart(), paymentType: 'cash', received: 10000 }), 9980)).toEqual([
      { key: expect.any(String), method: 'cash', amount: 9980, received: 10000, reference: REF, ...NO_CARD },
    ]);
    expect(startSplit(form({ items: cart(), paymentType: 'pix', received: 10000 }), 9980)).toEqual([
      { key: expect.any(String), method: 'pix', amount: 9980, received: null, reference: REF, ...NO_CARD },
    ]);
    // A card's brand, instalments and NSU come along.
    const card = { cardBrand: 'visa' as const, installments: 3, nsu: '123' };
    expect(startSplit(form({ items: cart(), paymentType: 'credit_card', card }), 9980)).toEqual([expect.objectContaining({ method: 'credit_card', ...card })]);
  });

  it('gives a new row what is still left (nothing when the rows already cover it), and counts Falta and Sobra', () => {
    const rows = [row({ amount: 5000 })];
    expect(paymentLine(rows, 9980, 'AGNEW')).toMatchObject({ method: null, amount: 4980, received: null, reference: 'AGNEW' });
    expect(paymentLine([row({ amount: 9980 })], 9980, 'AGNEW').amount).toBeNull();
    expect(paymentLine([row({ amount: 12000 })], 9980, 'AGNEW').amount).toBeNull();
    expect(paymentsTotal([row({ amount: 5000 }), row({ amount: null })])).toBe(5000);
    expect(paymentsLeft(9980, rows)).toBe(4980);
    expect(paymentsLeft(9980, [row({ amount: 12000 })])).toBe(-2020);
  });

  it('goes back to one payment with the first row’s method, cash received and reference', () => {
    const values = split([row({ method: 'cash', amount: 5000, received: 6000, reference: 'AGFIRST' }), row({ amount: 4980 })]);
    expect(endSplit(values)).toEqual({ split: false, payments: [], paymentType: 'cash', received: 6000, pixReference: 'AGFIRST', card: NO_CARD });
    const card = split([row({ method: 'credit_card', amount: 9980, cardBrand: 'elo', installments: 4, nsu: 'X1' })]);
    expect(endSplit(card).card).toEqual({ cardBrand: 'elo', installments: 4, nsu: 'X1' });
  });

  it('sends each row: received only with cash, the reference only with Pix; payment_type is the first method', () => {
    const values = split([
      row({ method: 'pix', amount: 5000, received: 7000, reference: 'AGPIX1' }),
      row({ method: 'cash', amount: 4980, received: 5000, reference: 'AGCASH' }),
    ]);
    expect(checkoutPayments(values)).toEqual([
      { method: 'pix', amount: 5000, reference: 'AGPIX1' },
      { method: 'cash', amount: 4980, received: 5000 },
    ]);
    expect(saleFields(values)).toMatchObject({ payment_type: 'pix', price: 9980, payments: checkoutPayments(values) });
    expect(saleFields(values)).not.toHaveProperty('received');
  });

  it('checks each row, then that they add up to what is due', () => {
    expect(validateSale(split([row({ method: null, amount: null }), row({ method: 'cash', amount: 4980, received: 4000 })]), rules, t)).toEqual({
      payments: [{ method: 'validation.paymentType', amount: 'validation.paymentAmount' }, { received: 'validation.receivedPayment' }],
    });
    // The one-tap choice is not asked for while the payment is split.
    expect(validateSale(split([row({ amount: 5000 }), row({ method: 'cash', amount: 4980, received: 5000 })]), rules, t)).toEqual({});
    expect(validateSale(split([row({ amount: 5000 }), row({ method: 'cash', amount: 3000 })]), rules, t)).toEqual({
      payments: 'validation.paymentsShort {"sum":"R$\u00a080,00","left":"R$\u00a019,80"}',
    });
    expect(validateSale(split([row({ amount: 5000 }), row({ method: 'cash', amount: 6000 })]), rules, t)).toEqual({
      payments: 'validation.paymentsOver {"sum":"R$\u00a0110,00","over":"R$\u00a010,20"}',
    });
    const eleven = Array.from({ length: MAX_PAYMENTS + 1 }, () => row({ amount: 1 }));
    expect(validateSale(split(eleven), rules, t)).toEqual({ payments: 'validation.paymentsMax {"max":10}' });
  });

  it("puts the server's payment refusals under their row, or the sum under the list; with one payment, by the cash or apart", () => {
    expect(serverErrors({ 'payments.1.received': 'Recebido menor', 'payments.0.amount': 'Valor inválido' }, 2, 2)).toEqual({
      errors: { payments: [{ amount: 'Valor inválido' }, { received: 'Recebido menor' }] },
      general: [],
    });
    expect(serverErrors({ payments: 'Os pagamentos não somam o total' }, 2, 2)).toEqual({ errors: { payments: 'Os pagamentos não somam o total' }, general: [] });
    expect(serverErrors({ payments: 'Não somam', 'payments.0.amount': 'Valor inválido' }, 2, 2)).toEqual({
      errors: { payments: [{ amount: 'Valor inválido' }, undefined] },
      general: ['Não somam'],
    });
    expect(serverErrors({ 'payments.0.received': 'Recebido menor', payments: 'Não somam', 'payments.0.amount': 'Valor inválido' }, 1)).toEqual({
      errors: { received: 'Recebido menor' },
      general: ['Não somam', 'Valor inválido'],
    });
  });

  it('makes a Pix reference the BR Code takes: AG and 20 capitals or digits, a new one each time', () => {
    const references = Array.from({ length: 50 }, newPixReference);
    references.forEach((reference) => expect(reference).toMatch(/^AG[A-Z0-9]{20}$/));
    expect(new Set(references).size).toBe(50);
  });
});
