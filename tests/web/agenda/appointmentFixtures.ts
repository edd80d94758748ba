import type { AppointmentWire } from '../../../server/contract/appointments';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import { makeClient } from '../clients/clientsFixtures';
import { seed } from '../mocks';
import { ANA, BRUNO, seedStaff } from '../staff/staffFixtures';

/** Epoch seconds of a day and time on the test machine's clock, as the modals read and write them. */
export const at = (day: number, hour: number, minute = 0) => Math.floor(new Date(2030, 2, day, hour, minute).getTime() / 1000);
/** Thursday 14 March 2030, 9:30: inside the default working hours (Monday to Saturday, 9:00 to 19:00). */
export const THURSDAY_930 = at(14, 9, 30);

export const MARIA = makeClient(5, { name: 'Maria Silva', phone: '(11) 98765-4321' });

export function appointment(fields: Partial<AppointmentWire> = {}): AppointmentWire {
  return {
    id: 100,
    start_at: THURSDAY_930,
    duration: 1800,
    price: 4000,
    notes: null,
    status: 'new',
    status_display: 'Agendado',
    reminded_at: null,
    client_id: MARIA.id,
    client: { id: MARIA.id, name: MARIA.name },
    employee_id: ANA.id,
    employee: { id: ANA.id, name: ANA.name, color: ANA.color },
    service_id: 11,
    service: { id: 11, name: 'Corte masculino', duration: 1800, price: 4000 },
    sale_transaction: null,
    origin: 'desk',
    awaiting_deposit: false,
    deposit: null,
    ...fields,
  };
}

export function blockedTime(fields: Partial<BlockedTimeWire> = {}): BlockedTimeWire {
  return { id: 50, employee_id: BRUNO.id, start_at: at(14, 12), duration: 3600, reason: 'Almoço', series_id: null, ...fields };
}

/**
 * The salon's professionals (Ana, the signed-in user's own, and Bruno), its services and Maria, in the store; its
 * settings as the store starts ('Permitir qualquer serviço' off, as a new salon has it: the service field's warning reads it).
 */
export function agendaSalon() {
  seedStaff([ANA, BRUNO]);
  seed({ clients: [MARIA] });
}
