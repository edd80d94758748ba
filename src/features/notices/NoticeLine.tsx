import { formatDistanceToNow } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DropdownItem } from 'reactstrap';
import type { NoticeKind } from '../../../server/contract/staffNotices';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon, type IconName } from '../../components/Icon';
import { formatDate } from '../../lib/dates';
import { toDay } from '../../lib/days';
import { toWall } from '../../lib/salonTime';
import { canceledToggled, dayChosen, selectAgenda } from '../agenda/agendaSlice';
import type { Notice } from './noticesApi';
import './locales';

const ICONS: Record<NoticeKind, IconName> = { booked: 'calendar', moved: 'clock', canceled: 'ban' };

/**
 * One notice: what the client did, who and which services, when the visit is (on the salon's clock), and how long
 * ago. It opens the agenda on the visit's day; a canceled visit shows there only with the canceled ones, so those
 * are turned on for it.
 */
export function NoticeLine({ notice, fresh, onOpen }: { notice: Notice; fresh: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notices');
  const dispatch = useAppDispatch();
  const { showCanceled } = useAppSelector(selectAgenda);
  const lang = i18n.language;
  const ago = formatDistanceToNow(notice.created_at * 1000, { addSuffix: true, locale: lang === 'en' ? enUS : ptBR });

  function open() {
    dispatch(dayChosen(toDay(toWall(notice.start_at * 1000))));
    if (notice.kind === 'canceled' && !showCanceled) dispatch(canceledToggled());
    onOpen();
  }

  return (
    <DropdownItem tag={Link} to="/agenda" onClick={open} className={`notice-item notice-item--${notice.kind}${fresh ? ' notice-item--fresh' : ''}`}>
      <span className="notice-item__icon" aria-hidden="true">
        <Icon name={ICONS[notice.kind]} size={16} />
      </span>
      <span className="notice-item__body">
        <span className="notice-item__kind d-block">
          {t(`kinds.${notice.kind}`)}
          {fresh && <span className="visually-hidden"> ({t('fresh')})</span>}
        </span>
        <span className="notice-item__what d-block">
          {notice.client_name ?? t('noClient')} · {notice.services}
        </span>
        <span className="notice-item__foot">
          <span>{formatDate(notice.start_at * 1000, t('when'), lang)}</span>
          <span className="notice-item__ago">{ago}</span>
        </span>
      </span>
    </DropdownItem>
  );
}
