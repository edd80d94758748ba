import { LegalDocument } from './LegalDocument';

export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
