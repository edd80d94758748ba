export default function LandingPage() {
  return <div className="container py-5">LandingPage</div>;
}
