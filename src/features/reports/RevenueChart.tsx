import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { ReportCard } from './ReportCard';
import { ReportQuery, type QueryState } from './ReportQuery';
import { formatDay, formatShortDay, numberLocale } from './reportFormat';
import { daysOf, type DayRange } from './reportRange';
import type { Summary } from './reportsApi';
import { dayRows } from './reportTables';
import { RowsTable } from './RowsTable';
import type { useCsvExport } from './useCsvExport';
import { useElementWidth } from './useElementWidth';
import './locales';

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 26, left: 56 };
/** Room an axis label needs ('30/11'), so labels never overlap: some days go unlabelled on a long range. */
const LABEL_WIDTH = 40;

type Day = Summary['by_day'][number];

/** The axis' top: the best day rounded up to a round figure (R$ 700, not R$ 621), so the gridlines read well. */
export function niceCeiling(cents: number): number {
  if (cents <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(cents));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * magnitude >= cents) ?? 10;
  return step * magnitude;
}

/**
 * Every day in order, a day the server left out as zero. The days are the answer's own (while a new range
 * loads, the previous answer stays on screen with its own days); an empty answer is the range asked for.
 */
function fullDays(byDay: Day[], range: DayRange): Day[] {
  const known = new Map(byDay.map((row) => [row.day, row]));
  const days = byDay.map((row) => row.day).sort();
  const span = days.length > 0 ? { start: days[0], end: days[days.length - 1] } : range;
  return daysOf(span).map((day) => known.get(day) ?? { day, count: 0, total: 0 });
}

function Bars({ days, width, lang }: { days: Day[]; width: number; lang: string }) {
  const { t } = useTranslation('reports');
  const locale = numberLocale(lang);
  const plotWidth = Math.max(width - PAD.left - PAD.right, 40);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const max = niceCeiling(Math.max(...days.map((d) => d.total), 0));
  const slot = plotWidth / days.length;
  const barWidth = Math.max(Math.min(slot * 0.7, 48), 2);
  const labelEvery = Math.ceil(LABEL_WIDTH / slot);
  const y = (total: number) => PAD.top + plotHeight - (max > 0 ? (total / max) * plotHeight : 0);
  const compact = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const best = days.reduce((top, d) => (d.total > top.total ? d : top), days[0]);
  const label = t('chart.label', {
    start: formatDay(days[0].day, lang),
    end: formatDay(days[days.length - 1].day, lang),
    total: formatMoney(total, locale),
    best: best.total > 0 ? `${formatDay(best.day, lang)} (${formatMoney(best.total, locale)})` : '—',
  });

  return (
    <svg className="report-chart__svg" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label}>
      {[0, 0.5, 1].map((share) => (
        <g key={share} className="report-chart__grid">
          <line x1={PAD.left} x2={width - PAD.right} y1={y(max * share)} y2={y(max * share)} />
          {(share === 0 || max > 0) && (
            <text x={PAD.left - 6} y={y(max * share)} dy="0.32em" textAnchor="end">
              {compact(Math.round(max * share))}
            </text>
          )}
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + slot * i + (slot - barWidth) / 2;
        const top = y(d.total);
        return (
          <g key={d.day} className="report-chart__bar">
            <title>{t('chart.bar', { day: formatDay(d.day, lang), total: formatMoney(d.total, locale), count: d.count })}</title>
            {/* The whole column answers the pointer, so a day without sales still shows its tooltip. */}
            <rect x={PAD.left + slot * i} y={PAD.top} width={slot} height={plotHeight} fill="transparent" />
            {d.total > 0 && <rect x={x} y={top} width={barWidth} height={PAD.top + plotHeight - top} rx={Math.min(3, barWidth / 3)} />}
            {(i % labelEvery === 0 || days.length === 1) && (
              <text x={PAD.left + slot * i + slot / 2} y={HEIGHT - 8} textAnchor="middle" className="report-chart__day">
                {formatShortDay(d.day, lang)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

interface Props {
  range: DayRange;
  summary: QueryState<Summary>;
  exportCsv: ReturnType<typeof useCsvExport>;
}

/**
 * Revenue per day over the range, a bar a day, drawn at the card's own width (so its text stays readable at
 * 375 px). Screen readers get the chart's summary as its label and the figures as a table.
 */
export function RevenueChart({ range, summary, exportCsv }: Props) {
  const { t, i18n } = useTranslation('reports');
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const data = summary.data;
  return (
    <ReportCard
      id="report-by-day"
      title={t('chart.title')}
      className="report-chart"
      exportDisabled={!data}
      onExport={() => data && exportCsv('byDay', dayRows(fullDays(data.by_day, range), t, i18n.language))}
    >
      <div ref={ref} className="report-chart__area">
        <ReportQuery query={summary}>
          {(report) => {
            const days = fullDays(report.by_day, range);
            const [head, ...rows] = dayRows(days, t, i18n.language);
            return (
              <>
                <Bars days={days} width={width} lang={i18n.language} />
                {report.total.gross === 0 && report.sales_count === 0 && <p className="report-chart__empty">{t('chart.empty')}</p>}
                <div className="visually-hidden">
                  <RowsTable head={head} body={rows} caption={t('chart.title')} />
                </div>
              </>
            );
          }}
        </ReportQuery>
      </div>
    </ReportCard>
  );
}
