import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './locales';

export const DownloadIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);

interface Props {
  id: string;
  title: string;
  /** Writes this card's table as CSV; left out (or disabled) while there is nothing to export. */
  onExport?: () => void;
  exportDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** One report: a card with its title and its CSV button; the table or chart is the content. */
export function ReportCard({ id, title, onExport, exportDisabled = false, className = '', children }: Props) {
  const { t } = useTranslation('reports');
  return (
    <section className={`card border-0 shadow-sm report-card ${className}`} aria-labelledby={id}>
      <div className="report-card__head">
        <h2 id={id} className="h5 report-card__title">
          {title}
        </h2>
        {onExport && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary report-card__export"
            onClick={onExport}
            disabled={exportDisabled}
            aria-label={t('csv.exportTable', { table: title })}
          >
            <DownloadIcon />
            <span>{t('csv.export')}</span>
          </button>
        )}
      </div>
      <div className="report-card__body">{children}</div>
    </section>
  );
}
