import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { seedReports } from './reportsFixtures';

/** Issue 30 item 3: the payment methods card shows gross, the card fees and net, credit per instalments. */
describe('Formas de pagamento: fees and net', { timeout: 30_000 }, () => {
  it('shows Taxas and Líquido per method, and a row per instalment count under Cartão Crédito', async () => {
    seedReports({
      summary: {
        by_payment: [
          { payment_type: 'pix', count: 4, total: 40000, fees: 396, net: 39604 },
          { payment_type: 'credit_card', count: 2, total: 25500, fees: 1103, net: 24397 },
        ],
        by_installments: [
          { installments: 1, count: 1, total: 15500, fees: 541, net: 14959 },
          { installments: 3, count: 1, total: 10000, fees: 562, net: 9438 },
        ],
      },
    });
    renderApp('/reports', { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Formas de pagamento' }, { timeout: 15_000 });
    const table = await within(card).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Forma de pagamento', 'Pagamentos', 'Total', 'Taxas', 'Líquido']);
    expect(within(table).getAllByRole('row').slice(1).map((tr) => tr.textContent?.replace(/\s/g, ' '))).toEqual([
      'Dinheiro0R$ 0,00R$ 0,00R$ 0,00',
      'Cartão Débito0R$ 0,00R$ 0,00R$ 0,00',
      'Cartão Crédito2R$ 255,00R$ 11,03R$ 243,97',
      '· Crédito 1x1R$ 155,00R$ 5,41R$ 149,59',
      '· Crédito 3x1R$ 100,00R$ 5,62R$ 94,38',
      'Pix4R$ 400,00R$ 3,96R$ 396,04',
      'Outro0R$ 0,00R$ 0,00R$ 0,00',
    ]);
  });

  it('shows Gorjetas per professional in the commissions, apart from the commission (issue 30 item 4)', async () => {
    seedReports({
      commissions: {
        available: true,
        rows: [
          { employee_id: 3, name: 'Dona Ana', quantity: 6, gross: 40000, discount: 2000, net: 38000, commission: 3800, tips: 1500 },
          { employee_id: 5, name: 'Bruno Barbeiro', quantity: 0, gross: 0, discount: 0, net: 0, commission: 0, tips: 500 },
        ],
        total: { quantity: 6, gross: 40000, discount: 2000, net: 38000, commission: 3800, tips: 2000 },
      },
    });
    renderApp('/reports', { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Comissões' }, { timeout: 15_000 });
    const table = await within(card).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Profissional', 'Qtd', 'Bruto', 'Descontos', 'Líquido', 'Comissão', 'Gorjetas']);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Dona Ana').textContent?.replace(/\s/g, ' ')).toBe('Dona Ana6R$ 400,00R$ 20,00R$ 380,00R$ 38,00R$ 15,00');
    expect(row('Total').textContent?.replace(/\s/g, ' ')).toBe('Total6R$ 400,00R$ 20,00R$ 380,00R$ 38,00R$ 20,00');
  });
});
