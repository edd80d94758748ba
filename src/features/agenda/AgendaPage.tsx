import { PendingPage } from '../../components/PendingPage';

export default function AgendaPage() {
  return <PendingPage titleKey="menu.agenda" />;
}
