import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import type { CsvCell } from './csv';
import { numberLocale } from './reportFormat';

function Cell({ cell }: { cell: CsvCell }) {
  const { i18n } = useTranslation();
  if (cell === null) return null;
  if (typeof cell === 'object') return <Money cents={cell.cents} table />;
  if (typeof cell === 'number') return <span className="money-cell">{new Intl.NumberFormat(numberLocale(i18n.language)).format(cell)}</span>;
  return <>{cell}</>;
}

/** From this many columns a phone shows each row as a block (reports.css), rather than scrolling sideways. */
export const STACK_FROM = 5;

const isFigure = (cell: CsvCell | undefined) => typeof cell === 'number' || (cell !== null && typeof cell === 'object');

interface Props {
  head: CsvCell[];
  body: CsvCell[][];
  /** The total row, set apart in a tfoot. */
  foot?: CsvCell[];
  caption?: string;
  className?: string;
}

/**
 * A report table from the same rows its CSV is made of: the first column names the row, figures align right
 * with tabular digits. On a phone a wide table shows each row as a block, every figure under its column's name
 * (data-label); a narrower one that still does not fit scrolls sideways inside its card, the names kept in view.
 */
export function RowsTable({ head, body, foot, caption, className = '' }: Props) {
  const figureColumns = head.map((_, i) => isFigure(body[0]?.[i] ?? foot?.[i]));
  const row = (cells: CsvCell[], key: string | number) => (
    <tr key={key}>
      {cells.map((cell, i) =>
        i === 0 ? (
          <th key={i} scope="row">
            <Cell cell={cell} />
          </th>
        ) : (
          <td key={i} data-label={head[i] as string}>
            <Cell cell={cell} />
          </td>
        ),
      )}
    </tr>
  );
  return (
    <div className="report-table-wrap">
      <table className={`table table-sm mb-0 report-table ${head.length >= STACK_FROM ? 'report-table--stack' : ''} ${className}`}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className={figureColumns[i] ? 'text-end' : undefined}>
                {cell as string}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body.map(row)}</tbody>
        {foot && <tfoot>{row(foot, 'total')}</tfoot>}
      </table>
    </div>
  );
}
