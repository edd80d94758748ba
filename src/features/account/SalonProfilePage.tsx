import { PendingPage } from '../../components/PendingPage';

export default function SalonProfilePage() {
  return <PendingPage titleKey="menu.salonProfile" />;
}
