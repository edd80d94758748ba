import { http, HttpResponse } from 'msw';
import { APPOINTMENT_STATUS_LABELS } from '../../../server/contract/constants';
import {
  MAX_PAYMENTS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  PIX_REFERENCE_PATTERN,
  SALE_STATUS_LABELS,
  SALES_PAGE_SIZE,
  type SaleCreateFields,
  type SalePaymentWire,
  type SaleWire,
} from '../../../server/contract/sales';
import { API } from './origin';
import { dayRange, salonDay } from './days';
import { db, nextId, notFound, record } from './db';
import { signedIn } from './signedIn';

type Errors = Record<string, string[]>;
const refuse = (errors: Errors) => HttpResponse.json(errors, { status: 422 });
const money = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
const now = () => Math.floor(Date.now() / 1000);

/** EMV's CRC16-CCITT (poly 0x1021, start 0xFFFF) of the BR Code up to its '6304', as four hex digits. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * The salon's static BR Code (Pix 'copia e cola') of `amount` cents carrying `reference`, as the server makes it
 * (services/pix): null while the salon has no Pix key (db.settings.pix_key).
 */
export function pixBrCode(amount: number, reference: string): string | null {
  const { pix_key: key, pix_receiver_name: name, pix_receiver_city: city } = db.settings;
  if (!key) return null;
  const payload = [
    emv('00', '01'),
    emv('26', emv('00', 'br.gov.bcb.pix') + emv('01', key)),
    emv('52', '0000'),
    emv('53', '986'),
    emv('54', (amount / 100).toFixed(2)),
    emv('58', 'BR'),
    emv('59', (name ?? db.settings.name).slice(0, 25)),
    emv('60', (city ?? 'SAO PAULO').slice(0, 15)),
    emv('62', emv('05', reference)),
  ].join('');
  return `${payload}6304${crc16(`${payload}6304`)}`;
}

const PIX_REFERENCE = new RegExp(PIX_REFERENCE_PATTERN);
/** The server's own reference when the sale or the QR code came without one. */
const serverReference = () => `SV${Math.random().toString(36).slice(2, 12).toUpperCase()}`;

/**
 * The sale the server would record from `fields` (services/saleRules.ts planSale, trimmed to what the screens
 * send): each line named and priced from the store's catalogue or appointment, its professional's commission,
 * the total checked against the one sent. The price rules by role are not here (the store does not know the
 * caller's role): a test of a refusal answers it itself.
 */
