import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from 'reactstrap';
import './locales';

export interface Notice {
  text: string;
  /** The refusal is the plan's limit: the way out is a bigger plan. */
  planLink: boolean;
}

/** A general refusal of the save (a 422 under `base`, or no answer at all), at the top of the modal. */
export function FormNotice({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  const { t } = useTranslation('staff');
  return (
    <Alert color="danger" isOpen toggle={onDismiss} role="alert" className="mb-3">
      {notice.text}
      {notice.planLink && (
        <div className="mt-2">
          <Link to="/meu-salao/plano" className="alert-link">
            {t('errors.planLink')}
          </Link>
        </div>
      )}
    </Alert>
  );
}
