import { formatDistanceToNow } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Badge, Button, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useGetDevicesQuery, useRevokeDeviceMutation, type Device } from './accountApi';
import './locales';

/** 'Chrome no Android', or whatever part of that the browser told. */
function useDeviceName() {
  const { t } = useTranslation('account');
  return (device: Device) =>
    device.browser && device.system
      ? t('devices.browserOn', { browser: device.browser, system: device.system })
      : (device.browser ?? device.system ?? t('devices.unknown'));
}

/** 'Aparelhos conectados': where the account is signed in, the last use, and 'Desconectar' for each other one. */
export function DeviceList() {
  const { t, i18n } = useTranslation('account');
  const { data: devices, isLoading, isError, refetch } = useGetDevicesQuery();
  const [revoke, { isLoading: revoking }] = useRevokeDeviceMutation();
  const [asked, setAsked] = useState<Device | null>(null);
  const nameOf = useDeviceName();
  const locale = i18n.language === 'en' ? enUS : ptBR;

  async function confirmRevoke() {
    if (!asked) return;
    try {
      const answer = await revoke(asked.id).unwrap();
      toast.success(answer.message);
    } catch (error) {
      toast.error(readFailure(error).message);
    }
    setAsked(null);
  }

  if (isLoading) return <Spinner size="sm" aria-label={t('devices.loading')} />;
  if (isError || !devices) {
    return (
      <p>
        {t('devices.loadFailed')}{' '}
        <Button color="link" className="p-0 align-baseline" onClick={() => void refetch()}>
          {t('devices.retry')}
        </Button>
      </p>
    );
  }
  return (
    <>
      <ul className="account__devices list-unstyled mb-0" aria-label={t('devices.title')}>
        {devices.map((device) => (
          <li key={device.id} className="account__device" aria-label={nameOf(device)}>
            <div className="min-w-0">
              <div className="account__device-name">
                {nameOf(device)} {device.current && <Badge color="success">{t('devices.current')}</Badge>}
              </div>
              <div className="small text-body-secondary">
                {[device.ip, t('devices.lastUsed', { when: formatDistanceToNow(device.last_used_at * 1000, { addSuffix: true, locale }) })].filter(Boolean).join(' · ')}
              </div>
            </div>
            {!device.current && (
              <Button type="button" color="danger" outline size="sm" onClick={() => setAsked(device)}>
                {t('devices.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={asked !== null}
        title={t('devices.confirmTitle')}
        message={asked ? t('devices.confirmMessage', { device: nameOf(asked) }) : ''}
        confirmLabel={t('devices.signOut')}
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
