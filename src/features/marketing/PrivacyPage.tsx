export default function PrivacyPage() {
  return <div className="container py-5">PrivacyPage</div>;
}
