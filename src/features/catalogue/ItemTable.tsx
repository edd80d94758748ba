import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from 'reactstrap';
import type { ItemBase } from './catalogueApi';
import './locales';

export interface ItemColumn<I> {
  key: string;
  header: string;
  cell(item: I): ReactNode;
  /** e.g. 'd-none d-sm-table-cell' for a column phones leave out (put it in `note` instead). */
  className?: string;
}

interface Props<I extends ItemBase> {
  items: I[];
  columns: Array<ItemColumn<I>>;
  /** A small line under the name: what a phone hides from the columns, a brand, ... */
  note?(item: I): ReactNode;
  /** Opens the item's modal; left out, the rows only show (a read-only catalogue). */
  onOpen?(item: I): void;
}

/**
 * A category's items: the name first (a button, so the keyboard reaches it), then the catalogue's columns,
 * which stay narrow while the name wraps, so the table never overflows a phone.
 */
export function ItemTable<I extends ItemBase>({ items, columns, note, onOpen }: Props<I>) {
  const { t } = useTranslation('catalogue');
  return (
    <Table hover className="catalogue-table mb-0 align-middle">
      <thead>
        <tr>
          <th scope="col">{t('fields.name')}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`catalogue-cell ${column.className ?? ''}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} onClick={onOpen && (() => onOpen(item))} className={onOpen ? undefined : 'catalogue-row--static'}>
            <td className="catalogue-name">
              {onOpen ? (
                <button
                  type="button"
                  className="btn btn-link border-0 p-0 text-start text-body text-decoration-none fw-medium"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(item);
                  }}
                >
                  {item.name}
                </button>
              ) : (
                <span className="fw-medium">{item.name}</span>
              )}
              {note && <div className="small text-muted">{note(item)}</div>}
            </td>
            {columns.map((column) => (
              <td key={column.key} className={`catalogue-cell ${column.className ?? ''}`}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
