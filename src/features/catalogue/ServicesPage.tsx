import { PendingPage } from '../../components/PendingPage';

export default function ServicesPage() {
  return <PendingPage titleKey="menu.services" />;
}
