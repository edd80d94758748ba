import type { AppointmentStatus } from '../../../../server/contract/constants';
import { Icon, type IconName } from '../../../components/Icon';

/** Each status's own shape (issue 25 item 4): a cell's status reads by its icon as well as its fill and pattern. */
const ICONS: Record<AppointmentStatus, IconName> = { new: 'clock', started: 'play', completed: 'check', no_show: 'ban', canceled: 'close' };

/**
 * The status icon at the start of a cell's first line, the one every cell has room for. Its title (the server's
 * translated status, status_display) shows on hover; screen readers hear the status in the cell's name instead.
 */
export const StatusMark = ({ status, label }: { status: AppointmentStatus; label: string }) => (
  <span className={`agenda-cell__status agenda-cell__status--${status}`} title={label} data-status={status}>
    <Icon name={ICONS[status]} size={11} />
  </span>
);
