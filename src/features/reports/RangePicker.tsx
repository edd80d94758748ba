import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, parseDay, PRESETS, presetOf, presetRange, rangeLength, type DayRange } from './reportRange';
import './locales';

interface Props {
  range: DayRange;
  /** The button's text, and what screen readers hear ('Este mês, 01/11/2026 – 30/11/2026'). */
  short: string;
  full: string;
  onChoose: (range: DayRange) => void;
}

/**
 * The range calendar: a button naming the period that opens the presets (Hoje, Ontem, Esta semana, Este mês,
 * Mês passado) and two date fields for any other period (the device's own calendar on phones).
 */
export function RangePicker({ range, short, full, onChoose }: Props) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(range);
  const [invalid, setInvalid] = useState<'endBeforeStart' | 'tooLong' | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = presetOf(range);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  function openPanel() {
    setDraft(range);
    setInvalid(null);
    setOpen((was) => !was);
  }

  function choose(next: DayRange) {
    setOpen(false);
    onChoose(next);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const start = parseDay(draft.start);
    const end = parseDay(draft.end);
    if (!start || !end || end < start) return setInvalid('endBeforeStart');
    if (rangeLength(draft) > MAX_RANGE_DAYS) return setInvalid('tooLong');
    choose(draft);
  }

  return (
    <div className="report-range" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-outline-secondary report-range__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('range.choose', { range: full })}
        onClick={openPanel}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
          <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
        </svg>
        <span className="text-truncate">{short}</span>
      </button>
      {open && (
        <div id={panelId} className="report-range__panel shadow">
          <div className="report-range__presets" role="group" aria-label={t('range.group')}>
            {PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={`btn btn-sm ${current === preset ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={current === preset}
                onClick={() => choose(presetRange(preset))}
              >
                {t(`range.presets.${preset}`)}
              </button>
            ))}
          </div>
          <form className="report-range__custom" onSubmit={apply} noValidate>
            <p className="report-range__custom-title">{t('range.custom')}</p>
            <div className="report-range__fields">
              <label className="form-label mb-0">
                <span className="small">{t('range.start')}</span>
                <input
                  type="date"
                  className="form-control form-control-sm"
                  value={draft.start}
                  max={draft.end || undefined}
                  required
                  aria-invalid={invalid !== null}
                  onChange={(e) => setDraft({ ...draft, start: e.target.value })}
                />
              </label>
              <label className="form-label mb-0">
                <span className="small">{t('range.end')}</span>
                <input
                  type="date"
                  className="form-control form-control-sm"
                  value={draft.end}
                  min={draft.start || undefined}
                  required
                  aria-invalid={invalid !== null}
                  onChange={(e) => setDraft({ ...draft, end: e.target.value })}
                />
              </label>
            </div>
            {invalid && (
              <p className="small text-danger mb-2" role="alert">
                {invalid === 'tooLong' ? t('range.tooLong', { max: String(MAX_RANGE_DAYS) }) : t('range.endBeforeStart')}
              </p>
            )}
            <button type="submit" className="btn btn-sm btn-primary w-100">
              {t('range.apply')}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
