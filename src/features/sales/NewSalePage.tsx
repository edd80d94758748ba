import { PendingPage } from '../../components/PendingPage';

export default function NewSalePage() {
  return <PendingPage titleKey="pages.newSale" />;
}
