import { useEffect, useRef } from 'react';
import type { ResourceHeaderProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import type { Employee } from '../../staff/staffApi';
import { DEFAULT_COLOR, inkOn, readableFill } from '../agendaItems';
import { professionalChosen } from '../agendaSlice';
import '../locales';

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

/**
 * Phones: the professional whose column (or week) is shown, as a row of thumb-sized chips in column order. A
 * swipe on the calendar moves along the same row; the chosen chip scrolls into view.
 */
export function ProfessionalStrip({ professionals, shown }: { professionals: readonly Employee[]; shown: number | null }) {
  const { t } = useTranslation('agenda');
  const dispatch = useAppDispatch();
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const chip = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // jsdom has no scrollIntoView.
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [shown]);

  return (
    <div className="agenda-strip" ref={strip} role="group" aria-label={t('toolbar.professional')}>
      {professionals.map((employee) => (
        <button
          key={employee.id}
          type="button"
          className="agenda-strip__chip"
          aria-pressed={employee.id === shown}
          aria-label={employee.name}
          style={employee.id === shown ? { borderColor: employee.color } : undefined}
          onClick={() => dispatch(professionalChosen(employee.id))}
        >
          <ProfessionalAvatar employee={employee} size={26} />
          <span>{employee.name.split(' ')[0]}</span>
        </button>
      ))}
    </div>
  );
}
