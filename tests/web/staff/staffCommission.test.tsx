import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { ANA, BRUNO, employeeBodies, seedStaff } from './staffFixtures';

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe("the professional's commission rates", { timeout: 20_000 }, () => {
  it('sends both rates as numbers, a comma read as the decimal point', async () => {
    seedStaff([ANA]);
    const bodies = () => employeeBodies('POST', '/salons/42/employees');
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Profissional' });
    // A new professional starts at 0%.
    expect(field(dialog, /Comissão em serviços/)).toHaveValue('0');
    expect(field(dialog, /Comissão em produtos/)).toHaveValue('0');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Carla');
    await userEvent.clear(field(dialog, /Comissão em serviços/));
    await userEvent.type(field(dialog, /Comissão em serviços/), '12,5');
    await userEvent.clear(field(dialog, /Comissão em produtos/));
    await userEvent.type(field(dialog, /Comissão em produtos/), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0].employee).toMatchObject({ service_commission: 12.5, product_commission: 10 });
  });

  it('refuses a rate above 100 or with 3 decimals, and sends nothing', async () => {
    seedStaff([ANA]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Profissional' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Carla');
    await userEvent.clear(field(dialog, /Comissão em serviços/));
    await userEvent.type(field(dialog, /Comissão em serviços/), '150');
    await userEvent.clear(field(dialog, /Comissão em produtos/));
    await userEvent.type(field(dialog, /Comissão em produtos/), '1,234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const messages = await within(dialog).findAllByText('Informe uma porcentagem entre 0 e 100');
    expect(messages).toHaveLength(2);
    expect(field(dialog, /Comissão em serviços/)).toHaveAccessibleDescription('Informe uma porcentagem entre 0 e 100');
    expect(employeeBodies('POST', '/salons/42/employees')).toEqual([]);
  });

  it("shows a saved professional's rates and sends a change with the edit", async () => {
    const bruno = { ...BRUNO, service_commission: 7.5, product_commission: 30 };
    seedStaff([ANA, bruno]);
    const bodies = () => employeeBodies('PUT', '/employees/9');
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Bruno Barbeiro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    expect(field(dialog, /Comissão em serviços/)).toHaveValue('7,5');
    expect(field(dialog, /Comissão em produtos/)).toHaveValue('30');
    await userEvent.clear(field(dialog, /Comissão em produtos/));
    await userEvent.type(field(dialog, /Comissão em produtos/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0].employee).toMatchObject({ service_commission: 7.5, product_commission: 5 });
  });

  it("puts the server's refusal of a rate under its field", async () => {
    const refused = 'A comissão deve ficar entre 0 e 100%';
    seedStaff([ANA, BRUNO]);
    server.use(
      http.put(`${API}/employees/9`, () => HttpResponse.json({ service_commission: [refused] }, { status: 422 })),
    );
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Bruno Barbeiro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    await userEvent.click(within(dialog).getByRole('tab', { name: /Serviços/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
  });
});
