import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountDue, appointmentLine, cartDeposit, cartTotal, changeFor, lineTotal, productLine, saleFields, serviceLine, type SaleForm } from '../../../src/features/sales/cart';
import { serverErrors, validateSale } from '../../../src/features/sales/saleForm';
import type { PriceRule } from '../../../src/features/sales/pricing';
import { appointment } from '../agenda/appointmentFixtures';

/** The key and its values, so a test reads which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const corte = () => serviceLine({ id: 11, name: 'Corte', price: 4000 }, 3);
const pomada = (quantity = 1) => ({ ...productLine({ id: 31, name: 'Pomada', price: 2990, quantity: 3 }, null), quantity });
const form = (fields: Partial<SaleForm>): SaleForm => ({ items: [], client: null, paymentType: 'pix', received: null, ...fields });
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
    expect(saleFields(form({ items, received: 3000 }), 'cash')).toMatchObject({ price: 4500, received: 3000 });
    expect(validateSale(form({ items, paymentType: 'cash', received: 2500 }), rules, t)).toEqual({});
    expect(validateSale(form({ items, paymentType: 'cash', received: 2400 }), rules, t)).toEqual({ received: 'validation.receivedDue {"due":"R$\u00a025,00"}' });
    expect(validateSale(form({ items: [corte()], paymentType: 'cash', received: 3900 }), rules, t)).toEqual({ received: 'validation.received' });
  });
});

describe('the request body', () => {
  it('names each line by service or product, with the appointment, professional, and cash received', () => {
    const items = [appointmentLine(appointment({ price: 4500 })), pomada(2)];
    expect(saleFields(form({ items, client: { id: 5, name: 'Maria' }, received: 10000 }), 'cash')).toEqual({
      payment_type: 'cash',
      client_id: 5,
      price: 10480,
      received: 10000,
      transactions_attributes: [
        { service_id: 11, appointment_id: 100, user_id: 3, quantity: 1, value: 4500, discount: 0 },
        // 'Nenhum' on purpose: null, not left out (left out, the server credits its default).
        { product_id: 31, user_id: null, quantity: 2, value: 2990, discount: 0 },
      ],
    });
  });

  it('sends received only with cash, and is the same text for the same cart (hence the same Idempotency-Key)', () => {
    const values = form({ items: [corte()], received: 5000 });
    expect(saleFields(values, 'pix')).not.toHaveProperty('received');
    const again = form({ items: [{ ...values.items[0], key: 'another-key' }], received: 5000 });
    expect(JSON.stringify(saleFields(again, 'pix'))).toBe(JSON.stringify(saleFields(values, 'pix')));
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
