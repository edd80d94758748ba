import type { ResourceHeaderProps } from 'react-big-calendar';
import type { Employee } from '../../staff/staffApi';
import { DEFAULT_COLOR, inkOn, readableFill } from '../agendaItems';

/** The initial of a professional in their agenda colour. */
export function ProfessionalAvatar({ employee, size = 28 }: { employee: Pick<Employee, 'name' | 'color'>; size?: number }) {
  const color = readableFill(employee.color || DEFAULT_COLOR);
  return (
    <span
      className="agenda-avatar"
      style={{ background: color, color: inkOn(color), width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
    >
      {employee.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** A Dia column's head: the professional's initial in their colour, their name, and a bar of that colour. */
export function ResourceHeader({ resource }: ResourceHeaderProps<Employee>) {
  return (
    <div className="agenda-resource" style={{ borderBottomColor: resource.color || DEFAULT_COLOR }}>
      <ProfessionalAvatar employee={resource} />
      <span className="agenda-resource__name">{resource.name}</span>
    </div>
  );
}
