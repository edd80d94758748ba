import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { AuditTrail } from '../../components/audit/AuditTrail';
import { useGetSaleAuditQuery } from './salesApi';

/** The owner's 'Histórico' of a sale (who recorded it, who canceled it and why), asked for when first opened. */
export function SaleHistory({ id }: { id: number }) {
  const [wanted, setWanted] = useState(false);
  const query = useGetSaleAuditQuery(wanted ? id : skipToken, { refetchOnMountOrArgChange: true });
  return <AuditTrail subject="sale" query={query} onOpen={() => setWanted(true)} />;
}
