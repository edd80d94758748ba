import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES_UNREAD_CAP } from '../../../server/contract/constants';
import { Icon } from '../../components/Icon';
import { BELL_TOGGLE } from './bellToggle';
import { useGetNoticesQuery } from './noticesApi';
import './notices.css';

// The list and its dropdown (Popper) are a chunk of their own, loaded when idle or at the first tap (as SalonMenu).
const NoticeMenu = lazy(() => import('./NoticeMenu'));

/**
 * The top bar's bell (issue 28, item 5), for the owner and the front desk only: a badge with the notices they have
 * not seen (99+ past the server's cap). A chunk of its own (BellSlot loads it at the app shell's idle moment, or
 * at once when tapped before that), and so is its list, loaded when idle or at the first tap.
 */
export default function NoticeBell({ salonId, tapped }: { salonId: number; tapped: boolean }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(tapped);
  const { data } = useGetNoticesQuery(salonId);

  const unread = data?.unread ?? 0;
  const shown = unread >= NOTICES_UNREAD_CAP ? `${NOTICES_UNREAD_CAP}+` : String(unread);
  const label = unread > 0 ? t('menu.noticesNew', { count: unread, shown }) : t('menu.notices');
  const face = (
    <>
      <Icon name="bell" size={22} />
      {unread > 0 && (
        <span className="notice-bell__badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </>
  );
  // What NoticeMenu's toggle draws, until its chunk is in: a tap here opens the list as soon as it is.
  const toggle = (
    <div className="dropdown">
      <button type="button" className={BELL_TOGGLE} aria-label={label} aria-haspopup="true" aria-expanded={false} onClick={() => setAsked(true)}>
        {face}
      </button>
    </div>
  );
  return (
    <Suspense fallback={toggle}>
      <NoticeMenu salonId={salonId} label={label} face={face} initiallyOpen={asked} />
    </Suspense>
  );
}
