import { PendingPage } from '../../components/PendingPage';

export default function ReportsPage() {
  return <PendingPage titleKey="menu.reports" />;
}
