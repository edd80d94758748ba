// Issue 30 item 1 (the SPA): a salon taking Pix through the payment provider (settings pix_by_provider) gets, in
// 'Finalizar venda?', the provider's charge of the payment (made once, kept while the confirmation is closed and
// reopened), 'Aguardando o pagamento…' with Finalizar off until the salon's stream says it was paid, and the sale
// names the charge it was paid with. Without the setting the checkout keeps the salon's static code.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PixChargeWire } from '../../../server/contract/pixCharges';
import { baseApi } from '../../../src/api/baseApi';
import { callsTo, db, sentTo } from '../mocks';
import { notFound, record } from '../mocks/db';
import { pixBrCode } from '../mocks/sales';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { saleBodies, SALON, seedSaleSalon } from './salesFixtures';

const REFERENCE = /^AG[A-Z0-9]{20}$/;
/** One Pomada modeladora, R$ 29,90: the sale's total in cents. */
const TOTAL = 2990;
const CHARGE_ID = 77;
/** The provider's 'copia e cola' of charge 77 (not the salon's static code). */
const PROVIDER_CODE = '00020101021226850014br.gov.bcb.pix2563sandbox.provedor.example/qr/v2/cobv/77520400005303986540529.905802BR5912SALAO DA ANA6009SAO PAULO62070503***6304A1B2';
const QR = /QR Code Pix de R\$\s29,90/;
const WAITING = 'Aguardando o pagamento…';
const PAID = 'Pix confirmado pelo banco';
const CREATE = 'POST /salons/42/pix_charges';

/**
 * The provider's charges as the API answers them: POST makes charge 77 (pending) and records its body; GET
 * /pix_charges/77 answers it with the status the test sets (`held.status`), as the provider's notice leaves it.
 */
function serveCharges() {
  const held = { status: 'pending' as PixChargeWire['status'] };
  const charge = (): PixChargeWire => ({
    id: CHARGE_ID,
    amount: TOTAL,
    status: held.status,
    br_code: PROVIDER_CODE,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    paid_at: held.status === 'paid' ? Math.floor(Date.now() / 1000) : null,
    sale_id: null,
  });
  server.use(
    http.post(`${SALON}/pix_charges`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(charge(), { status: 201 });
    }),
    http.get(`${API}/pix_charges/:id`, ({ params }) => (Number(params.id) === CHARGE_ID ? HttpResponse.json(charge()) : notFound())),
  );
  return held;
}

