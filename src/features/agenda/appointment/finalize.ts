import { useNavigate } from 'react-router-dom';
import type { Appointment } from '../agendaApi';

/**
 * Finalizar: checkout carries the appointment to the sales screen (spec section 2), which fills in its service,
 * professional, price and client; the sale completes the appointment with its sale_transaction (DESIGN.md
 * section 5). Resolves true: the detail modal closes as the sale screen opens.
 */
export function useFinalize() {
  const navigate = useNavigate();
  return async function finalize(appointment: Appointment): Promise<boolean> {
    navigate('/sales', { state: { appointment } });
    return true;
  };
}
