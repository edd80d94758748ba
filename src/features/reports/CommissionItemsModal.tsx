import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { Money } from '../../components/Money';
import { selectSalonId } from '../salon/sessionSlice';
import { DownloadIcon } from './ReportCard';
import { ReportQuery } from './ReportQuery';
import { formatDateTime, formatDay, formatRate } from './reportFormat';
import type { DayRange } from './reportRange';
import { useGetCommissionItemsQuery, type CommissionItem, type CommissionRow } from './reportsApi';
import { commissionItemRows } from './reportTables';
import type { useCsvExport } from './useCsvExport';
import './locales';

function ItemsTable({ items }: { items: CommissionItem[] }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  if (items.length === 0) return <p className="report-empty">{t('items.empty')}</p>;
  return (
    <div className="report-table-wrap">
      <table className="table table-sm mb-0 report-table report-table--items-detail">
        <thead>
          <tr>
            <th scope="col">{t('items.date')}</th>
            <th scope="col">{t('items.sale')}</th>
            <th scope="col">{t('items.item')}</th>
            <th scope="col">{t('items.client')}</th>
            <th scope="col" className="text-end">{t('items.quantity')}</th>
            <th scope="col" className="text-end">{t('items.value')}</th>
            <th scope="col" className="text-end">{t('items.discount')}</th>
            <th scope="col" className="text-end">{t('items.net')}</th>
            <th scope="col" className="text-end">{t('items.rate')}</th>
            <th scope="col" className="text-end">{t('items.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={`${item.sale_id}-${i}`}>
              <td data-label={t('items.date')} className="text-nowrap">{formatDateTime(item.created_at, lang)}</td>
              <td data-label={t('items.sale')} className="text-nowrap">
                <Link to={`/sales/${item.sale_id}`} aria-label={t('items.openSale', { number: item.sale_number })}>
                  {t('items.saleNumber', { number: item.sale_number })}
                </Link>
              </td>
              <td data-label={t('items.item')}>{item.name}</td>
              <td data-label={t('items.client')}>{item.client ?? <span className="text-body-secondary">{t('items.noClient')}</span>}</td>
              <td data-label={t('items.quantity')} className="text-end tabular">{item.quantity}</td>
              <td data-label={t('items.value')}><Money cents={item.value} table /></td>
              <td data-label={t('items.discount')}><Money cents={item.discount} table /></td>
              <td data-label={t('items.net')}><Money cents={item.net} table /></td>
              <td data-label={t('items.rate')} className="text-end tabular text-nowrap">{formatRate(item.commission_rate, lang)}</td>
              <td data-label={t('items.commission')} className="report-commission"><Money cents={item.commission} table /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Props {
  range: DayRange;
  /** The professional whose items show (the last one opened). */
  row: CommissionRow | null;
  isOpen: boolean;
  onClose: () => void;
  exportCsv: ReturnType<typeof useCsvExport>;
}

/** The drill-down: one professional's items in the range, newest first, each linking to its sale. */
export function CommissionItemsModal({ range, row, isOpen, onClose, exportCsv }: Props) {
  const { t, i18n } = useTranslation('reports');
  const titleId = useId();
  const salonId = useAppSelector(selectSalonId);
  const items = useGetCommissionItemsQuery(salonId && row ? { salonId, employeeId: row.employee_id, ...range } : skipToken, { refetchOnMountOrArgChange: true });
  const data = items.data;
  const span = range.start === range.end ? formatDay(range.start, i18n.language) : t('range.span', { start: formatDay(range.start, i18n.language), end: formatDay(range.end, i18n.language) });

  // The dialog is named by its title ('Comissões de …'), so a screen reader says whose items these are.
  return (
    <Modal isOpen={isOpen && row !== null} toggle={onClose} size="xl" fullscreen="sm" scrollable modalClassName="report-items-modal" labelledBy={titleId}>
      <ModalHeader toggle={onClose} tag="h2">
        <span id={titleId}>{t('items.title', { name: row?.name ?? '' })}</span>
        <span className="d-block small fw-normal text-body-secondary">{span}</span>
      </ModalHeader>
      <ModalBody className="p-0">
        <ReportQuery query={items}>{(list) => <ItemsTable items={list} />}</ReportQuery>
      </ModalBody>
      <ModalFooter>
        <button
          type="button"
          className="btn btn-outline-secondary report-card__export"
          disabled={!data || !row}
          aria-label={t('csv.exportTable', { table: t('items.title', { name: row?.name ?? '' }) })}
          onClick={() => data && row && exportCsv('items', commissionItemRows(data, t, i18n.language), String(row.employee_id))}
        >
          <DownloadIcon />
          <span>{t('csv.export')}</span>
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('items.close')}
        </button>
      </ModalFooter>
    </Modal>
  );
}
