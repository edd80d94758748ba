import { PendingPage } from '../../components/PendingPage';

export default function ProductsPage() {
  return <PendingPage titleKey="menu.products" />;
}
