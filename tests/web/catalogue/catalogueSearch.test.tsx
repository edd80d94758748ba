import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findPanel, panel, seedCatalogue, SALON, service, serviceCategory, topDialog } from './catalogueHelpers';
import { callsTo } from '../mocks';
import { server } from '../msw';
import { renderApp } from '../render';

const corte = service({ id: 10, name: 'Corte masculino', service_category_id: 1, duration: 1800, price: 4500 });
const coloracao = service({ id: 11, name: 'Coloração', service_category_id: 1, duration: 5400, price: 12000 });
const barba = service({ id: 12, name: 'Barba completa', service_category_id: 2, duration: 1200, price: 3000 });
const lists = () => seedCatalogue({ services: [serviceCategory(2, 'Barba', [barba]), serviceCategory(1, 'Cabelo', [coloracao, corte])] });
const box = () => screen.getByPlaceholderText('Pesquisar um serviço');

/** A reply held back until `release()`; `replied` settles once msw has sent it. */
function gate() {
  let release = () => {};
  let replied = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  const sent = new Promise<void>((resolve) => (replied = resolve));
  return { opened, sent, release: () => release(), replied: () => replied() };
}

describe('services search', { timeout: 20_000 }, () => {
  it('searches: only the matches show, and clearing the box brings the full list back', async () => {
    seedCatalogue({ services: [serviceCategory(2, 'Barba', [barba]), serviceCategory(1, 'Cabelo', [coloracao, corte])] });
    renderApp('/services', { signedIn: true });
    expect(await screen.findByText('Corte masculino')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Pesquisar um serviço'), 'colora');
    await waitFor(() => expect(screen.queryByText('Corte masculino')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByText('Coloração')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Barba' })).not.toBeInTheDocument();
    expect(within(panel('Cabelo')).getByText('1 serviço')).toBeInTheDocument();
    expect(callsTo('GET /salons/42/services/search/')).toEqual(['GET /salons/42/services/search/colora']);

    await userEvent.clear(screen.getByPlaceholderText('Pesquisar um serviço'));
    expect(await screen.findByText('Corte masculino', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(panel('Barba')).toBeInTheDocument();
    expect(within(panel('Cabelo')).getByText('2 serviços')).toBeInTheDocument();
  });

  it('tells the user when the search fails', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte])] });
    server.use(
      http.get(`${SALON}/services/search/:query`, () => HttpResponse.json({ errors: ['boom'] }, { status: 500 })),
    );
    renderApp('/services', { signedIn: true });
    await screen.findByText('Corte masculino');
    await userEvent.type(screen.getByPlaceholderText('Pesquisar um serviço'), 'corte');
    expect(await screen.findByText('Não foi possível encontrar os serviços buscados!', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText('Corte masculino')).toBeInTheDocument();
  });

  it('never lets a slow answer to an older text replace the answer on screen', async () => {
    const slow = gate();
    lists();
    server.use(
      // 'co' (both services) is held back; the store answers it, and 'cor' (Corte alone) at once.
      http.get(`${SALON}/services/search/:query`, async ({ params }) => {
        if (params.query !== 'co') return;
        await slow.opened;
        slow.replied();
      }),
    );
    renderApp('/services', { signedIn: true });
    await screen.findByText('Coloração');
    await userEvent.type(box(), 'co');
    await new Promise((resolve) => setTimeout(resolve, 700)); // 'co' is asked for and left waiting
    await userEvent.type(box(), 'r');
    await waitFor(() => expect(screen.queryByText('Coloração')).not.toBeInTheDocument(), { timeout: 2000 });
    slow.release();
    await slow.sent;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Coloração')).not.toBeInTheDocument();
    expect(within(panel('Cabelo')).getByText('Corte masculino')).toBeInTheDocument();
  });

  it('keeps in sight what is created while a search is on screen', async () => {
    lists();
    renderApp('/services', { signedIn: true });
    await screen.findByText('Corte masculino');
    await userEvent.type(box(), 'colora');
    await waitFor(() => expect(screen.queryByText('Corte masculino')).not.toBeInTheDocument(), { timeout: 2000 });

    await userEvent.click(screen.getByRole('button', { name: 'Novo Serviço' }));
    let modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Barba desenhada');
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Barba');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '30min');
    await userEvent.type(modal.getByLabelText('Preço'), '3000');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(await findPanel('Barba')).findByText('Barba desenhada')).toBeInTheDocument();
    // Only what was created joins the search: the category's other services stay out of it.
    expect(within(panel('Barba')).queryByText('Barba completa')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Nova Categoria' }));
    modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Unhas');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(within(await findPanel('Unhas')).getByText('Nenhum serviço nesta categoria ainda.')).toBeInTheDocument();
    expect(within(panel('Cabelo')).getByText('Coloração')).toBeInTheDocument();
    expect(within(panel('Cabelo')).queryByText('Corte masculino')).not.toBeInTheDocument();
  });

  it('asks again for the same text after a failure, and forgets the search when the screen is left', async () => {
    lists();
    // The first search fails; the store answers the next.
    server.use(http.get(`${SALON}/services/search/:query`, () => HttpResponse.json({ errors: ['boom'] }, { status: 500 }), { once: true }));
    const { router } = renderApp('/services', { signedIn: true });
    await screen.findByText('Corte masculino');
    await userEvent.type(box(), 'colora');
    expect(await screen.findByText('Não foi possível encontrar os serviços buscados!', {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.type(box(), ' '); // the same query after the pause
    await waitFor(() => expect(screen.queryByText('Corte masculino')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(callsTo('GET /salons/42/services/search/')).toEqual(['GET /salons/42/services/search/colora', 'GET /salons/42/services/search/colora']);

    await router.navigate('/products');
    await screen.findByPlaceholderText('Pesquisar um produto');
    await router.navigate('/services');
    expect(await screen.findByText('Corte masculino')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(panel('Barba')).toBeInTheDocument();
  });
});
