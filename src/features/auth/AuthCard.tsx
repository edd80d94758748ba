import type { ReactNode } from 'react';
import { Alert } from 'reactstrap';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The frame of the four auth screens: title, an optional dismissible notice, the form, links below. */
export function AuthCard({
  title,
  subtitle,
  notice,
  onDismiss,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  notice?: { color: 'danger' | 'success' | 'warning'; text: string } | null;
  onDismiss?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title, { brand: true });
  return (
    <section className="auth-page">
      <div className="auth-card card border-0 shadow">
        <div className="card-body p-4 p-md-5">
          <h1 className="h3 mb-1">{title}</h1>
          {subtitle && <p className="text-muted mb-4">{subtitle}</p>}
          {notice && (
            <Alert color={notice.color} toggle={onDismiss} role={notice.color === 'success' ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          )}
          {children}
          {footer && <div className="auth-footer mt-4 text-center small">{footer}</div>}
        </div>
      </div>
    </section>
  );
}
