import { PendingPage } from '../../components/PendingPage';

export default function ClientsPage() {
  return <PendingPage titleKey="menu.clients" />;
}
