import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { ANA, BRUNO, employeeBodies, seedStaff } from './staffFixtures';

const NINE_TO_SEVEN = [{ start: '09:00', end: '19:00' }];

async function openHours(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Horários' }));
  return dialog;
}

/** The staff page with Ana and Bruno, Bruno's Horários tab open; `bodies()` are the PUTs of Bruno the store took. */
async function brunoHours() {
  seedStaff([ANA, BRUNO]);
  renderApp('/staff', { signedIn: true });
  return { bodies: () => employeeBodies('PUT', '/employees/9'), dialog: await openHours(/Bruno Barbeiro/) };
}

describe("a professional's working hours", { timeout: 40_000 }, () => {
  it('sends the days, hours and break chosen in the Horários tab', async () => {
    const { bodies, dialog } = await brunoHours();
    expect(within(dialog).getByRole('switch', { name: 'Domingo' })).not.toBeChecked();
    expect(within(dialog).getByText('Folga')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Sábado' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Domingo' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Domingo: fim do período 1' }), '14:00');
    const monday = within(dialog).getByRole('switch', { name: 'Segunda' }).closest('fieldset')!;
    await userEvent.click(within(monday as HTMLElement).getByRole('button', { name: '+ Intervalo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await screen.findByText('Profissional atualizado!');
    expect(bodies()[0].employee.working_hours).toEqual([
      [{ start: '09:00', end: '14:00' }],
      [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '19:00' }],
      NINE_TO_SEVEN,
      NINE_TO_SEVEN,
      NINE_TO_SEVEN,
      NINE_TO_SEVEN,
      null,
    ]);
  });

  it('refuses an end before the start, says which day, and sends nothing', async () => {
    const { bodies, dialog } = await brunoHours();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Terça: fim do período 1' }), '08:00');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Detalhes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Terça: o fim deve ser depois do início.')).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: 'Horários' })).toHaveAttribute('aria-selected', 'true');
    expect(bodies()).toEqual([]);
  });

  it("copies a day's hours and lunch break to every other open day ('Aplicar a todos os dias'); a day off stays off", async () => {
    const { bodies, dialog } = await brunoHours();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Segunda: início do período 1' }), '10:00');
    const monday = within(dialog).getByRole('switch', { name: 'Segunda' }).closest('fieldset') as HTMLElement;
    await userEvent.click(within(monday).getByRole('button', { name: '+ Intervalo' }));
    // A day off offers nothing to copy.
    const sunday = within(dialog).getByRole('switch', { name: 'Domingo' }).closest('fieldset') as HTMLElement;
    expect(within(sunday).queryByRole('button', { name: /a todos os dias/ })).not.toBeInTheDocument();
    // Keyboard: focus the day's action and press Enter.
    const apply = within(monday).getByRole('button', { name: 'Aplicar o horário de segunda-feira a todos os dias' });
    expect(apply).toHaveAttribute('title', 'Aplicar a todos os dias');
    apply.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Horário de segunda-feira aplicado a 5 dias.');
    expect(within(dialog).getByRole('combobox', { name: 'Sábado: fim do período 2' })).toHaveValue('19:00');
    expect(within(dialog).getByRole('combobox', { name: 'Sábado: início do período 1' })).toHaveValue('10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await screen.findByText('Profissional atualizado!');
    const lunch = [{ start: '10:00', end: '12:00' }, { start: '13:00', end: '19:00' }];
    expect(bodies()[0].employee.working_hours).toEqual([null, lunch, lunch, lunch, lunch, lunch, lunch]);
  });

  it("undoes 'Aplicar a todos os dias' with the form's Cancelar: nothing is sent and the hours open as saved", async () => {
    const opened = await brunoHours();
    let dialog = opened.dialog;
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Quarta: fim do período 1' }), '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar o horário de quarta-feira a todos os dias' }));
    expect(within(dialog).getByRole('combobox', { name: 'Segunda: fim do período 1' })).toHaveValue('15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Profissional' })).not.toBeInTheDocument());
    dialog = await openHours(/Bruno Barbeiro/);
    expect(within(dialog).getByRole('combobox', { name: 'Segunda: fim do período 1' })).toHaveValue('19:00');
    expect(within(dialog).getByRole('combobox', { name: 'Quarta: fim do período 1' })).toHaveValue('19:00');
    expect(opened.bodies()).toEqual([]);
  });
});
