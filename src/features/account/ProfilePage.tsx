import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { EmailText } from '../../components/EmailText';
import { PageHeader } from '../../components/PageHeader';
import { selectUser } from '../auth/authSlice';
import { PasswordChangeForm } from './PasswordChangeForm';
import './account.css';
import './locales';

/** /profile, 'Minha conta': who is signed in, and the password (issue 10, item 6, in part). */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <div className="account">
        <section className="card border-0 shadow-sm account__section" aria-labelledby="account-who">
          <div className="card-body">
            <h2 id="account-who" className="account__title">{t('profile.who')}</h2>
            <dl className="account__facts">
              <dt>{t('profile.name')}</dt>
              <dd>{user?.name}</dd>
              <dt>{t('profile.email')}</dt>
              <dd>{user ? <EmailText email={user.email} /> : null}</dd>
              <dt>{t('profile.salon')}</dt>
              <dd>{user?.salon.name}</dd>
            </dl>
          </div>
        </section>
        <section className="card border-0 shadow-sm account__section" aria-labelledby="account-password">
          <div className="card-body">
            <h2 id="account-password" className="account__title">{t('password.title')}</h2>
            <PasswordChangeForm />
          </div>
        </section>
      </div>
    </>
  );
}
