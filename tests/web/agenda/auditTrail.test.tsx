import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AuditListWire } from '../../../server/contract/audit';
import { AppointmentDetailModal } from '../../../src/features/agenda/appointment/AppointmentDetailModal';
import { agendaSalon, appointment } from './appointmentFixtures';
import { callsTo, seed } from '../mocks';
import { API, server } from '../msw';
import { renderApp, renderSignedIn, type SignedInAs } from '../render';
import { sale, saleSalon } from '../sales/salesFixtures';

/** Epoch seconds of a local time, as the history shows it. */
const local = (hour: number, minute: number) => Math.floor(new Date(2026, 10, 25, hour, minute).getTime() / 1000);

const APPOINTMENT_EVENTS: AuditListWire = {
  events: [
    { action: 'created', user_name: 'Ana', at: local(9, 12), details: null },
    { action: 'moved', user_name: 'Rita', at: local(10, 0), details: null },
    { action: 'status', user_name: 'Bruno', at: local(14, 5), details: { status: 'started' } },
    { action: 'status', user_name: 'Bruno', at: local(14, 40), details: { status: 'completed' } },
  ],
};

/** How often the trail at `path` was asked for. */
const auditCalls = (path: string) => callsTo(`GET ${path}/audit`).length;

async function openDetail(as?: SignedInAs) {
  agendaSalon();
  seed({ audit: [{ entity: 'appointment', id: 100, events: APPOINTMENT_EVENTS.events }] });
  renderSignedIn(<AppointmentDetailModal appointment={appointment()} onClose={vi.fn()} onEdit={vi.fn()} />, '/agenda', as);
  const dialog = await screen.findByRole('dialog', { name: 'Agendamento de Maria Silva' });
  return { dialog };
}

describe("an appointment's Histórico", { timeout: 20_000 }, () => {
  it('shows the owner, once opened, who did what and when, oldest first', async () => {
    const { dialog } = await openDetail();
    const toggle = within(dialog).getByRole('button', { name: 'Histórico' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, it asks nothing.
    expect(auditCalls('/appointments/100')).toBe(0);
    await userEvent.click(toggle);
    const list = await within(dialog).findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Criado por Ana em 25/11/2026 às 09:12',
      'Movido por Rita em 25/11/2026 às 10:00',
      'Iniciado por Bruno em 25/11/2026 às 14:05',
      'Finalizado por Bruno em 25/11/2026 às 14:40',
    ]);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(auditCalls('/appointments/100')).toBe(1);
  });

  it('is not there for the front desk', async () => {
    const { dialog } = await openDetail({ role: 'front_desk' });
    expect(within(dialog).getByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
    expect(auditCalls('/appointments/100')).toBe(0);
  });

  it("a professional acts on their own appointment but deletes nothing, and only looks at another's", async () => {
    const own = await openDetail({ role: 'professional', employee_id: 3 });
    expect(within(own.dialog).getByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(within(own.dialog).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(within(own.dialog).queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
  });

  it("a professional who sees everyone's agenda gets no buttons on a colleague's appointment", async () => {
    const { dialog } = await openDetail({ role: 'professional', employee_id: 9, professionals_see_all: true });
    expect(within(dialog).getByText('Corte masculino com Dona Ana')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Iniciar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});

describe("a sale's view by role", { timeout: 20_000 }, () => {
  const canceled = sale({ status: 'canceled', status_display: 'Cancelado', cancel_reason: 'Cobrado em dobro', canceled_at: local(16, 0) });
  const SALE_EVENTS: AuditListWire = {
    events: [
      { action: 'created', user_name: 'Rita', at: local(15, 30), details: null },
      { action: 'canceled', user_name: 'Ana', at: local(16, 0), details: { reason: 'Cobrado em dobro' } },
    ],
  };

  async function openSale(shown = sale(), as?: SignedInAs) {
    seed({ audit: [{ entity: 'sale', id: shown.id, events: SALE_EVENTS.events }] });
    // The store holds no sales yet: the sale itself is answered here.
    server.use(http.get(`${API}/sales/${shown.id}`, () => HttpResponse.json(shown)), ...saleSalon());
    renderApp(`/sales/${shown.id}`, { signedIn: true, as });
    await screen.findByRole('article', { name: `Venda nº ${shown.number}` });
    return () => auditCalls(`/sales/${shown.id}`);
  }

  it('the owner may cancel it (estorno)', async () => {
    await openSale(sale());
    expect(screen.getByRole('button', { name: 'Estornar venda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
  });

  it("the owner reads a canceled sale's history, the reason after a dash", async () => {
    const asked = await openSale(canceled);
    await userEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Registrada por Rita em 25/11/2026 às 15:30',
      'Cancelada por Ana em 25/11/2026 às 16:00 — Cobrado em dobro',
    ]);
    expect(asked()).toBe(1);
  });

  it('the front desk never sees the history, nor Estornar venda on a sale the server says she may not estorno', async () => {
    const asked = await openSale(sale({ can_cancel: false }), { role: 'front_desk' });
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Estornar venda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
    expect(asked()).toBe(0);
  });
});
