import { PendingPage } from '../../components/PendingPage';

export default function ProfilePage() {
  return <PendingPage titleKey="menu.profile" />;
}
