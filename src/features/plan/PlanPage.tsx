import { PendingPage } from '../../components/PendingPage';

export default function PlanPage() {
  return <PendingPage titleKey="menu.plan" />;
}
