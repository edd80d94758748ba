import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { api, makePng, openAs, signUpOwner, transitionsDone, captureScreen, type Owner } from '../support/owner';

interface Client {
  id: number;
  name: string;
  avatar_url: string | null;
}

/** The links of the clients listed, one per row ('Abrir <name>'). */
const clientLinks = (page: Page) => page.getByRole('link', { name: /^Abrir / });

/** The loaded avatar <img> of a client: its decoded width, 0 while it has not loaded. */
const avatarWidth = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .first()
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))
    .catch(() => 0);

describe('the clients', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Clients made through the API (JSON), a few at a time. */
  async function seedClients(owner: Owner, clients: Array<Record<string, string>>) {
    const made: Client[] = [];
    for (let i = 0; i < clients.length; i += 10) {
      const batch = clients.slice(i, i + 10).map((client) =>
        api<Client>(app.url, owner, `/salons/${owner.salonId}/clients`, { method: 'POST', body: { client } }),
      );
      made.push(...(await Promise.all(batch)));
    }
    return made;
  }

  it('creates a client with an avatar in the modal and sees the picture on the detail page', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/clients`);
    await page.getByText('Não encontramos nenhum cliente.').waitFor();

    // The page header's button (the empty state offers one too).
    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
    await dialog.getByLabel('Nome').fill('Ana Beatriz Costa');
    await dialog.getByLabel('E-mail').fill('ana.costa@exemplo.com.br');
    await dialog.getByLabel('Telefone').pressSequentially('11912345678');
    expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    await dialog.getByLabel('Data de nascimento').pressSequentially('14031990');
    expect(await dialog.getByLabel('Data de nascimento').inputValue()).toBe('14/03/1990');
    // A real PNG, not square: the server checks the content and re-encodes it as a 256 x 256 picture.
    await dialog.getByLabel('Escolher foto').setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: makePng(60, 40) });
    await dialog.getByText('retrato.png').waitFor();
    await expect.poll(() => avatarWidth(page, 'Ana Beatriz Costa')).toBe(60); // the preview, before saving

    await dialog.getByRole('tab', { name: 'Endereço' }).click();
    await dialog.getByLabel('CEP').pressSequentially('01310100');
    expect(await dialog.getByLabel('CEP').inputValue()).toBe('01310-100');
    await dialog.getByLabel('Cidade').fill('São Paulo');
    await dialog.getByLabel('Estado').selectOption('SP');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cliente cadastrado com sucesso.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [saved] = await api<Client[]>(app.url, owner, `/salons/${owner.salonId}/clients`);
    expect(saved).toMatchObject({ name: 'Ana Beatriz Costa', email: 'ana.costa@exemplo.com.br', zip_code: '01310-100', state: 'SP', birth: '1990-03-14' });
    expect(saved.avatar_url).toBeTruthy();
    // Only the salon's own session may read it.
    expect((await fetch(new URL(saved.avatar_url!, `${app.url}/v1/`))).status).toBe(401);

    // The list shows the picture too; the name opens the detail page.
    await expect.poll(() => avatarWidth(page, 'Ana Beatriz Costa')).toBe(256);
    await page.getByRole('link', { name: 'Abrir Ana Beatriz Costa' }).click();
    await page.waitForURL(`**/clients/${saved.id}`);
    await page.getByRole('heading', { name: 'Ana Beatriz Costa' }).waitFor();
    await page.getByText('Nenhum agendamento marcado').waitFor();
    await expect.poll(() => avatarWidth(page, 'Ana Beatriz Costa')).toBe(256);
    expect(await page.getByRole('img', { name: 'Ana Beatriz Costa' }).evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(256);
    await page.close();
  });

  it('deletes a client after "Você tem certeza?"', async () => {
    const owner = await signUpOwner(app.url);
    const [bia] = await seedClients(owner, [{ name: 'Bia Ramos' }, { name: 'Caio Nunes' }]);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/clients/${bia.id}`);
    await page.getByRole('heading', { name: 'Bia Ramos' }).waitFor();

    await page.getByRole('button', { name: 'Excluir cliente' }).click();
    const confirm = page.getByRole('dialog', { name: 'Você tem certeza?' });
    await confirm.getByText(/Bia Ramos e os agendamentos deste cliente serão removidos/).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await api<Client[]>(app.url, owner, `/salons/${owner.salonId}/clients`)).toHaveLength(2);

    await page.getByRole('button', { name: 'Excluir cliente' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('O cliente foi excluído!').waitFor();
    await page.waitForURL('**/clients');
    await page.getByRole('link', { name: 'Abrir Caio Nunes' }).waitFor();
    expect(await page.getByRole('link', { name: 'Abrir Bia Ramos' }).count()).toBe(0);
    expect((await api<Client[]>(app.url, owner, `/salons/${owner.salonId}/clients`)).map((c) => c.name)).toEqual(['Caio Nunes']);
    await page.close();
  });

  it("finds 'João' when searching 'joao'", async () => {
    const owner = await signUpOwner(app.url);
    await seedClients(owner, [
      { name: 'João Silva', phone: '(11) 98888-7777' },
      { name: 'Joana Prado' },
      { name: 'Maria Souza', email: 'maria@exemplo.com.br' },
      { name: 'Pedro Alves' },
    ]);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/clients`);
    await expect.poll(() => clientLinks(page).count()).toBe(4);

    const search = page.getByRole('searchbox', { name: 'Pesquisar um cliente' });
    await search.fill('joao');
    await page.getByRole('link', { name: 'Abrir João Silva' }).waitFor();
    await expect.poll(() => clientLinks(page).count()).toBe(1);
    await page.getByRole('cell', { name: '(11) 98888-7777' }).waitFor();

    // By e-mail too; one character lists everyone again.
    await search.fill('maria@exemplo');
    await page.getByRole('link', { name: 'Abrir Maria Souza' }).waitFor();
    await expect.poll(() => clientLinks(page).count()).toBe(1);
    await search.fill('j');
    await expect.poll(() => clientLinks(page).count()).toBe(4);

    await search.fill('ninguém aqui');
    await page.getByText('Sem resultados para "ninguém aqui"').waitFor();
    await page.close();
  });

  it('pages through 65 clients, 30 at a time', async () => {
    const owner = await signUpOwner(app.url);
    const names = Array.from({ length: 65 }, (_, i) => `Cliente ${String(i + 1).padStart(2, '0')}`);
    await seedClients(
      owner,
      names.map((name) => ({ name })),
    );
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/clients`);
    const pager = page.getByRole('navigation', { name: 'Paginação' });
    const next = pager.getByRole('button', { name: 'Próxima' });
    const previous = pager.getByRole('button', { name: 'Anterior' });
    const shown = () => clientLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')?.replace(/^Abrir /, '')));

    await page.getByRole('link', { name: 'Abrir Cliente 01' }).waitFor();
    await expect.poll(shown).toEqual(names.slice(0, 30));
    await pager.getByText('Página 1').waitFor();
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await page.waitForURL('**/clients?page=2');
    await expect.poll(shown).toEqual(names.slice(30, 60));
    await pager.getByText('Página 2').waitFor();

    await next.click();
    await page.waitForURL('**/clients?page=3');
    await expect.poll(shown).toEqual(names.slice(60));
    await pager.getByText('Página 3').waitFor();
    expect(await next.isDisabled()).toBe(true);

    await previous.click();
    await page.waitForURL('**/clients?page=2');
    await expect.poll(shown).toEqual(names.slice(30, 60));
    expect(await next.isDisabled()).toBe(false);
    await previous.click();
    await expect.poll(shown).toEqual(names.slice(0, 30));
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('looks finished at 375 px and 1280 px: the list, the modal and a client', async () => {
    const owner = await signUpOwner(app.url);
    await seedClients(owner, [{ name: 'João Silva', phone: '(11) 98888-7777', email: 'joao@exemplo.com.br' }, { name: 'Téo' }]);
    // One with a picture, sent as the modal sends it: multipart client[field].
    const form = new FormData();
    form.set('client[name]', 'Maria Eduarda dos Santos Figueiredo de Albuquerque');
    form.set('client[email]', 'maria.eduarda.figueiredo.albuquerque@exemplo.com.br');
    form.set('client[phone]', '(21) 99876-5432');
    form.set('client[avatar]', new Blob([new Uint8Array(makePng(64))], { type: 'image/png' }), 'maria.png');
    const created = await fetch(`${app.url}/v1/salons/${owner.salonId}/clients`, { method: 'POST', headers: owner.headers, body: form });
    expect(created.status).toBe(201);
    const first = (await created.json()) as Client;

    for (const [viewport, width] of [
      [PHONE, '375'],
      [DESKTOP, '1280'],
    ] as const) {
      const page = await openAs(browser, app.url, owner, viewport);
      await page.goto(`${app.url}/clients`);
      await page.getByRole('link', { name: 'Abrir Téo' }).waitFor();
      await expect.poll(() => avatarWidth(page, first.name)).toBe(256);
      await captureScreen(page, `clients-${width}`, viewport.width);

      // On phones 'Novo Cliente' sits at the top, under the title, as on every list page.
      await page.getByRole('button', { name: 'Novo Cliente' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
      await dialog.getByLabel('Data de nascimento').waitFor();
      await transitionsDone(page, dialog);
      await captureScreen(page, `clients-modal-${width}`, viewport.width);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: `Abrir ${first.name}` }).click();
      await page.getByRole('heading', { name: first.name }).waitFor();
      await page.getByText('Vendas Totais').waitFor();
      await page.getByText('Este cliente ainda não tem agendamentos.').waitFor();
      await expect.poll(() => avatarWidth(page, first.name)).toBe(256);
      await captureScreen(page, `client-detail-${width}`, viewport.width);
      await page.close();
    }
  });
});
