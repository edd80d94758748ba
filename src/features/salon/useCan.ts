import { can, type Capability } from '../../../server/contract/roles';
import { selectRole } from './sessionSlice';
import { useAppSelector } from '../../app/hooks';

/**
 * Whether the signed-in user's role has `capability`, by the server's own table (server/contract/roles.ts), so
 * what the SPA hides and what the API refuses never disagree. False while the role is unknown.
 */
export function useCan(capability: Capability): boolean {
  return can(useAppSelector(selectRole), capability);
}
