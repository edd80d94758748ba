import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, db, seed, sentTo } from '../mocks';
import { server } from '../msw';
import { salonSettings } from '../salonFixtures';
import { renderApp } from '../render';
import { product, productCategory, seedCatalogue, SALON, service, serviceCategory, topDialog } from './catalogueHelpers';

const corte = service({ id: 10, name: 'Corte masculino', service_category_id: 1, duration: 1800, price: 4500 });

describe("a service's own commission", { timeout: 20_000 }, () => {
  it('sends the rate typed, and says that empty follows the professional', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Serviço' }));
    const modal = await topDialog();
    const commission = modal.getByLabelText('Comissão (%)');
    expect(commission).toHaveValue('');
    expect(commission).toHaveAccessibleDescription('Em branco, vale a comissão em serviços de cada profissional.');
    await userEvent.type(modal.getByLabelText('Nome'), 'Escova');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '30min');
    await userEvent.type(modal.getByLabelText('Preço'), '5000');
    await userEvent.type(commission, '12,5');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('POST', '/salons/42/services')).toHaveLength(1));
    expect(sentTo('POST', '/salons/42/services')[0]).toMatchObject({ service: { name: 'Escova', commission: 12.5 } });
    expect(db.serviceCategories[0].services.find((s) => s.name === 'Escova')).toMatchObject({ commission: 12.5 });
  });

  it('shows the saved override and sends null once it is cleared', async () => {
    const own = { ...corte, commission: 20 };
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [own])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Corte masculino' }));
    const modal = await topDialog();
    expect(modal.getByLabelText('Comissão (%)')).toHaveValue('20');
    await userEvent.clear(modal.getByLabelText('Comissão (%)'));
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('PUT', '/services/10')).toHaveLength(1));
    expect(sentTo('PUT', '/services/10')[0]).toMatchObject({ service: { commission: null } });
    expect(db.serviceCategories[0].services[0]).toMatchObject({ id: 10, commission: null });
  });

  it('refuses a rate above 100 before sending', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Corte masculino' }));
    const modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Comissão (%)'), '101');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await modal.findByText('Informe uma porcentagem entre 0 e 100')).toBeInTheDocument();
    expect(callsTo('PUT ')).toEqual([]);
  });
});

describe("the products screen's negative-stock switch", { timeout: 20_000 }, () => {
  const lists = () => seedCatalogue({ products: [productCategory(5, 'Finalizadores', [product({ id: 30, name: 'Pomada', product_category_id: 5 })])] });

  it("shows the salon's setting and saves a change with PATCH", async () => {
    lists();
    seed({ settings: salonSettings({ allow_negative_stock: true }) });
    renderApp('/products', { signedIn: true });
    const toggle = await screen.findByRole('switch', { name: 'Permitir venda sem estoque (estoque negativo)' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await waitFor(() => expect(sentTo('PATCH', '/salons/42/settings')).toEqual([{ salon: { allow_negative_stock: false } }]));
    expect(db.settings.allow_negative_stock).toBe(false);
    expect(toggle).not.toBeChecked();
  });

  it('goes back and says so when the save fails', async () => {
    lists();
    server.use(
      http.patch(`${SALON}/settings`, () => HttpResponse.json({ errors: ['Sem permissão para mudar as configurações'] }, { status: 422 })),
    );
    renderApp('/products', { signedIn: true });
    const toggle = await screen.findByRole('switch', { name: 'Permitir venda sem estoque (estoque negativo)' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(/A configuração não foi salva\./)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('stays off and disabled, with a word why, when the setting cannot be read', async () => {
    lists();
    server.use(http.get(`${SALON}/settings`, () => HttpResponse.json({ errors: ['boom'] }, { status: 500 })));
    renderApp('/products', { signedIn: true });
    expect(await screen.findByText('Não foi possível carregar esta configuração agora.')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Permitir venda sem estoque (estoque negativo)' });
    expect(toggle).toBeDisabled();
    expect(within(await screen.findByRole('region', { name: 'Finalizadores' })).getByText('Pomada')).toBeInTheDocument();
  });
});
