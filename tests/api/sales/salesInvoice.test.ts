import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, salons } from '../../../server/db/schema/index';
import { MAIL_LIMITS } from '../../../server/infra/rateLimiter';
import { createTestApp, type TestApp } from '../support/harness';
import { appointment, saleSalon, sold } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';

describe('sales: the invoice e-mail', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Agendei <nao-responda@agendei.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers an HTML invoice with the lines, total, payment and change through the outbox', async () => {
    const s = await saleSalon(t.app);
    const booking = await appointment(s);
    const sale = await sold(t.app, s, {
      payment_type: 'cash',
      price: 4500 + 2 * 3990 - 500,
      received: 15000,
      transactions_attributes: [{ appointment_id: booking.id }, { product_id: s.productId, quantity: 2, discount: 500 }],
    });
    const response = expectStatus(await s.as.post(`/sales/${sale.id}/send-invoice/`, { email: 'Carla@Example.com' }), 202);
    expect(JSON.parse(response.body)).toEqual({});
    await t.app.outbox!.drain();

    const mail = smtp.messages.find((m) => m.to.includes('carla@example.com'));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Recibo da venda nº ${sale.number}`);
    expect(mail!.raw).toMatch(/content-type: text\/html/i);
    const body = mail!.body.replace(/\u200B/g, '').replace(/\u00a0/g, ' ');
    for (const text of ['Salão', 'Carla Cliente', 'Corte', 'Pomada', 'R$ 45,00', 'R$ 39,90', '- R$ 5,00', 'R$ 74,80', 'R$ 119,80', 'Dinheiro', 'Troco', 'R$ 30,20']) {
      expect(body).toContain(text);
    }
    // The date and time in the salon's zone (São Paulo), as the sale view shows it.
    const when = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(sale.created_at * 1000));
    expect(body).toContain(when);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'carla@example.com'));
    expect(row).toMatchObject({ salonId: s.as.salonId, status: 'sent' });
  });

  it('lists each payment of a split sale and carries the Pix copia e cola (issue 30)', async () => {
    const s = await saleSalon(t.app);
    await t.database.db.update(salons).set({ pixKey: 'caixa@salao.com.br', pixKeyType: 'email', pixReceiverName: 'Salão Bela', pixReceiverCity: 'Recife' }).where(eq(salons.id, s.as.salonId));
    const sale = await sold(t.app, s, {
      price: 2 * 3990,
      payments: [{ method: 'pix', amount: 5000 }, { method: 'cash', amount: 2980, received: 3000 }],
      transactions_attributes: [{ product_id: s.productId, quantity: 2 }],
    });
    const code = sale.payments[0].br_code!;
    expect(code).toContain('caixa@salao.com.br');
    expectStatus(await s.as.post(`/sales/${sale.id}/send-invoice`, { email: 'split@example.com' }), 202);
    await t.app.outbox!.drain();
    const mail = smtp.messages.find((m) => m.to.includes('split@example.com'));
    const body = mail!.body.replace(/\u200B/g, '').replace(/\u00a0/g, ' ');
    for (const text of ['Pix', 'R$ 50,00', 'Dinheiro', 'R$ 29,80', 'Troco', 'R$ 0,20', 'Pix copia e cola', code]) expect(body).toContain(text);
  });

  it('is rate limited per recipient like every e-mail a user triggers', async () => {
    const s = await saleSalon(t.app);
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: s.productId }] });
    const send = () => s.as.post(`/sales/${sale.id}/send-invoice`, { email: 'limite@example.com' });
    for (let i = 0; i < MAIL_LIMITS.perRecipient; i++) expectStatus(await send(), 202);
    expectStatus(await send(), 429);
  });
});