/** /sales as the front desk, the salon taking Pix through the provider (or not), with one Pomada in the cart and Pix tapped. */
async function pixSale({ byProvider, pixKey = false }: { byProvider: boolean; pixKey?: boolean }) {
  seedSaleSalon({ pixKey });
  db.settings.pix_by_provider = byProvider;
  const view = renderApp('/sales?openSelectItem=true', { signedIn: true, as: { role: 'front_desk' } });
  const user = userEvent.setup();
  // The file's first render also loads the page's lazy chunk: room for a busy machine.
  const chooser = await screen.findByRole('dialog', { name: 'Adicionar item' }, { timeout: 15_000 });
  await user.click(within(chooser).getByRole('tab', { name: 'Produtos' }));
  await user.click(await within(chooser).findByRole('button', { name: /Pomada modeladora/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar item' })).not.toBeInTheDocument());
  expect(screen.getByLabelText('Valor', { selector: '#sale-valor' })).toHaveValue('R$ 29,90');
  await user.click(screen.getByRole('button', { name: 'Pix' }));
  return { ...view, user };
}

type User = ReturnType<typeof userEvent.setup>;

async function finalize(user: User) {
  await user.click(screen.getByRole('button', { name: 'Finalizar' }));
  return screen.findByRole('dialog', { name: 'Finalizar venda?' });
}

describe('Pix through the payment provider at checkout', { timeout: 30_000 }, () => {
  it("shows the provider's charge of the total, waiting for its payment, with Finalizar venda off; one charge made", async () => {
    serveCharges();
    const { user } = await pixSale({ byProvider: true });
    const dialog = await finalize(user);
    expect(await within(dialog).findByRole('img', { name: QR })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByText(PROVIDER_CODE)).toBeInTheDocument();
    expect(within(dialog).getByText(WAITING).closest('[role="status"]')).not.toBeNull();
    expect(within(dialog).queryByText(PAID)).not.toBeInTheDocument();
    // The cashier does not confirm a provider's Pix: the button waits, under its own label.
    expect(within(dialog).queryByRole('button', { name: 'Pix recebido, finalizar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finalizar venda' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeEnabled();

    expect(callsTo(CREATE)).toHaveLength(1);
    expect(sentTo('POST', '/salons/42/pix_charges')).toEqual([{ pix_charge: { amount: TOTAL } }]);
    // Not the salon's static code.
    expect(callsTo('GET /salons/42/pix_code')).toEqual([]);
    expect(saleBodies()).toEqual([]);
  });

  it('enables Finalizar venda once the stream says the charge was paid, and the sale names the charge', async () => {
    const held = serveCharges();
    const { user, store } = await pixSale({ byProvider: true });
    const dialog = await finalize(user);
    expect(await within(dialog).findByText(WAITING)).toBeInTheDocument();
    const asked = callsTo(`GET /pix_charges/${CHARGE_ID}`).length;
    expect(asked).toBeGreaterThan(0);

    // The provider's notice reached the server; the salon's stream invalidates the charges (app/useSalonLive).
    held.status = 'paid';
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['PixCharge']));
    });
    expect(await within(dialog).findByText(PAID)).toBeInTheDocument();
    expect(within(dialog).queryByText(WAITING)).not.toBeInTheDocument();
    expect(callsTo(`GET /pix_charges/${CHARGE_ID}`).length).toBeGreaterThan(asked);
    const confirm = within(dialog).getByRole('button', { name: 'Finalizar venda' });
    await waitFor(() => expect(confirm).toBeEnabled());

    await user.click(confirm);
    expect(await screen.findByText('Venda finalizada com sucesso!')).toBeInTheDocument();
    const [body] = saleBodies();
    expect(body.sale.payment_type).toBe('pix');
    expect(body.sale.price).toBe(TOTAL);
    expect(body.sale.payments).toEqual([{ method: 'pix', amount: TOTAL, reference: expect.stringMatching(REFERENCE), pix_charge_id: CHARGE_ID }]);
    // Still the one charge.
    expect(callsTo(CREATE)).toHaveLength(1);
  });

  it('keeps the charge when the confirmation is closed and reopened: no second charge, the same code', async () => {
    serveCharges();
    const { user } = await pixSale({ byProvider: true });
    let dialog = await finalize(user);
    expect(await within(dialog).findByRole('img', { name: QR })).toBeInTheDocument();
    expect(within(dialog).getByText(PROVIDER_CODE)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument());

    dialog = await finalize(user);
    expect(await within(dialog).findByRole('img', { name: QR })).toBeInTheDocument();
    expect(within(dialog).getByText(PROVIDER_CODE)).toBeInTheDocument();
    expect(within(dialog).getByText(WAITING)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finalizar venda' })).toBeDisabled();
    expect(callsTo(CREATE)).toHaveLength(1);
    expect(sentTo('POST', '/salons/42/pix_charges')).toEqual([{ pix_charge: { amount: TOTAL } }]);
  });

  it("keeps the salon's static code, confirmed by the cashier, while pix_by_provider is off (the default)", async () => {
    serveCharges();
    const { user } = await pixSale({ byProvider: false, pixKey: true });
    const dialog = await finalize(user);
    expect(await within(dialog).findByRole('img', { name: QR })).toBeInTheDocument();
    const [asked] = callsTo('GET /salons/42/pix_code?');
    const query = new URL(asked.split(' ')[1], 'http://x').searchParams;
    expect(query.get('amount')).toBe(String(TOTAL));
    const reference = query.get('reference') ?? '';
    expect(reference).toMatch(REFERENCE);
    expect(within(dialog).getByText(pixBrCode(TOTAL, reference) ?? '')).toBeInTheDocument();
    expect(within(dialog).queryByText(PROVIDER_CODE)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(WAITING)).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Pix recebido, finalizar' });
    expect(confirm).toBeEnabled();
    expect(callsTo(CREATE)).toEqual([]);
    expect(callsTo('GET /pix_charges')).toEqual([]);

    await user.click(confirm);
    expect(await screen.findByText('Venda finalizada com sucesso!')).toBeInTheDocument();
    expect(saleBodies()[0].sale.payments).toEqual([{ method: 'pix', amount: TOTAL, reference }]);
    expect(callsTo(CREATE)).toEqual([]);
  });

  it('says the Pix could not be made when the provider fails (503), offers to retry, and keeps Finalizar venda off', async () => {
    server.use(
      http.post(`${SALON}/pix_charges`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ base: ['O Pix não pôde ser gerado agora. Tente de novo em instantes.'] }, { status: 503 });
      }),
    );
    const { user } = await pixSale({ byProvider: true });
    const dialog = await finalize(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('O Pix não pôde ser gerado agora.');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(WAITING)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finalizar venda' })).toBeDisabled();
    expect(callsTo(CREATE)).toHaveLength(1);
    expect(callsTo('GET /pix_charges')).toEqual([]);
    expect(callsTo('GET /salons/42/pix_code')).toEqual([]);
    expect(saleBodies()).toEqual([]);
  });

  it('makes the charge again when Tentar de novo is tapped after a failure, and shows it', async () => {
    serveCharges();
    server.use(
      http.post(`${SALON}/pix_charges`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ base: ['O Pix não pôde ser gerado agora. Tente de novo em instantes.'] }, { status: 503 });
      }, { once: true }),
    );
    const { user } = await pixSale({ byProvider: true });
    const dialog = await finalize(user);
    const alert = await within(dialog).findByRole('alert');
    expect(callsTo(CREATE)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(callsTo(CREATE)).toHaveLength(2));
    expect(await within(dialog).findByRole('img', { name: QR })).toBeInTheDocument();
    expect(within(dialog).getByText(WAITING)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/pix_charges')).toEqual([{ pix_charge: { amount: TOTAL } }, { pix_charge: { amount: TOTAL } }]);
  });
});
