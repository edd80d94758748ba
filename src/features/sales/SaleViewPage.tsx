import { PendingPage } from '../../components/PendingPage';

export default function SaleViewPage() {
  return <PendingPage titleKey="pages.sale" />;
}
