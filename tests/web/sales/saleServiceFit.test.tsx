import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { appointment } from '../agenda/appointmentFixtures';
import { mount, sessionAs } from '../render';
import { seedSaleSalon } from './salesFixtures';
import { BRUNO } from '../staff/staffFixtures';

/** The chooser's sections: each heading with the services under it. */
const sectionsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('region')
    .map((section) => [section.getAttribute('aria-label'), [...section.querySelectorAll('.item-chooser__name')].map((n) => n.textContent)]);

/** Issue 25 item 1: the sale's item chooser offers the line's professional's own services first. */
describe("the sale's item chooser", { timeout: 30_000 }, () => {
  it("lists Bruno's services first and the rest under 'Outros serviços' with a warning, on a sale from his appointment", async () => {
    seedSaleSalon();
    localStorage.setItem('agendei.session', JSON.stringify(sessionAs({ role: 'owner' })));
    const booking = appointment({ employee_id: BRUNO.id, employee: { id: BRUNO.id, name: BRUNO.name, color: BRUNO.color } });
    mount(createMemoryRouter(routes, { initialEntries: [{ pathname: '/sales', state: { appointment: booking } }] }));
    await screen.findByRole('heading', { name: 'Nova venda' });
    await userEvent.click(screen.getByRole('button', { name: '+ Adicionar item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar item' });
    await within(dialog).findByRole('button', { name: /Escova/ });
    expect(sectionsOf(dialog)).toEqual([
      ['Cabelo', ['Corte masculino']],
      ['Outros serviços', ['Escova', 'Manicure']],
    ]);
    expect(within(dialog).getByText(/Bruno Barbeiro não faz estes serviços: a venda será recusada/)).toBeInTheDocument();
    // Picking one still adds it (the owner may allow it meanwhile; the server has the last word).
    await userEvent.click(within(dialog).getByRole('button', { name: /Escova/ }));
    const escova = await screen.findByRole('listitem', { name: 'Escova' });
    // The line says it too, until its professional is one who does it (Dona Ana has no services set).
    expect(within(escova).getByRole('status')).toHaveTextContent('Bruno Barbeiro não faz este serviço: a venda será recusada');
    expect(within(screen.getByRole('listitem', { name: 'Corte masculino' })).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(escova).getByLabelText('Profissional'), 'Dona Ana');
    expect(within(escova).queryByRole('status')).not.toBeInTheDocument();
  });
});
