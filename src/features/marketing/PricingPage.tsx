export default function PricingPage() {
  return <div className="container py-5">PricingPage</div>;
}