function plan(fields: SaleCreateFields): { sale: SaleWire } | { errors: Errors } {
  const errors: Errors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const lines = fields.transactions_attributes.map((item, i) => {
    const at = (field: string) => `transactions_attributes.${i}.${field}`;
    const appointment = item.appointment_id == null ? undefined : db.appointments.find((a) => a.id === item.appointment_id);
    if (item.appointment_id != null && !appointment) fail(at('appointment_id'), 'Escolha um agendamento deste salão');
    const serviceId = item.service_id ?? (item.product_id == null ? (appointment?.service_id ?? null) : null);
    const service = db.serviceCategories.flatMap((c) => c.services).find((s) => s.id === serviceId);
    const product = db.productCategories.flatMap((c) => c.products).find((p) => p.id === item.product_id);
    if (serviceId != null && !service) fail(at('service_id'), 'Escolha um serviço deste salão');
    if (item.product_id != null && !product) fail(at('product_id'), 'Escolha um produto deste salão');
    const employeeId = item.user_id ?? appointment?.employee_id ?? null;
    const employee = db.employees.find((e) => e.id === employeeId);
    if (item.user_id != null && !employee) fail(at('user_id'), 'Escolha um profissional deste salão');
    else if (service && !employee) fail(at('user_id'), 'Escolha o profissional deste serviço');
    const quantity = service ? 1 : (item.quantity ?? 1);
    // The appointment's agreed price, else the catalogue's, unless the line says otherwise.
    const value = item.value ?? (appointment && appointment.service_id === serviceId ? appointment.price : (service?.price ?? product?.price ?? 0));
    const discount = item.discount ?? 0;
    if (discount > quantity * value) fail(at('discount'), 'O desconto não pode ser maior que o valor do item');
    const total = quantity * value - discount;
    const rate = (!employee ? 0 : service ? (service.commission ?? employee.service_commission) : employee.product_commission) ?? 0;
    return {
      id: 0, name: service?.name ?? product?.name ?? '', service_id: service?.id ?? null, product_id: product?.id ?? null,
      appointment_id: appointment?.id ?? null, user_id: employee?.id ?? null, employee: employee ? { id: employee.id, name: employee.name } : null,
      quantity, value, discount, total, commission_rate: rate, commission: Math.round((Math.max(0, total) * rate) / 100),
    };
  });
  // Left out, the client is the first appointment's (Finalizar); null is a walk-in.
  const clientId = fields.client_id === undefined ? (lines.map((l) => db.appointments.find((a) => a.id === l.appointment_id)?.client_id).find(Boolean) ?? null) : fields.client_id;
  const client = db.clients.find((c) => c.id === clientId);
  if (clientId != null && !client) fail('client', 'Escolha um cliente deste salão');
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.value, 0);
  const price = lines.reduce((sum, l) => sum + l.total, 0);
  const linesValid = Object.keys(errors).every((field) => !field.startsWith('transactions_attributes.'));
  if (price < 0) fail('price', 'Você não pode finalizar uma venda com valor negativo');
  else if (price !== fields.price && linesValid) fail('price', `O valor da venda não confere com os itens (total dos itens: ${money(price)}). Confira a venda e tente de novo.`);
  // The paid Pix deposits of the sale's online visits, each once (every piece of a visit names the same one).
  const deposits = new Map(
    lines.flatMap((l) => {
      const deposit = db.appointments.find((a) => a.id === l.appointment_id)?.deposit;
      return deposit?.status === 'paid' ? [[deposit.id, deposit.amount] as const] : [];
    }),
  );
  const deposit = [...deposits.values()].reduce((sum, amount) => sum + amount, 0);
  // Tips (gorjeta) for the salon's professionals, paid on top of the sale.
  const tips = (fields.tips ?? []).map((tip, i) => {
    const employee = db.employees.find((e) => e.id === tip.user_id);
    if (!employee) fail(`tips.${i}.user_id`, 'Escolha um profissional deste salão');
    return { id: i + 1, user_id: tip.user_id, employee: { id: tip.user_id, name: employee?.name ?? '' }, amount: tip.amount };
  });
  const tipTotal = tips.reduce((sum, tip) => sum + tip.amount, 0);
  const due = Math.max(price - deposit, 0) + tipTotal;
  const payments = paymentsOf(fields, due, fail);
  if (Object.keys(errors).length > 0) return { errors };
  const cash = payments.filter((p) => p.method === 'cash' && p.received !== null);
  const methods = [...new Set(payments.map((p) => p.method))];
  const paymentType = payments[0]?.method ?? fields.payment_type ?? 'other';
  return {
    sale: {
      id: 0, number: 0, salon: { id: 42, name: db.settings.name }, client_id: client?.id ?? null,
      client: client ? { id: client.id, name: client.name, email: client.email } : null,
      price, subtotal, discount: subtotal - price, deposit, payment_type: paymentType, tips, tip_total: tipTotal,
      // 'Pix + Dinheiro' for a sale paid more than one way.
      payment_type_display: (methods.length > 0 ? methods : [paymentType]).map((m) => PAYMENT_TYPE_LABELS['pt-BR'][m]).join(' + '),
      received: cash.length > 0 ? cash.reduce((sum, p) => sum + (p.received ?? 0), 0) : null,
      change: cash.length > 0 ? cash.reduce((sum, p) => sum + (p.change ?? 0), 0) : null,
      payments,
      status: 'completed', status_display: SALE_STATUS_LABELS['pt-BR'].completed, cancel_reason: null, canceled_at: null, canceled_by: null,
      // The store does not know the caller's role: the owner's answer (a paid sale may be estornada).
      can_cancel: true, created_at: now(), transactions: lines,
    },
  };
}

/**
 * The sale's payments as the server reads them (issue 30): `payments` when sent (each a method and an amount of at
 * least 1 cent, the cash's received at least its amount, a Pix reference as BR Codes take it; together what is due,
 * the total less the deposits), else one payment of `payment_type` for all that is due (with the legacy `received`).
 * Ids are given when the sale is recorded.
 */
