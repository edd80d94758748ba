import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { parseCsv } from '../../web/csvParse';
import type { AgendaSalon } from '../support/agendaHelpers';
import { appointment, productSale, sold, type SaleSalon } from '../support/saleHelpers';
import type { FastifyInstance } from 'fastify';

/** Today in São Paulo as YYYY-MM-DD: the day the reports count a sale made now. */
export const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The ZIP of the salon export, read back with the library that wrote it: each CSV as rows of objects by header. */
export function readExport(response: LightMyRequestResponse): Record<string, Array<Record<string, string>>> {
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const tables: Record<string, Array<Record<string, string>>> = {};
  for (const [name, bytes] of Object.entries(files)) {
    // UTF-8 with its BOM, kept (TextDecoder drops it unless told not to) for parseCsv to check.
    const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    tables[name.replace(/\.csv$/, '')] = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
  }
  return tables;
}

/** The salon's client with a booked-then-sold appointment (with notes) and a product sale; answers what was made. */
export async function clientWithHistory(app: FastifyInstance, s: SaleSalon, clientId: number = s.clientId) {
  const booking = await appointment(s, { client_id: clientId, notes: 'Alérgica a amônia' });
  const serviceSale = await sold(app, s, {
    payment_type: 'credit_card',
    price: 4500,
    client_id: clientId,
    transactions_attributes: [{ service_id: s.serviceId, appointment_id: booking.id, user_id: s.employeeId }],
  });
  const shelfSale = await sold(app, s, productSale(s, 1, { client_id: clientId }));
  return { booking, sales: [serviceSale, shelfSale] };
}

/** The ids of rows, from the API, the database or a CSV file, as sorted numbers. */
export const ids = (rows: ReadonlyArray<{ id?: number | string }>) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

export type { AgendaSalon };
