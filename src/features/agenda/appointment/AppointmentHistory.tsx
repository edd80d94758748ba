import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { AuditTrail } from '../../../components/audit/AuditTrail';
import { useGetAppointmentAuditQuery } from '../agendaApi';

/** The owner's 'Histórico' of an appointment, asked for when first opened (and again whenever it opens anew). */
export function AppointmentHistory({ id }: { id: number }) {
  const [wanted, setWanted] = useState(false);
  const query = useGetAppointmentAuditQuery(wanted ? id : skipToken, { refetchOnMountOrArgChange: true });
  return <AuditTrail subject="appointment" query={query} onOpen={() => setWanted(true)} />;
}