function paymentsOf(fields: SaleCreateFields, due: number, fail: (field: string, message: string) => void): SalePaymentWire[] {
  const sent = fields.payments;
  if (sent === undefined) {
    if (fields.payment_type === undefined) {
      fail('payment_type', 'Escolha a forma de pagamento');
      return [];
    }
    const received = fields.received ?? null;
    if (received !== null && fields.payment_type !== 'cash') fail('received', 'O valor recebido só vale para pagamento em dinheiro');
    else if (received !== null && received < due) fail('received', 'O valor recebido deve ser igual ou maior que o total da venda');
    return due > 0 ? [payment(fields.payment_type, due, received, null)] : [];
  }
  if (!Array.isArray(sent) || sent.length < 1 || sent.length > MAX_PAYMENTS) {
    fail('payments', `Informe de 1 a ${MAX_PAYMENTS} pagamentos`);
    return [];
  }
  sent.forEach((p, i) => {
    const at = (field: string) => `payments.${i}.${field}`;
    if (!(PAYMENT_TYPES as readonly string[]).includes(p.method)) fail(at('method'), 'Escolha a forma de pagamento');
    if (!Number.isInteger(p.amount) || p.amount < 1) fail(at('amount'), 'Informe um valor de pelo menos R$ 0,01');
    const received = p.received ?? null;
    if (received !== null && p.method !== 'cash') fail(at('received'), 'O valor recebido só vale para pagamento em dinheiro');
    else if (received !== null && received < p.amount) fail(at('received'), 'O valor recebido deve ser igual ou maior que o valor do pagamento');
    if (p.reference != null && !PIX_REFERENCE.test(p.reference)) fail(at('reference'), 'Identificador Pix inválido');
  });
  const sum = sent.reduce((total, p) => total + (Number.isInteger(p.amount) ? p.amount : 0), 0);
  if (sum !== due) fail('payments', `Os pagamentos somam ${money(sum)}, mas o valor a receber é ${money(due)}`);
  return sent.map((p) => ({
    ...payment(p.method, p.amount, p.received ?? null, p.reference ?? null),
    ...(isCard(p.method) ? { card_brand: (p.card_brand ?? null) as SalePaymentWire['card_brand'], installments: p.installments ?? 1, nsu: p.nsu || null } : {}),
  }));
}

const isCard = (method: string) => method === 'debit_card' || method === 'credit_card';

function payment(method: SalePaymentWire['method'], amount: number, received: number | null, reference: string | null): SalePaymentWire {
  const cash = method === 'cash' && received !== null;
  const pix = method === 'pix' ? (reference ?? serverReference()) : null;
  return {
    id: 0, method, method_display: PAYMENT_TYPE_LABELS['pt-BR'][method], amount,
    received: cash ? received : null, change: cash ? received - amount : null,
    reference: pix, br_code: pix === null ? null : pixBrCode(amount, pix),
    card_brand: null, installments: isCard(method) ? 1 : null, nsu: null, fee: 0,
  };
}

/** Takes the sale's products from the shelf; 422 under the line's quantity when one is short (unless the salon sells past zero). */
function takeStock(sale: SaleWire): Errors | null {
  const errors: Errors = {};
  const shelf = db.productCategories.flatMap((c) => c.products);
  sale.transactions.forEach((line, i) => {
    const product = shelf.find((p) => p.id === line.product_id);
    if (product && !db.settings.allow_negative_stock && product.quantity < line.quantity) {
      errors[`transactions_attributes.${i}.quantity`] = [`Estoque insuficiente: restam ${Math.max(0, product.quantity)} unidade(s) de ${product.name}`];
    }
  });
  if (Object.keys(errors).length > 0) return errors;
  moveStock(sale, -1);
  return null;
}

/** Moves the stock of the sale's product lines (-1 sold, +1 returned by an estorno), with each product's flag. */
function moveStock(sale: SaleWire, sign: 1 | -1) {
  for (const product of db.productCategories.flatMap((c) => c.products)) {
    const units = sale.transactions.filter((line) => line.product_id === product.id).reduce((sum, line) => sum + line.quantity, 0);
    if (units === 0) continue;
    product.quantity += sign * units;
    product.low_stock = product.low_stock_level != null && product.quantity <= product.low_stock_level;
  }
}

/** The appointments a sale completes (or an estorno starts again), as the agenda then reads them. */
function setAppointments(sale: SaleWire, status: 'completed' | 'started') {
  for (const line of sale.transactions) {
    const booking = db.appointments.find((a) => a.id === line.appointment_id);
    if (!booking) continue;
    Object.assign(booking, { status, status_display: APPOINTMENT_STATUS_LABELS['pt-BR'][status], sale_transaction: status === 'completed' ? { id: line.id, sale_id: sale.id } : null });
    // The sale deducted the visit's paid deposit (an estorno gives it back to the visit).
    if (booking.deposit && ['paid', 'applied'].includes(booking.deposit.status)) booking.deposit = { ...booking.deposit, status: status === 'completed' ? 'applied' : 'paid' };
  }
}

const find = (id: unknown) => db.sales.find((s) => s.id === Number(id));

