import type { UserWire } from '../../contract/auth';
import type { Role } from '../../contract/roles';
import type { SessionRow } from '../../repositories/authTokens';

interface UserFacts {
  id: number;
  name: string;
  email: string;
  salonId: number;
  salonName: string;
  employeeId: number | null;
  role: Role;
  professionalsSeeAll: boolean;
}

export function toWire(user: UserFacts): UserWire {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    employee_id: user.employeeId,
    role: user.role,
    salon: { id: user.salonId, name: user.salonName, professionals_see_all: user.professionalsSeeAll },
  };
}

/**
 * Made once per session row: a cached row serves every request of its device, and the row is dropped (not
 * changed) when anything in it changes, so the wire stays true with it.
 */
const wires = new WeakMap<SessionRow, UserWire>();

export function wireOf(row: SessionRow): UserWire {
  let wire = wires.get(row);
  if (!wire) wires.set(row, (wire = toWire({ ...row, id: row.userId })));
  return wire;
}
