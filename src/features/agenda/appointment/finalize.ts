import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { selectSalonId } from '../../salon/sessionSlice';
import { useOpenComandaMutation } from '../../sales/salesApi';
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

/**
 * Comanda (issue 30 item 5): opens the visit's open ticket from the appointment (the server answers the one already
 * open for it), and goes to its page, where every device adds to it. Resolves true once there.
 */
export function useOpenComanda() {
  const navigate = useNavigate();
  const salonId = useAppSelector(selectSalonId);
  const [open] = useOpenComandaMutation();
  return async function openComanda(appointment: Appointment): Promise<boolean> {
    if (!salonId) return false;
    try {
      const comanda = await open({ salonId, appointmentId: appointment.id }).unwrap();
      navigate(`/comandas/${comanda.id}`);
      return true;
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(Object.values(failure.fields)[0] ?? failure.message);
      return false;
    }
  };
}
