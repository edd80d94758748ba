import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import type { Employee } from '../../staff/staffApi';
import { ProfessionalAvatar } from '../grid';
import { professionalChosen } from '../agendaSlice';
import '../locales';

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