async function create({ request }: { request: Request }) {
  const body = await record(request);
  const key = request.headers.get('Idempotency-Key');
  // plugins/idempotency.ts: the same key and body get the first answer back; another body under it is a 422.
  const claim = key === null ? undefined : db.saleKeys.find((k) => k.key === key);
  if (claim && claim.body !== JSON.stringify(body)) {
    return refuse({ idempotency_key: ['Esta Idempotency-Key já foi usada com outros dados. Use uma chave nova para outra solicitação.'] });
  }
  if (claim) return HttpResponse.json(find(claim.saleId), { status: 201, headers: { 'idempotent-replayed': 'true' } });
  const planned = plan((body.sale ?? body) as SaleCreateFields);
  if ('errors' in planned) return refuse(planned.errors);
  const { sale } = planned;
  const short = takeStock(sale);
  if (short) return refuse(short);
  sale.id = nextId('sales', db.sales);
  // The salon's own running number.
  sale.number = Math.max(0, ...db.sales.map((s) => s.number)) + 1;
  for (const line of sale.transactions) line.id = nextId('saleLines', db.sales.flatMap((s) => s.transactions));
  for (const paid of sale.payments) paid.id = nextId('salePayments', db.sales.flatMap((s) => s.payments ?? []));
  setAppointments(sale, 'completed');
  db.sales.push(sale);
  if (key !== null) db.saleKeys.push({ key, body: JSON.stringify(body), saleId: sale.id });
  return HttpResponse.json(sale, { status: 201 });
}

/** Checkout (contract/sales.ts) over db.sales: recording a sale, the list, the sale view, the estorno, the invoice e-mail. */
export const saleHandlers = [
  // Both spellings record a sale (the SPA's old client posted with a trailing slash).
  http.post(`${API}/salons/:salonId/sales`, create),
  http.post(`${API}/salons/:salonId/sales/`, create),
  // The salon's days start..end (today by default) and the filters, newest first, 30 a page, without the lines.
  http.get(`${API}/salons/:salonId/sales`, ({ request }) => {
    const url = new URL(request.url);
    const range = dayRange(url);
    if ('refusal' in range) return range.refusal;
    const query = (name: string) => url.searchParams.get(name);
    const page = Number(query('page') ?? '1');
    const rows = db.sales
      .filter((s) => range.days.includes(salonDay(s.created_at)))
      .filter((s) => (query('client_id') === null || s.client_id === Number(query('client_id'))) && (query('payment_type') ?? s.payment_type) === s.payment_type)
      .filter((s) => (query('status') ?? s.status) === s.status)
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
      .slice((page - 1) * SALES_PAGE_SIZE, page * SALES_PAGE_SIZE);
    return HttpResponse.json(rows.map(({ transactions: _lines, salon: _salon, payments: _payments, ...summary }) => summary));
  }),
  // The checkout's QR code before the sale (contract/sales.ts PixCodeQuery): br_code null while there is no Pix key.
  http.get(`${API}/salons/:salonId/pix_code`, ({ request }) => {
    const url = new URL(request.url);
    const amount = Number(url.searchParams.get('amount'));
    const reference = url.searchParams.get('reference') ?? serverReference();
    if (!Number.isInteger(amount) || amount < 1) return refuse({ amount: ['Informe um valor de pelo menos R$ 0,01'] });
    if (!PIX_REFERENCE.test(reference)) return refuse({ reference: ['Identificador Pix inválido'] });
    const { pix_key: key, pix_receiver_name: name } = db.settings;
    return HttpResponse.json({ reference, br_code: pixBrCode(amount, reference), receiver_name: key ? (name ?? db.settings.name) : null, key });
  }),
  http.get(`${API}/sales/:id`, ({ params }) => {
    const sale = find(params.id);
    return sale ? HttpResponse.json(sale) : notFound();
  }),
  // The estorno: the sale stays, canceled; its stock returns and its appointments are started again.
  http.post(`${API}/sales/:id/cancel`, async ({ request, params }) => {
    const reason = String((await record(request)).reason ?? '').trim();
    if (!reason) return refuse({ reason: ['Este campo é obrigatório'] });
    const sale = find(params.id);
    if (!sale) return notFound();
    if (sale.status === 'canceled') return refuse({ base: ['Esta venda já foi cancelada'] });
    const by = signedIn();
    Object.assign(sale, {
      ...{ status: 'canceled', status_display: SALE_STATUS_LABELS['pt-BR'].canceled, cancel_reason: reason, canceled_at: now() },
      ...{ canceled_by: by && { id: by.id, name: by.name }, can_cancel: false },
    });
    moveStock(sale, 1);
    setAppointments(sale, 'started');
    return HttpResponse.json(sale);
  }),
  // 202 {}: queued (the screen shows no error for it); the address is checked after the sale is found.
  http.post(`${API}/sales/:id/send-invoice`, async ({ request, params }) => {
    const email = String((await record(request)).email ?? '').trim();
    if (!find(params.id)) return notFound();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse({ email: ['Ops! Por favor, digite um e-mail válido'] });
    return HttpResponse.json({}, { status: 202 });
  }),
];
