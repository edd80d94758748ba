import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { seed, sentTo } from '../mocks';
import { renderApp } from '../render';
import { salonSettings } from '../salonFixtures';

/** The `salon` of every PATCH the server received, oldest first. */
const patches = () => sentTo('PATCH', '/salons/42/settings').map((body) => body?.salon as Record<string, unknown>);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const feesOnly = (salon: Record<string, unknown> | undefined) =>
  salon && { card_fees: salon.card_fees, commission_net_of_fees: salon.commission_net_of_fees, commission_net_of_cost: salon.commission_net_of_cost };

async function openFees(settings: Partial<SalonSettingsWire> = {}) {
  seed({ settings: salonSettings(settings) });
  renderApp('/meu-salao/perfil', { signedIn: true });
  return within(await screen.findByRole('region', { name: 'Taxas das maquininhas' }));
}

/** Replaces a field's text. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

// The profile page types through several fields: slow on a 2-core machine.
describe('Taxas das maquininhas (/meu-salao/perfil, issue 30 item 3)', { timeout: 45_000 }, () => {
  it('shows the saved fees, and saves debit, credit per instalments, Pix and the two commission switches', async () => {
    const saved = Array.from({ length: 12 }, (_, i) => (i === 0 ? 3.49 : 0));
    const fees = await openFees({ card_fees: { debit_card: 1.99, credit_card: saved, pix: 0 } });
    expect(fees.getByLabelText('Débito')).toHaveValue('1,99');
    expect(fees.getByLabelText('Crédito 1x')).toHaveValue('3,49');
    expect(fees.getAllByLabelText(/^Crédito \d+x$/)).toHaveLength(12);
    await retype(fees.getByLabelText('Crédito 3x'), '5,5');
    await retype(fees.getByLabelText('Crédito 12x'), '12.99');
    await retype(fees.getByLabelText('Pix'), '0,99');
    await userEvent.click(fees.getByRole('switch', { name: 'Descontar as taxas do cartão da comissão' }));
    await userEvent.click(fees.getByRole('switch', { name: 'Descontar o custo dos produtos da comissão' }));
    await save();

    expect(await screen.findByText('Perfil do salão salvo!')).toBeInTheDocument();
    const credit = [3.49, 0, 5.5, 0, 0, 0, 0, 0, 0, 0, 0, 12.99];
    expect(patches().map(feesOnly)).toEqual([{ card_fees: { debit_card: 1.99, credit_card: credit, pix: 0.99 }, commission_net_of_fees: true, commission_net_of_cost: true }]);
  });

  it('catches a fee above 100% or with 3 decimals before sending, under the field', async () => {
    const fees = await openFees();
    await retype(fees.getByLabelText('Débito'), '150');
    await retype(fees.getByLabelText('Crédito 2x'), '3,333');
    await save();
    expect(await fees.findAllByText('Digite uma taxa de 0 a 100%, com até 2 casas decimais (ex.: 3,49)')).toHaveLength(2);
    expect(patches()).toEqual([]);
  });
});
