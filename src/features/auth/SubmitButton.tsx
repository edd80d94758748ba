import { Spinner } from 'reactstrap';

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="btn btn-primary w-100 py-2" disabled={busy} aria-busy={busy}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {label}
    </button>
  );
}
