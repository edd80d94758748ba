import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { fieldGroup, findPanel, panel, SALON, seedCatalogue, service, serviceCategory, topDialog } from './catalogueHelpers';

const corte = service({ id: 10, name: 'Corte masculino', service_category_id: 1, duration: 1800, price: 4500 });
const coloracao = service({ id: 11, name: 'Coloração', service_category_id: 1, duration: 5400, price: 12000 });
const barba = service({ id: 12, name: 'Barba completa', service_category_id: 2, duration: 1200, price: 3000 });

describe('services screen', { timeout: 20_000 }, () => {
  it('creates a category and a service and shows them in the panel', async () => {
    renderApp('/services', { signedIn: true });
    expect(await screen.findByText('Não encontramos nenhum serviço.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nova Categoria' }));
    let modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Cabelo');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(within(await findPanel('Cabelo')).getByText('Nenhum serviço nesta categoria ainda.')).toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/service_categories')).toEqual([{ service_category: { name: 'Cabelo', description: null } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Novo Serviço' }));
    modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Corte masculino');
    expect(modal.getByLabelText('Categoria')).toHaveValue('1'); // the only category is picked already
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '1h 30min');
    await userEvent.type(modal.getByLabelText('Preço'), '4500');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));

    const cabelo = within(panel('Cabelo'));
    expect(await cabelo.findByText('Corte masculino')).toBeInTheDocument();
    expect(cabelo.getByText('1h 30min', { selector: 'td' })).toBeInTheDocument();
    // A table column always shows the cents (Money table), so the prices line up.
    expect(cabelo.getByText(/R\$\s45,00$/)).toBeInTheDocument();
    expect(cabelo.getByText('1 serviço')).toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/services')).toEqual([
      // No commission of its own (null): each professional's rate applies.
      { service: { name: 'Corte masculino', description: null, price: 4500, cost: 0, duration: 5400, service_category_id: 1, commission: null } },
    ]);
  });

  it('sends money typed with the live mask (digits fill from the cents) as integer cents', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo'), serviceCategory(2, 'Barba')] });
    renderApp('/services', { signedIn: true });
    const menu = await screen.findByRole('button', { name: 'Opções da categoria Cabelo' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Adicionar Serviço' }));
    const modal = await topDialog();
    expect(modal.getByLabelText('Categoria')).toHaveValue('1');
    await userEvent.type(modal.getByLabelText('Nome'), 'Mega hair');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '5h');
    // Letters are not digits: the price stays empty.
    await userEvent.type(modal.getByLabelText('Preço'), 'abc');
    expect(modal.getByLabelText('Preço')).toHaveValue('');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await modal.findByText('Digite o preço')).toBeInTheDocument();
    const posts = () => sentTo('POST', '/salons/42/services');
    expect(posts()).toEqual([]);

    await userEvent.type(modal.getByLabelText('Preço'), '123450');
    expect(modal.getByLabelText('Preço')).toHaveValue('R$ 1.234,50');
    await userEvent.type(modal.getByLabelText('Custo'), '1250');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ service: { price: 123450, cost: 1250, duration: 18000, service_category_id: 1 } });
    expect(await within(panel('Cabelo')).findByText('Mega hair')).toBeInTheDocument();
  });

  it('moves an edited service to the panel of its new category', async () => {
    seedCatalogue({ services: [serviceCategory(2, 'Barba', [barba]), serviceCategory(1, 'Cabelo', [coloracao, corte])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Corte masculino' }));
    const modal = await topDialog();
    expect(modal.getByText('Editar Serviço')).toBeInTheDocument();
    expect(modal.getByLabelText('Nome')).toHaveValue('Corte masculino');
    expect(modal.getByLabelText('Preço')).toHaveValue('R$ 45,00');
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Barba');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(within(panel('Barba')).getByText('Corte masculino')).toBeInTheDocument());
    expect(within(panel('Cabelo')).queryByText('Corte masculino')).not.toBeInTheDocument();
    // Kept in name order inside the new panel.
    const names = within(panel('Barba'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].querySelector('button')?.textContent);
    expect(names).toEqual(['Barba completa', 'Corte masculino']);
    expect(sentTo('PUT', '/services/10')[0]).toMatchObject({ service: { service_category_id: 2, name: 'Corte masculino', duration: 1800, price: 4500 } });
  });

  it('says up front that a category with services cannot be deleted (no "tem certeza?", no request)', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte, coloracao])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções da categoria Cabelo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    const dialog = await topDialog();
    expect(dialog.getByText('Esta categoria não pode ser excluída')).toBeInTheDocument();
    expect(dialog.getByText(/A categoria "Cabelo" ainda tem 2 serviços/)).toBeInTheDocument();
    expect(dialog.queryByText('Você tem certeza?')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE /service_categories/')).toEqual([]);
    expect(panel('Cabelo')).toBeInTheDocument();
  });

  it('still says why when the server refuses a category that looked empty here', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo')] });
    server.use(
      http.delete(`${API}/service_categories/1`, () => HttpResponse.json({ base: ['Tem serviços.'] }, { status: 422 })),
    );
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções da categoria Cabelo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    const dialog = await topDialog();
    expect(dialog.getByText('Você tem certeza?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclua todos os serviços antes de excluir a categoria!')).toBeInTheDocument();
  });

  it('deletes an empty category and edits another', async () => {
    seedCatalogue({ services: [serviceCategory(2, 'Barba', [barba]), serviceCategory(1, 'Cabelo', [corte]), serviceCategory(3, 'Unhas')] });
    // The server answers a description of its own: the panel shows what it answered.
    server.use(
      http.put(`${API}/service_categories/1`, () => HttpResponse.json({ ...serviceCategory(1, 'Aaa Cabelo', [corte]), description: 'Cortes e cores' })),
    );
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções da categoria Unhas' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    await userEvent.click((await topDialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('A categoria foi excluída!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unhas' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Opções da categoria Cabelo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const modal = await topDialog();
    expect(modal.getByLabelText('Nome')).toHaveValue('Cabelo');
    await userEvent.clear(modal.getByLabelText('Nome'));
    await userEvent.type(modal.getByLabelText('Nome'), 'Aaa Cabelo');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cortes e cores')).toBeInTheDocument();
    // Categories stay in name order.
    const panels = screen.getAllByRole('region').filter((region) => region.classList.contains('catalogue-panel'));
    expect(panels.map((region) => region.getAttribute('aria-label'))).toEqual(['Aaa Cabelo', 'Barba']);
  });

  it('shows a 422 under the price field and clears the spinner and the overlay', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo')] });
    server.use(
      http.post(`${SALON}/services`, () => HttpResponse.json({ price: ['O preço máximo é R$ 1.000.000,00'], base: ['Revise os campos.'] }, { status: 422 })),
    );
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar o primeiro serviço' }));
    const modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Corte');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '30min');
    await userEvent.type(modal.getByLabelText('Preço'), '4500');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Preço')).findByText('O preço máximo é R$ 1.000.000,00')).toBeInTheDocument();
    expect(modal.getByRole('alert')).toHaveTextContent('Revise os campos.');
    expect(modal.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(modal.queryByRole('status')).not.toBeInTheDocument();
  });

  it('maps the server category error to the category field', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo')] });
    server.use(
      http.post(`${SALON}/services`, () => HttpResponse.json({ service_category_id: ['Categoria não encontrada'] }, { status: 422 })),
    );
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Serviço' }));
    const modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Corte');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '30min');
    await userEvent.type(modal.getByLabelText('Preço'), '4500');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Categoria')).findByText('Categoria não encontrada')).toBeInTheDocument();
  });

  it('deletes a service from its edit modal, or says why it cannot', async () => {
    let refuse = true;
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [coloracao, corte])] });
    // Refused while the service is in use; then the store deletes it.
    server.use(
      http.delete(`${API}/services/10`, () => (refuse ? HttpResponse.json({ base: ['Este serviço está em agendamentos ou vendas.'] }, { status: 422 }) : undefined)),
    );
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Corte masculino' }));
    await userEvent.click((await topDialog()).getByRole('button', { name: 'Excluir' }));
    await userEvent.click((await topDialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Impossível excluir este serviço! Este serviço está em agendamentos ou vendas.')).toBeInTheDocument();

    refuse = false;
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await userEvent.click((await topDialog()).getByRole('button', { name: 'Excluir' }));
    await userEvent.click((await topDialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O serviço foi excluído!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Corte masculino' })).not.toBeInTheDocument());
    expect(within(panel('Cabelo')).getByText('Coloração')).toBeInTheDocument();
  });

  it('collapses and expands a category from its header', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte])] });
    renderApp('/services', { signedIn: true });
    const header = await screen.findByRole('button', { name: /Cabelo/, expanded: true });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Corte masculino' })).not.toBeInTheDocument();
    await userEvent.click(header);
    expect(screen.getByRole('button', { name: 'Corte masculino' })).toBeVisible();
  });
});
