import { describe, expect, it } from 'vitest';
import { bookingDay, eventName, IN_SALON, ON_PHONE, openAgenda, type Appointment } from '../support/agendaSalon';
import { expectEventIn } from '../support/agendaGrid';
import { DESKTOP, PHONE, screenshot, withAppBrowserAndMail } from '../support/browser';
import { api, expectNoHorizontalOverflow, inviteAndSignInByApi, openAs } from '../support/owner';
import { drawerRow, POMADA, seedSalesSalon, squash, typeCents, typeMoney } from '../support/salesSalon';
import { readBrCode } from '../../api/support/brCodeReader';

const TABLET = { width: 768, height: 1024 };
const ON_TABLET = { ...IN_SALON, hasTouch: true };
const DESK = { name: 'Rita Recepção', email: 'rita.comanda@barbearia.com.br', password: 'balcao-cheio-31' };
const BARBER = { name: 'Paulo Barbeiro', email: 'paulo.comanda@barbearia.com.br', password: 'navalha-afiada-77' };
const CORTE = 3990;

/**
 * Issue 30's counter in a browser: the front desk on the salon's tablet (768 px, touch) opens the day's drawer and,
 * when the client arrives, a comanda from the appointment; the barber, on his 375 px phone, adds a product to it
 * from the agenda's bar of open comandas, and the tablet shows it live; the front desk closes it with Pix plus cash
 * with change, shows the QR code, and closes the drawer R$ 4,90 short.
 */
