export default function TermsPage() {
  return <div className="container py-5">TermsPage</div>;
}
