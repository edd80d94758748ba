import { lazy, Suspense, useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useCan } from '../../salon/useCan';
import { useStableCallback } from '../../../hooks/useStableCallback';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { PageHeader } from '../../../components/PageHeader';
import { selectSalonId } from '../../salon/sessionSlice';
import type { Employee } from '../../staff/staffApi';
import { AgendaGrid, STEP_MINUTES } from '../grid';
import { FloatingActions, HeaderActions } from './AgendaActions';
import { epochSeconds, fromDay, toDay } from '../agendaDates';
import { dayChosen, viewChanged } from '../agendaSlice';
import { agendaItems, type AgendaItem } from '../agendaItems';
import { AgendaToolbar } from './AgendaToolbar';
import { LoadFailedBanner } from './AgendaNotices';
import { OnboardingChecklist } from './OnboardingChecklist';
import { ProfessionalStrip } from './Professionals';
import { useAgendaData } from './useAgendaData';
import { useAgendaModals } from './useAgendaModals';
import { useAgendaScreen } from './useAgendaScreen';
import { useDateTitle } from './dateTitle';
import { FINE_POINTER_QUERY, useMediaQuery, useSwipe } from '../deviceHooks';
import { useMoveAppointment } from './useMoveAppointment';
import '../locales';

const NO_COLUMNS: Employee[] = [];
// The modals and their forms are a chunk of their own, loaded once the day is on screen (useAgendaModals).
const AgendaModals = lazy(() => import('./AgendaModals'));

/** /agenda, where every sign-in lands: the salon's day (or a professional's week), booked from a tap. */
export default function AgendaPage() {
  const { t } = useTranslation('agenda');
  const dispatch = useAppDispatch();
  const salonId = useAppSelector(selectSalonId);
  // The first steps are the owner's to take; only the owner adds professionals.
  const salonAdmin = useCan('salonAdmin');
  const staffManage = useCan('staffManage');
  const screen = useAgendaScreen();
  const { view, day, phone, employees, columns } = screen;
  const data = useAgendaData(screen.range, screen.next);
  const modals = useAgendaModals(screen.staffReady ? screen.bookingDefaults() : null, screen.staffReady && !data.loading);
  const move = useMoveAppointment(screen.range, employees);
  const mouse = useMediaQuery(FINE_POINTER_QUERY);
  const comandasSlot = useRef<HTMLDivElement>(null);
  const swipe = useSwipe((direction) => screen.step(direction === 'left' ? 1 : -1), phone && view === 'day');
  const title = useDateTitle(view, day, view === 'week' ? screen.single?.name : undefined);

  const date = useMemo(() => fromDay(day), [day]);
  const employeeIds = useMemo(() => new Set(columns.map((employee) => employee.id)), [columns]);
  const { appointments, blocks } = data;
  const { showCanceled } = screen;
  const items = useMemo(() => agendaItems({ appointments, blocks, employeeIds, showCanceled }), [appointments, blocks, employeeIds, showCanceled]);

  // A phone draws the day in a transition: React renders it in slices between which the page still answers taps
  // and scrolls, where a phone's slower processor made one long task of it. The grid's inputs are deferred as one,
  // so meanwhile it shows the previous day whole (never that day's date with no appointments). A desktop draws at
  // once, so a day switch never shows the last day's grid under the new date.
  // Off a phone nothing is deferred (null never changes), so no second render of the page is scheduled.
  // The grid's columns wait for the first day's appointments. The professionals come back a moment before them (the
  // requests leave together), and drawing the 20 empty columns then, behind the loading veil, kept the page busy
  // when the appointments arrived: the day showed a frame or two later than if it were drawn whole, in one go.
  const drawn = data.started ? columns : NO_COLUMNS;
  const grid = useMemo(() => ({ view, date, items, columns: drawn }), [view, date, items, drawn]);
  const shown = useDeferredValue(phone ? grid : null) ?? grid;
  const book = () => modals.newAppointment(screen.bookingDefaults());
  const block = () => modals.newBlock(screen.bookingDefaults());
  // The calendar is memoized: its handlers keep their identity, or every render here (a prefetch starting, the
  // modals' chunk arriving) would draw its 400 appointments again.
  const moveItem = useStableCallback((item: AgendaItem, start: Date, end: Date, employeeId: number) => {
    if (item.kind !== 'appointment') return;
    // The add-on can end a resize on the start itself (0 s): an appointment keeps at least one 15-minute row.
    const duration = Math.max(Math.round((end.getTime() - start.getTime()) / 300_000) * 300, STEP_MINUTES * 60);
    void move(item.appointment, { start_at: epochSeconds(start), employee_id: employeeId, duration });
  });
  const openItem = useStableCallback(modals.open);
  const bookSlot = useStableCallback((start: Date, employeeId: number | null) => modals.newAppointment({ start: epochSeconds(start), employeeId }));
  const openDay = useStableCallback((chosen: Date) => {
    dispatch(dayChosen(toDay(chosen)));
    dispatch(viewChanged('day'));
  });
  // The detail follows the list: a status changed here or on another device shows in the open modal.
  const detail = modals.detail ? (appointments.find((a) => a.id === modals.detail?.id) ?? modals.detail) : null;
  const noProfessionals = screen.staffReady && screen.inOrder.length === 0;

  return (
    <div className={`agenda-page${phone ? ' agenda-page--phone' : ''}`}>
      <PageHeader title={t('title')} subtitle={title} actions={<HeaderActions onNew={book} onBlock={block} phone={phone} />} />
      {salonId && salonAdmin && <OnboardingChecklist salonId={salonId} onBook={book} />}
      <AgendaToolbar view={view} day={day} professionals={screen.byName} selected={screen.selected} showCanceled={showCanceled} phone={phone} />
      {phone && <ProfessionalStrip professionals={screen.inOrder} shown={screen.single?.id ?? null} />}
      {/* The open comandas (issue 30 item 5): AgendaModals draws them here, so their code comes in its chunk. */}
      <div ref={comandasSlot} />
      {data.failed && <LoadFailedBanner onRetry={data.retry} />}
      <div className="agenda-board" {...swipe}>
        <LoadingOverlay active={data.loading || screen.staffLoading} />
        {noProfessionals ? (
          <EmptyState
            icon="staff"
            title={t('noProfessionals.title')}
            hint={t('noProfessionals.hint')}
            action={staffManage ? <Link to="/staff" className="btn btn-primary">{t('noProfessionals.action')}</Link> : undefined}
          />
        ) : (
          <AgendaGrid
            view={shown.view}
            date={shown.date}
            columns={shown.columns}
            items={shown.items}
            employees={employees}
            draggable={mouse}
            compact={phone}
            onSelectItem={openItem}
            onSelectSlot={bookSlot}
            onMove={moveItem}
            onOpenDay={openDay}
          />
        )}
      </div>
      {phone && <FloatingActions onNew={book} />}
      {modals.wanted && (
        <Suspense fallback={null}>
          <AgendaModals modals={modals} detail={detail} comandasSlot={comandasSlot.current} />
        </Suspense>
      )}
    </div>
  );
}
