import { PendingPage } from '../../components/PendingPage';

export default function StaffPage() {
  return <PendingPage titleKey="menu.staff" />;
}
