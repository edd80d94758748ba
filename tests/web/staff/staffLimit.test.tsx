import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { salonSettings } from '../salonFixtures';
import { ANA, BRUNO, seedStaff } from './staffFixtures';

const onPlan = (planId: number) => http.get(`${API}/salons/42/settings`, () => HttpResponse.json(salonSettings({ plan_id: planId })));
const newButton = () => screen.findByRole('button', { name: '+ Novo Profissional' });

describe("the plan's professional limit on the staff page", { timeout: 20_000 }, () => {
  it('tells a Solo salon, before any form, that its one professional is the limit, and opens a new member without a seat', async () => {
    seedStaff([ANA]);
    server.use(onPlan(1));
    renderApp('/staff', { signedIn: true });
    await screen.findByText('1 de 1 profissional no plano Solo');
    const button = await newButton();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Seu plano Solo permite até 1 profissional que atende clientes. Para cadastrar mais, mude de plano; quem não atende (como a recepção) não conta.');
    expect(button).toHaveAttribute('aria-describedby', note.id);
    expect(within(note).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/meu-salao/plano');
    // A receptionist takes no seat: the form opens with 'Atende clientes' off, and says why.
    await userEvent.click(button);
    const serves = await screen.findByRole('switch', { name: 'Atende clientes' });
    expect(serves).not.toBeChecked();
    expect(screen.getByText('Seu plano já está com todas as vagas de profissionais ocupadas: para ligar, mude de plano.')).toBeInTheDocument();
  });

  it('counts only the staff who serve clients against the plan, and marks those who do not', async () => {
    const rita = { ...BRUNO, id: 12, name: 'Rita Recepção', role: 'front_desk' as const, agendei_access: true, serves_clients: false };
    seedStaff([BRUNO, ANA, rita]);
    server.use(onPlan(2));
    renderApp('/staff', { signedIn: true });
    await screen.findByText('2 de 5 profissionais no plano Team');
    const row = await screen.findByRole('button', { name: /Rita Recepção/ });
    expect(row).toHaveTextContent('Não atende');
  });

  it('counts a Team salon below its limit and leaves the button alone', async () => {
    seedStaff([BRUNO, ANA]);
    server.use(onPlan(2));
    renderApp('/staff', { signedIn: true });
    await screen.findByText('2 de 5 profissionais no plano Team');
    expect(await newButton()).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says nothing of a limit on the Big plan, which has none', async () => {
    seedStaff([BRUNO, ANA]);
    server.use(onPlan(3));
    renderApp('/staff', { signedIn: true });
    await screen.findByRole('button', { name: /Bruno Barbeiro/ });
    expect(await newButton()).toBeEnabled();
    expect(screen.queryByText(/no plano/)).not.toBeInTheDocument();
  });
});
