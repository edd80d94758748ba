import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { useCan } from '../salon/useCan';
import { BELL_TOGGLE } from './bellToggle';

// The bell, its data and its list stay out of the first page's code (the agenda's bundle budget, bench/spa.ts).
const NoticeBell = lazy(() => import('./NoticeBell'));

/**
 * Where the top bar's bell goes, for the owner and the front desk only: a plain bell of the same size until the
 * page and its data are in (`ready`, the app shell's idle moment) or it is tapped; then the bell itself, which
 * opens at once if it was tapped.
 */
export function BellSlot({ salonId, ready }: { salonId: number | null; ready: boolean }) {
  const { t } = useTranslation();
  const allowed = useCan('agendaEveryone');
  const [tapped, setTapped] = useState(false);
  if (!allowed || !salonId) return null;
  const plain = (
    <div className="dropdown">
      <button type="button" className={BELL_TOGGLE} aria-label={t('menu.notices')} aria-haspopup="true" aria-expanded={false} onClick={() => setTapped(true)}>
        <Icon name="bell" size={22} />
      </button>
    </div>
  );
  if (!ready && !tapped) return plain;
  return (
    <Suspense fallback={plain}>
      <NoticeBell salonId={salonId} tapped={tapped} />
    </Suspense>
  );
}
