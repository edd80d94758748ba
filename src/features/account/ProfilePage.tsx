import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/PageHeader';
import { selectUser } from '../salon/sessionSlice';
import { AccountNameForm } from './AccountNameForm';
import { useGetAccountQuery } from './accountApi';
import { DeviceList } from './DeviceList';
import { EmailChangeForm } from './EmailChangeForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import './account.css';
import './locales';

/** /profile, 'Minha conta': the user's name and e-mail, the password, and the devices signed in. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  const { data: account, refetch } = useGetAccountQuery();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <div className="account">
        <section className="card border-0 shadow-sm account__section" aria-labelledby="account-who">
          <div className="card-body">
            <h2 id="account-who" className="account__title">{t('profile.who')}</h2>
            <p className="text-body-secondary">{t('profile.salonLine', { salon: user?.salon.name ?? '' })}</p>
            {account ? (
              <>
                <AccountNameForm name={account.name} />
                <EmailChangeForm account={account} onRequested={() => void refetch()} />
              </>
            ) : (
              <Spinner size="sm" />
            )}
          </div>
        </section>
        <section className="card border-0 shadow-sm account__section" aria-labelledby="account-password">
          <div className="card-body">
            <h2 id="account-password" className="account__title">{t('password.title')}</h2>
            <PasswordChangeForm />
          </div>
        </section>
        <section className="card border-0 shadow-sm account__section" aria-labelledby="account-devices">
          <div className="card-body">
            <h2 id="account-devices" className="account__title">{t('devices.title')}</h2>
            <p className="text-body-secondary">{t('devices.help')}</p>
            <DeviceList />
          </div>
        </section>
      </div>
    </>
  );
}
