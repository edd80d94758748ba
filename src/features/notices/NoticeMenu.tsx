import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import { useGetNoticesQuery, useMarkNoticesSeenMutation } from './noticesApi';
import { BELL_TOGGLE } from './bellToggle';
import { NoticeLine } from './NoticeLine';
import './locales';

interface Props {
  salonId: number;
  label: string;
  face: ReactNode;
  initiallyOpen: boolean;
}

/**
 * The bell's list (a chunk of its own: NoticeBell loads it). Opening it marks everything in it as seen; while it
 * stays open, a notice that comes in (the live stream refetches the list) is seen too. The ones that were new
 * when it opened keep their mark until it closes.
 */
export default function NoticeMenu({ salonId, label, face, initiallyOpen }: Props) {
  const { t } = useTranslation('notices');
  const [open, setOpen] = useState(initiallyOpen);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const { data, isError, refetch } = useGetNoticesQuery(salonId);
  const [markSeen] = useMarkNoticesSeenMutation();
  // Each newest id is sent once: a failed call puts the badge back, and must not be retried in a loop.
  const sentUpTo = useRef(0);

  const newest = data?.notices[0]?.id ?? 0;
  const unread = data?.unread ?? 0;
  useEffect(() => {
    if (!open || !data || unread === 0 || newest <= sentUpTo.current) return;
    sentUpTo.current = newest;
    const arrived = data.notices.slice(0, unread).map((notice) => notice.id);
    setFresh((was) => new Set([...was, ...arrived]));
    void markSeen({ salonId, upTo: newest });
  }, [open, data, unread, newest, salonId, markSeen]);

  function toggle() {
    if (open) setFresh(new Set());
    setOpen(!open);
  }

  return (
    <Dropdown isOpen={open} toggle={toggle}>
      <DropdownToggle color="link" className={BELL_TOGGLE} aria-label={label}>
        {face}
      </DropdownToggle>
      <DropdownMenu end className="notice-menu">
        <DropdownItem header>{t('title')}</DropdownItem>
        {isError && !data ? (
          <div className="notice-menu__empty">
            {t('loadFailed')}{' '}
            <Button color="link" className="p-0 align-baseline" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : data && data.notices.length === 0 ? (
          <div className="notice-menu__empty">{t('empty')}</div>
        ) : (
          data?.notices.map((notice) => <NoticeLine key={notice.id} notice={notice} fresh={fresh.has(notice.id)} onOpen={() => setOpen(false)} />)
        )}
      </DropdownMenu>
    </Dropdown>
  );
}
