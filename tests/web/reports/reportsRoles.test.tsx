import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toDay } from '../../../src/features/reports/reportRange';
import { renderApp, type SignedInAs } from '../render';
import { COMMISSIONS, reportCalls, seedReports } from './reportsFixtures';

const TODAY = toDay(new Date());

/** /reports for a role, over the store's figures. */
function openAs(as: SignedInAs, path = '/reports', commissions = COMMISSIONS) {
  seedReports({ commissions });
  return renderApp(path, { signedIn: true, as });
}

describe('reports by role (issue 11)', { timeout: 20_000 }, () => {
  it("the front desk sees today's sales only: no period to pick, no commissions, a line saying why", async () => {
    // An address with another period still shows today: only the owner reads other days.
    openAs({ role: 'front_desk' }, '/reports?start=2026-01-01&end=2026-01-31');
    expect(await screen.findByRole('table', { name: 'Principais Serviços' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resumo de Vendas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Formas de pagamento' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comissões' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Período do relatório' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hoje' })).not.toBeInTheDocument();
    expect(screen.getByText('Você vê as vendas de hoje. Outros dias e as comissões, só o dono do salão vê.')).toBeInTheDocument();
    expect(reportCalls().length).toBeGreaterThan(0);
    expect(reportCalls().every((call) => call.endsWith(`?start=${TODAY}&end=${TODAY}`))).toBe(true);
    expect(reportCalls().some((call) => call.startsWith('commissions'))).toBe(false);
  });

  it('a professional sees only the commissions, their own row, over the period they pick', async () => {
    // The server answers a professional with their own row only.
    const { employee_id: _id, name: _name, ...figures } = COMMISSIONS.rows[1];
    openAs({ role: 'professional', employee_id: 5 }, '/reports?start=2026-11-01&end=2026-11-30', {
      available: true,
      rows: [COMMISSIONS.rows[1]],
      total: figures,
    });
    const card = await screen.findByRole('region', { name: 'Comissões' }, { timeout: 5000 });
    const table = await within(card).findByRole('table');
    expect(within(table).getByRole('button', { name: 'Ver os itens de Bruno Barbeiro' })).toBeInTheDocument();
    expect(within(table).queryByText('Dona Ana')).not.toBeInTheDocument();
    for (const name of ['Resumo de Vendas', 'Formas de pagamento', 'Principais Serviços', 'Principais Produtos', 'Faturamento por dia']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    // Their own commission over any period: the period picker stays.
    expect(screen.getByRole('group', { name: 'Período do relatório' })).toBeInTheDocument();
    expect(reportCalls()).toEqual(['commissions?start=2026-11-01&end=2026-11-30']);
  });

  it('the owner sees everything, commissions included', async () => {
    openAs({ role: 'owner' });
    expect(await screen.findByRole('table', { name: 'Principais Serviços' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comissões' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Período do relatório' })).toBeInTheDocument();
    expect(reportCalls()).toEqual(expect.arrayContaining([`summary?start=${TODAY}&end=${TODAY}`, `commissions?start=${TODAY}&end=${TODAY}`]));
  });
});
