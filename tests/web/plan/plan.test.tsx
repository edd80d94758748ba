import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubscriptionWire } from '../../../server/contract/subscription';
import { db, seed, sentTo } from '../mocks';
import { record } from '../mocks/db';
import { API, server } from '../msw';
import { renderApp } from '../render';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

function subscription(fields: Partial<SubscriptionWire> = {}): SubscriptionWire {
  return {
    plan_id: 2,
    cycle: 'monthly',
    status: 'trial',
    trial_ends_at: now() + 5 * DAY - 60,
    subscribed_until: null,
    grace_until: null,
    cancel_at_period_end: false,
    card: null,
    email: null,
    professionals: 1,
    payments: [],
    ...fields,
  };
}

/** The plan page, the salon's subscription as `initial` says; the store charges the sandbox's test cards (mocks/subscription.ts). */
async function openPlan(initial: SubscriptionWire) {
  seed({ subscription: initial });
  renderApp('/meu-salao/plano', { signedIn: true });
  await screen.findByRole('heading', { name: 'Plano atual' });
}
/** What POST /salons/42/subscribe received, oldest first. */
const subscribes = () => sentTo('POST', '/salons/42/subscribe') as Array<Record<string, unknown>>;

async function fillCard(number: string, { holder = 'ANA SILVA', expiry = '1230', cvc = '123' } = {}) {
  if (holder) await userEvent.type(screen.getByLabelText('Nome impresso no cartão'), holder);
  await userEvent.type(screen.getByLabelText('Número do cartão'), number);
  if (expiry) await userEvent.type(screen.getByLabelText('Validade'), expiry);
  if (cvc) await userEvent.type(screen.getByLabelText('Código de segurança'), cvc);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Assinar' }));

describe('the plan page (/meu-salao/plano)', { timeout: 30_000 }, () => {
  it('shows the plan, the trial and its days left, and the prices of the pricing page', async () => {
    await openPlan(subscription());
    const current = screen.getByRole('region', { name: 'Plano atual' });
    expect(current).toHaveTextContent('Team mensal');
    expect(current).toHaveTextContent('Em teste');
    expect(current).toHaveTextContent(/faltam 5 dias/);
    expect(screen.getByLabelText(/Team/)).toBeChecked();
    expect(screen.getByTestId('plan-total')).toHaveTextContent(/Total: R\$\s?79,00 por mês/);
    await userEvent.click(screen.getByLabelText('Anual'));
    expect(screen.getByTestId('plan-total')).toHaveTextContent(/Total: R\$\s?756,00 por ano \(R\$\s?63,00 por mês\)/);
    expect(screen.getByText('Nenhum pagamento ainda.')).toBeInTheDocument();
    // Boleto and Pix are announced, not offered.
    expect(screen.getByRole('option', { name: 'Pix (em breve)' })).toBeDisabled();
    // No card data is ever prefilled; the e-mail for receipts is.
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('');
    expect(screen.getByLabelText('E-mail para recibos')).toHaveValue('ana@salao.com.br');
  });

  it("says 'Campo inválido' under each bad card field and sends nothing", async () => {
    await openPlan(subscription());
    await fillCard('4111111111111112', { holder: '', expiry: '0120', cvc: '12' });
    await submit();
    await waitFor(() => expect(screen.getAllByText('Campo inválido')).toHaveLength(4));
    expect(subscribes()).toEqual([]);
  });

  it('shows the brand as the number is typed', async () => {
    await openPlan(subscription());
    const number = screen.getByLabelText('Número do cartão');
    for (const [digits, brand] of [['4111', 'Visa'], ['5555', 'Mastercard'], ['3782', 'American Express'], ['636297', 'Elo']] as const) {
      await userEvent.clear(number);
      await userEvent.type(number, digits);
      expect(screen.getByTestId('card-brand')).toHaveTextContent(brand);
    }
    await userEvent.clear(number);
    await userEvent.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
  });

  it('subscribes Team annual with only a card_hash: no number, code or holder is sent', async () => {
    await openPlan(subscription());
    await userEvent.click(screen.getByLabelText('Anual'));
    await fillCard('4111111111111111');
    await submit();
    expect(await screen.findByText('Assinatura confirmada! Enviamos o recibo para ana@salao.com.br.')).toBeInTheDocument();
    expect(subscribes()).toHaveLength(1);
    const [body] = subscribes();
    expect(Object.keys(body).sort()).toEqual(['card_hash', 'cycle', 'email', 'plan']);
    expect(body).toMatchObject({ email: 'ana@salao.com.br', plan: 2, cycle: 'annual' });
    expect(body.card_hash).toMatch(/^sbx1\.[A-Za-z0-9_-]+\.[0-9a-f]{16}$/);
    const payload = JSON.parse(atob(String(body.card_hash).split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>;
    expect(payload).toEqual({ brand: 'visa', last4: '1111', exp: '12/30', outcome: 'approve' });
    const sent = JSON.stringify(body);
    for (const secret of ['4111111111111111', '4111 1111', 'ANA SILVA', '"123"']) expect(sent).not.toContain(secret);
    const current = screen.getByRole('region', { name: 'Plano atual' });
    await waitFor(() => expect(current).toHaveTextContent('Team anual'));
    expect(current).toHaveTextContent('Ativo');
    expect(current).toHaveTextContent('Visa •••• 1111');
    // Paid: the plan as it is now, and no second form that reads as another charge.
    // The paid year starts when the trial ends (its days are kept): the date the server answered.
    const renews = new Date(db.subscription.subscribed_until! * 1000).toLocaleDateString('pt-BR');
    expect(current).toHaveTextContent(new RegExp(`Próxima cobrança em ${renews}: R\\$\\s?756,00\\.`));
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar mudança' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(current).getByRole('button', { name: 'Mudar de plano' })).toHaveFocus());
    const payments = screen.getByRole('table', { name: 'Pagamentos' });
    expect(payments).toHaveTextContent(/R\$\s?756,00/);
    expect(payments).toHaveTextContent('Pago');
  });

  it("shows the gateway's decline above the card and keeps what was typed", async () => {
    // The sandbox's card that the bank declines.
    await openPlan(subscription());
    await fillCard('4000000000000002');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cartão recusado pelo banco emissor. Nada foi cobrado: use outro cartão ou fale com o seu banco.');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4000 0000 0000 0002');
    expect(subscribes()).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Plano atual' })).toHaveTextContent('Em teste');
  });

  it('retries after a network error with the same card_hash and the same Idempotency-Key', async () => {
    // The first answer is lost (the server saw the body); answering nothing after that, the store's handler answers.
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${API}/salons/42/subscribe`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length > 1) return undefined;
        await record(request);
        return HttpResponse.error();
      }),
    );
    await openPlan(subscription());
    await fillCard('4111111111111111');
    await submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(subscribes()).toHaveLength(2));
    expect(subscribes()[1].card_hash).toBe(subscribes()[0].card_hash);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toBeTruthy();
  });

  it('disables a plan below the salon’s professionals, with the reason', async () => {
    await openPlan(subscription({ professionals: 3 }));
    const solo = screen.getByLabelText(/Solo/);
    expect(solo).toBeDisabled();
    expect(screen.getByText('Seu salão tem 3 profissionais; o Solo permite 1.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Team/)).toBeEnabled();
  });

  it('cancels at the end of the cycle after asking, and keeps it again', async () => {
    const until = now() + 20 * DAY;
    await openPlan(subscription({ status: 'active', subscribed_until: until, card: { brand: 'mastercard', last4: '4444' }, email: 'ana@salao.com.br' }));
    const current = screen.getByRole('region', { name: 'Plano atual' });
    expect(current).toHaveTextContent('Mastercard •••• 4444');
    await userEvent.click(within(current).getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    expect(dialog).toHaveTextContent(new Date(until * 1000).toLocaleDateString('pt-BR'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await waitFor(() => expect(current).toHaveTextContent('Cancelamento agendado'));
    await userEvent.click(within(current).getByRole('button', { name: 'Manter assinatura' }));
    await waitFor(() => expect(current).toHaveTextContent('Ativo'));
    expect(sentTo('PUT', '/salons/42/subscription')).toEqual([{ cancel_at_period_end: true }, { cancel_at_period_end: false }]);
  });

  it('explains, after the trial, that nothing was lost and how to go on', async () => {
    await openPlan(subscription({ status: 'trial_over', trial_ends_at: now() - DAY }));
    expect(screen.getByText(/Seu teste gratuito terminou. Nada foi perdido/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plano atual' })).toHaveTextContent('Teste encerrado');
  });

  it("shows a paying salon its plan, next charge and card, with the change form only behind 'Mudar de plano'", async () => {
    const until = now() + 30 * DAY;
    await openPlan(subscription({ status: 'active', cycle: 'annual', subscribed_until: until, card: { brand: 'visa', last4: '1111' }, email: 'ana@salao.com.br' }));
    const current = screen.getByRole('region', { name: 'Plano atual' });
    expect(current).toHaveTextContent('Team anual');
    expect(current).toHaveTextContent('Ativo');
    expect(current).toHaveTextContent(`Próxima cobrança em ${new Date(until * 1000).toLocaleDateString('pt-BR')}`);
    expect(current).toHaveTextContent(/R\$\s?756,00/);
    expect(current).toHaveTextContent('Cartão Visa •••• 1111');
    // No form, no total, no 'Confirmar mudança' by default.
    expect(screen.queryByRole('region', { name: 'Mudar plano ou cartão' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar mudança' })).not.toBeInTheDocument();

    // 'Mudar de plano' opens it, its title takes the focus; 'Fechar sem mudar' closes it and sends nothing.
    await userEvent.click(within(current).getByRole('button', { name: 'Mudar de plano' }));
    const form = screen.getByRole('region', { name: 'Mudar plano ou cartão' });
    expect(within(form).getByRole('heading', { name: 'Mudar plano ou cartão' })).toHaveFocus();
    expect(within(form).getByTestId('plan-total')).toHaveTextContent(/R\$\s?756,00 por ano/);
    expect(within(current).queryByRole('button', { name: 'Mudar de plano' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Fechar sem mudar' }));
    expect(screen.queryByRole('region', { name: 'Mudar plano ou cartão' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(current).getByRole('button', { name: 'Mudar de plano' })).toHaveFocus());
    expect(subscribes()).toEqual([]);

    // A change paid: the form closes again and the plan shows as it is now.
    await userEvent.click(within(current).getByRole('button', { name: 'Mudar de plano' }));
    await userEvent.click(screen.getByLabelText('Mensal'));
    await fillCard('4111111111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar mudança' }));
    expect(await screen.findByText('Assinatura confirmada! Enviamos o recibo para ana@salao.com.br.')).toBeInTheDocument();
    expect(subscribes()).toHaveLength(1);
    await waitFor(() => expect(current).toHaveTextContent('Team mensal'));
    expect(screen.queryByRole('region', { name: 'Mudar plano ou cartão' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
  });

  it('keeps the form open where a payment is due: a trial, a late renewal (to update the card)', async () => {
    await openPlan(subscription({ status: 'past_due', subscribed_until: now() - DAY, grace_until: now() + 6 * DAY, card: { brand: 'visa', last4: '0002' } }));
    expect(screen.getByLabelText('Número do cartão')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mudar de plano' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar sem mudar' })).not.toBeInTheDocument();
  });
});