describe('the comanda at the counter', () => {
  const running = withAppBrowserAndMail();

  it('opens from an appointment, gets a product from the barber’s phone live, and closes with Pix plus cash into the drawer', async () => {
    const { app, browser, smtp } = running;
    const salon = await seedSalesSalon(app.url);
    const { owner } = salon;
    await api(app.url, owner, `/salons/${owner.salonId}/settings`, {
      method: 'PATCH',
      body: { pix_key: '+5511987654321', pix_key_type: 'phone', pix_receiver_name: 'Barbearia do Zé', pix_receiver_city: 'São Paulo' },
    });
    const desk = await inviteAndSignInByApi(app.url, smtp, owner, DESK, 'front_desk');
    const barber = await inviteAndSignInByApi(app.url, smtp, owner, BARBER, 'professional');
    const employees = await api<Array<{ id: number; name: string }>>(app.url, owner, `/salons/${owner.salonId}/employees`);
    const barberId = employees.find((e) => e.name === BARBER.name)!.id;
    await api(app.url, owner, `/employees/${barberId}`, { method: 'PUT', body: { employee: { service_ids: Object.values(salon.services) } } });
    const day = bookingDay();
    const visit = await api<Appointment>(app.url, owner, `/salons/${owner.salonId}/appointments`, {
      method: 'POST',
      body: { appointment: { client_id: salon.clients['Ana Beatriz Costa'], employee_id: barberId, service_id: salon.services['Corte masculino'], start_at: `${day}T10:00:00` } },
    });

    // The front desk opens the day's drawer with R$ 50,00 of change.
    const page = await openAs(browser, app.url, desk, TABLET, ON_TABLET);
    await page.goto(`${app.url}/caixa`);
    await typeCents(page, 'Troco inicial', 5000);
    await page.getByRole('button', { name: 'Abrir caixa' }).tap();
    await page.getByText(/^Aberto por Rita Recepção em/).waitFor();

    // Ana arrives: her appointment's Comanda opens the visit's ticket, her cut its first item.
    await openAgenda(page, app.url, day);
    await (await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45'), BARBER.name)).tap();
    const detail = page.getByRole('dialog', { name: 'Agendamento de Ana Beatriz Costa' });
    await detail.getByRole('button', { name: 'Comanda', exact: true }).tap();
    await page.waitForURL(/\/comandas\/\d+$/);
    await page.getByRole('heading', { name: 'Comanda 1' }).waitFor();
    const items = page.getByRole('region', { name: 'Itens da comanda' });
    await items.getByText('Corte masculino').waitFor();
    const comandaId = Number(/\/comandas\/(\d+)$/.exec(page.url())![1]);

    // The barber, between clients, finds it on his phone's agenda and adds a pomade.
    const phone = await openAs(browser, app.url, barber, PHONE, ON_PHONE);
    await phone.goto(`${app.url}/agenda`);
    const bar = phone.getByRole('navigation', { name: 'Comandas abertas' });
    await bar.getByRole('link', { name: 'Comanda 1 · Ana Beatriz Costa' }).waitFor();
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'comanda-agenda-bar-375');
    await bar.getByRole('link', { name: 'Comanda 1 · Ana Beatriz Costa' }).tap();
    await phone.getByRole('heading', { name: 'Comanda 1' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Fechar comanda' }).count()).toBe(0);
    await phone.getByRole('button', { name: 'Adicionar item' }).tap();
    const chooser = phone.getByRole('dialog', { name: 'Adicionar item' });
    await chooser.getByRole('tab', { name: 'Produtos' }).tap();
    await chooser.getByRole('button', { name: /Pomada modeladora/ }).tap();
    await phone.getByText('Pomada modeladora adicionado à comanda').waitFor();
    await phone.getByRole('region', { name: 'Itens da comanda' }).getByText(POMADA.name).waitFor();
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'comanda-barber-375');
    await phone.close();

    // The tablet shows it without a reload, and the total with it.
    await items.getByText(POMADA.name).waitFor();
    await expect.poll(async () => squash(await page.locator('.comanda-total').innerText())).toBe('Total R$ 64,90');
    await expectNoHorizontalOverflow(page, TABLET.width);
    await screenshot(page, 'comanda-desk-768');

    // The owner's sales list on the desktop lists it, open, with its total.
    const desktop = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await desktop.goto(`${app.url}/vendas`);
    const open = desktop.getByRole('region', { name: '1 comanda aberta' });
    expect(squash(await open.getByRole('link').innerText())).toBe('Comanda 1 · Ana Beatriz Costa · 2 itens R$ 64,90');
    await screenshot(desktop, 'comanda-open-list-1280');
    await open.getByRole('link').click();
    await desktop.getByRole('heading', { name: 'Comanda 1' }).waitFor();
    await desktop.getByRole('region', { name: 'Itens da comanda' }).getByText(POMADA.name).waitFor();
    await expectNoHorizontalOverflow(desktop, DESKTOP.width);
    await screenshot(desktop, 'comanda-owner-1280');
    await desktop.close();

    // Fechar comanda: the checkout with its items; R$ 40,00 by Pix, R$ 24,90 in cash from R$ 30,00 (R$ 5,10 back).
    await page.getByRole('button', { name: 'Fechar comanda' }).tap();
    await page.waitForURL(/\/sales$/);
    await page.getByText('Comanda 1 · Ana Beatriz Costa').waitFor();
    expect(squash((await page.getByTestId('running-total').locator('strong').textContent()) ?? '')).toBe('R$ 64,90');
    await page.getByRole('button', { name: 'Dividir pagamento' }).tap();
    await page.getByLabel('Forma de pagamento').first().selectOption('pix');
    const first = page.locator('#field-payments\\.0\\.amount');
    await first.focus();
    await first.press('Control+a');
    await first.pressSequentially('4000');
    await page.getByRole('button', { name: '+ Adicionar pagamento' }).tap();
    await page.locator('#field-payments\\.1\\.method').selectOption('cash');
    await expect.poll(async () => squash(await page.locator('#field-payments\\.1\\.amount').inputValue())).toBe('R$ 24,90');
    await typeMoney(page.locator('#field-payments\\.1\\.received'), 3000);
    await expect.poll(async () => squash((await page.getByTestId('split-change-1').textContent()) ?? '')).toBe('R$ 5,10');
    await page.getByRole('button', { name: 'Finalizar', exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByRole('img', { name: /QR Code Pix de R\$\s40,00/ }).waitFor();
    expect(readBrCode(squash((await confirm.locator('.pix-copy__code').textContent()) ?? ''))).toMatchObject({ amount: '40.00', crcValid: true });
    await screenshot(page, 'comanda-pix-qr-768');
    await confirm.getByRole('button', { name: 'Pix recebido, finalizar' }).tap();
    await page.getByText('Venda finalizada com sucesso!').waitFor();
    await page.waitForURL(/\/sales\/\d+$/);
    const saleId = Number(/\/sales\/(\d+)$/.exec(page.url())![1]);

    // The server: the comanda closed into that sale, the appointment completed, both payments.
    const comanda = await api<{ status: string; sale_id: number }>(app.url, owner, `/comandas/${comandaId}`);
    expect(comanda).toMatchObject({ status: 'closed', sale_id: saleId });
    const sale = await api<{ price: number; payments: Array<{ method: string; amount: number; received: number | null }>; transactions: Array<{ name: string; appointment_id: number | null }> }>(app.url, owner, `/sales/${saleId}`);
    expect(sale.price).toBe(CORTE + POMADA.price);
    expect(sale.payments.map((p) => [p.method, p.amount, p.received])).toEqual([['pix', 4000, null], ['cash', 2490, 3000]]);
    expect(sale.transactions.map((line) => [line.name, line.appointment_id])).toEqual([['Corte masculino', visit.id], [POMADA.name, null]]);
    const [after] = (await api<Appointment[]>(app.url, owner, `/salons/${owner.salonId}/appointments?day=${day}`)).filter((a) => a.id === visit.id);
    expect(after.status).toBe('completed');

    // The drawer: R$ 50,00 + R$ 24,90 in cash, R$ 40,00 by Pix; counted R$ 70,00 in notes, R$ 4,90 short.
    await page.goto(`${app.url}/caixa`);
    await expect.poll(() => drawerRow(page, 'Dinheiro')).toBe('Dinheiro R$ 74,90');
    await page.getByRole('button', { name: 'Fechar caixa' }).tap();
    const closing = page.getByRole('dialog', { name: 'Fechar caixa' });
    await typeCents(page, 'Dinheiro', 7000);
    await typeCents(page, 'Pix', 4000);
    await expect.poll(async () => squash(await closing.getByTestId('difference-cash').innerText())).toMatch(/^Diferença: -\s?R\$\s4,90 \(Faltando\)$/);
    await closing.getByRole('button', { name: 'Confirmar fechamento' }).tap();
    await closing.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Fechamento do caixa' }).waitFor();
    expect(await drawerRow(page, 'Dinheiro')).toMatch(/^Dinheiro R\$ 74,90 R\$ 70,00 -\s?R\$ 4,90 \(Faltando\)$/);
    await screenshot(page, 'comanda-drawer-closed-768');
  });
});
