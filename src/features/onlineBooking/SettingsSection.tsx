import type { ReactNode } from 'react';

/** One card of the settings, titled; its help line, when given, sits under the title. */
export function SettingsSection({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm online-booking__section" aria-labelledby={`online-booking-${id}`}>
      <div className="card-body">
        <h2 id={`online-booking-${id}`} className="online-booking__title">
          {title}
        </h2>
        {help && <p className="form-text mt-0 mb-3">{help}</p>}
        {children}
      </div>
    </section>
  );
}
