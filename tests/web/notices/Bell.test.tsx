import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoticeWire } from '../../../server/contract/staffNotices';
import { callsTo, seed, sentTo } from '../mocks';
import { renderApp } from '../render';

/** 10:00 on Friday 15 March 2030 in São Paulo (UTC-3), the salon's zone. */
const FRIDAY_10 = Date.UTC(2030, 2, 15, 13, 0) / 1000;
const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60;

const notice = (fields: Partial<NoticeWire>): NoticeWire => ({
  id: 1,
  kind: 'booked',
  client_name: 'Nina Notícia',
  services: 'Corte + Barba',
  start_at: FRIDAY_10,
  created_at: minutesAgo(5),
  appointment_id: 100,
  ...fields,
});

const NOTICES = [
  notice({ id: 3, kind: 'canceled', client_name: 'Mara Muda', services: 'Corte', start_at: FRIDAY_10 + 86_400, created_at: minutesAgo(2) }),
  notice({ id: 2, kind: 'moved', client_name: 'Otto Outro', services: 'Barba', created_at: minutesAgo(30) }),
  notice({ id: 1 }),
];

const banner = () => screen.findByRole('banner', {}, { timeout: 5000 });

describe("the top bar's bell", { timeout: 20_000 }, () => {
  it('shows how many are new, lists them on a tap and marks them seen up to the newest', async () => {
    seed({ notices: { notices: NOTICES, unread: 2 } });
    renderApp('/clients', { signedIn: true });
    const bell = await within(await banner()).findByRole('button', { name: 'Notificações, 2 novas' });
    expect(bell).toHaveTextContent('2');
    expect(sentTo('PUT', '/salons/42/notices/seen')).toEqual([]);

    await userEvent.click(bell);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Cancelado pelo cliente \(Nova\)Mara Muda · Cortesábado, 16\/03 às 10:00há 2 minutos$/),
      expect.stringMatching(/^Reagendado pelo cliente \(Nova\)Otto Outro · Barbasexta, 15\/03 às 10:00há 30 minutos$/),
      expect.stringMatching(/^Novo agendamento onlineNina Notícia · Corte \+ Barbasexta, 15\/03 às 10:00há 5 minutos$/),
    ]);
    await waitFor(() => expect(sentTo('PUT', '/salons/42/notices/seen')).toEqual([{ up_to: 3 }]));
    // The badge goes at once; opening again sends nothing more.
    const seenBell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notificações' });
    expect(seenBell).not.toHaveTextContent(/\d/);
    await userEvent.click(seenBell);
    await userEvent.click(seenBell);
    expect(await screen.findAllByRole('menuitem')).toHaveLength(3);
    expect(sentTo('PUT', '/salons/42/notices/seen')).toHaveLength(1);
  });

  it("opens the agenda on the visit's day, with the canceled ones shown for a canceled visit", async () => {
    seed({ notices: { notices: NOTICES, unread: 0 } });
    const { router, store } = renderApp('/clients', { signedIn: true });
    await userEvent.click(await within(await banner()).findByRole('button', { name: 'Notificações' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Cancelado pelo cliente/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(store.getState().agenda).toMatchObject({ day: '2030-03-16', showCanceled: true });
    // Nothing was new: nothing to mark.
    expect(sentTo('PUT', '/salons/42/notices/seen')).toEqual([]);
  });

  it("says 99+ past the server's cap, and what shows up when there is nothing yet", async () => {
    seed({ notices: { notices: NOTICES, unread: 99 } });
    const first = renderApp('/clients', { signedIn: true });
    expect(await within(await banner()).findByRole('button', { name: 'Notificações, 99+ novas' })).toHaveTextContent('99+');
    first.unmount();

    seed({ notices: { notices: [], unread: 0 } });
    renderApp('/clients', { signedIn: true, as: { role: 'front_desk' } });
    await userEvent.click(await within(await banner()).findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação ainda. Agendamentos feitos pela página online aparecem aqui.')).toBeInTheDocument();
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
  });

  it('speaks English too', async () => {
    localStorage.setItem('agendei.lang', 'en');
    const i18n = (await import('../../../src/i18n')).default;
    await i18n.changeLanguage('en');
    seed({ notices: { notices: [NOTICES[2]], unread: 1 } });
    renderApp('/clients', { signedIn: true });
    await userEvent.click(await within(await banner()).findByRole('button', { name: 'Notifications, 1 new' }));
    expect((await screen.findByRole('menuitem')).textContent).toMatch(/^New online booking \(New\)Nina Notícia · Corte \+ BarbaFri, Mar 15 at 10:005 minutes ago$/);
  });

  it('is not there for a professional, who never asks for it', async () => {
    seed({ notices: { notices: NOTICES, unread: 2 } });
    renderApp('/clients', { signedIn: true, as: { role: 'professional' } });
    await screen.findByRole('heading', { name: 'Clientes' });
    // Past the idle moment at which the owner's bell asks.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Notificações/ })).not.toBeInTheDocument();
    expect(callsTo('GET /salons/42/notices')).toEqual([]);
  });
});
