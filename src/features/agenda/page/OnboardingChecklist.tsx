import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { useDismissOnboardingMutation, useGetOnboardingQuery, type Onboarding } from '../agendaApi';
import '../locales';

type Step = keyof Onboarding['steps'];
/** In the order a salon sets up: who works, what they do, for whom, and the first booking. */
const STEPS: Array<{ step: Step; to?: string }> = [
  { step: 'professionals', to: '/staff' },
  { step: 'services', to: '/services' },
  { step: 'clients', to: '/clients' },
  { step: 'appointments' },
];

const allDone = (onboarding: Onboarding) => STEPS.every(({ step }) => onboarding.steps[step]);

/**
 * A new salon's first steps, on the agenda until the owner closes it: each ticks itself as its data appears
 * (asked again whenever the agenda opens). A salon that had everything already never sees it; one that
 * finishes while it is on screen sees it complete, to close.
 */
export function OnboardingChecklist({ salonId, onBook }: { salonId: number; onBook: () => void }) {
  const { t } = useTranslation('agenda');
  const { data } = useGetOnboardingQuery(salonId, { refetchOnMountOrArgChange: true });
  const [dismiss] = useDismissOnboardingMutation();
  // Decided on the first answer, so the list does not vanish the moment its last step ticks.
  const [offered, setOffered] = useState<boolean | null>(null);
  useEffect(() => {
    if (data && offered === null) setOffered(!data.dismissed && !allDone(data));
  }, [data, offered]);
  if (!data || !offered || data.dismissed) return null;

  const done = STEPS.filter(({ step }) => data.steps[step]).length;
  const finished = done === STEPS.length;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <div className="onboarding__head">
        <div>
          <h2 id="onboarding-title" className="onboarding__title">{finished ? t('onboarding.doneTitle') : t('onboarding.title')}</h2>
          <p className="onboarding__progress">{finished ? t('onboarding.doneHint') : t('onboarding.progress', { done, total: STEPS.length })}</p>
        </div>
        <button type="button" className="btn btn-sm btn-outline-secondary onboarding__close" onClick={() => void dismiss(salonId)}>
          {finished ? t('onboarding.close') : t('onboarding.dismiss')}
        </button>
      </div>
      <ol className="onboarding__steps">
        {STEPS.map(({ step, to }) => {
          const checked = data.steps[step];
          return (
            <li key={step} className={`onboarding__step${checked ? ' onboarding__step--done' : ''}`}>
              <span className="onboarding__mark" aria-hidden="true">{checked && <Icon name="check" size={14} />}</span>
              <span className="onboarding__label">
                {t(`onboarding.steps.${step}`)}
                <span className="visually-hidden">{checked ? t('onboarding.stepDone') : t('onboarding.stepToDo')}</span>
              </span>
              {!checked &&
                (to ? (
                  <Link to={to} className="onboarding__action">{t(`onboarding.actions.${step}`)}</Link>
                ) : (
                  <button type="button" className="btn btn-link p-0 onboarding__action" onClick={onBook}>{t(`onboarding.actions.${step}`)}</button>
                ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
