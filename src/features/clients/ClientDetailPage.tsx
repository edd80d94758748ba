import { PendingPage } from '../../components/PendingPage';

export default function ClientDetailPage() {
  return <PendingPage titleKey="pages.clientDetail" />;
}
