import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../src/app/store';
import { agendaApi, type AgendaRange } from '../../../src/features/agenda/agendaApi';
import { useMoveAppointment } from '../../../src/features/agenda/page/useMoveAppointment';
import { at, freezeToday, MARIA, TODAY } from './agendaFixtures';
import { callsTo, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { ANA, BRUNO, seedStaff } from '../staff/staffFixtures';

const RANGE: AgendaRange = { salonId: 42, day: TODAY };
const TAKEN = 'Este profissional já tem um agendamento neste horário';
const TO_BRUNO = { start_at: at(TODAY, '10:00'), employee_id: BRUNO.id, duration: 2700 };

/** Maria's booking of the day in the store, with Bruno and Ana. */
function salonDay() {
  seedStaff([BRUNO, ANA]);
  seed({ appointments: [MARIA] });
}

/** The drop handler of the calendar, over a store holding the day (jsdom cannot drag). */
async function setUp() {
  const store = createStore();
  const day = store.dispatch(agendaApi.endpoints.getAppointments.initiate(RANGE));
  await day;
  const cached = () => agendaApi.endpoints.getAppointments.select(RANGE)(store.getState()).data?.[0];
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  render(<ToastContainer />);
  const { result } = renderHook(() => useMoveAppointment(RANGE, new Map([ANA, BRUNO].map((e) => [e.id, e]))), { wrapper });
  return { cached, move: result.current };
}

describe('moving an appointment by drag and drop', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it("snaps back with the server's words when the slot is taken", async () => {
    salonDay();
    // The store books over anything: the clash is this test's own answer.
    server.use(http.put(`${API}/appointments/1`, () => HttpResponse.json({ errors: { start_at: [TAKEN] } }, { status: 409 })));
    const { cached, move } = await setUp();
    await act(() => move(MARIA, TO_BRUNO));
    expect(await screen.findByText(`Não foi possível mover o agendamento. ${TAKEN}`)).toBeInTheDocument();
    expect(callsTo('PUT ')).toEqual(['PUT /appointments/1']);
    expect(cached()).toMatchObject({ start_at: at(TODAY, '09:00'), employee_id: ANA.id, duration: 2700 });
  });

  it('moves at once, and Desfazer within 5 seconds sends the old time and professional back', async () => {
    salonDay();
    const { cached, move } = await setUp();
    const moving = move(MARIA, TO_BRUNO);
    // On screen before the server answers.
    expect(cached()).toMatchObject(TO_BRUNO);
    await act(() => moving);

    const toast = (await screen.findByText('Agendamento de Maria Souza movido para 10:00 com Bruno Barbeiro.')).closest('.Toastify__toast') as HTMLElement;
    expect(toast.querySelector('.Toastify__progress-bar')).toHaveStyle({ animationDuration: '5000ms' });
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Pronto, o agendamento voltou ao horário anterior.')).toBeInTheDocument();
    expect(sentTo('PUT', '/appointments/1').map((body) => body?.appointment)).toEqual([TO_BRUNO, { start_at: at(TODAY, '09:00'), employee_id: ANA.id, duration: 2700 }]);
    await waitFor(() => expect(cached()).toMatchObject({ start_at: at(TODAY, '09:00'), employee_id: ANA.id }));
  });
});
