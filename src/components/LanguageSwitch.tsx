import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';

/** PT | EN; the choice is kept in localStorage and sent to the API as Accept-Language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <div className={`btn-group btn-group-sm ${className}`} role="group" aria-label={t('common.language')}>
      {(['pt-BR', 'en'] as const).map((code) => (
        <button
          key={code}
          type="button"
          className={`btn ${lang === code ? 'btn-primary' : 'btn-outline-secondary'}`}
          aria-pressed={lang === code}
          data-lang={code}
          onClick={() => setLanguage(code)}
        >
          {code === 'pt-BR' ? 'PT' : 'EN'}
        </button>
      ))}
    </div>
  );
}
