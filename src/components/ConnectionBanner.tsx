import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { checkNow, connectionState, subscribeConnection, type ConnectionState } from '../api/connection';
import './ConnectionBanner.css';

const ONLINE: ConnectionState = { online: true, waiting: 0 };
const OFFLINE_CLASS = 'is-offline';

/**
 * 'Sem conexão': said at the top of the screen, above any open dialog, while the API is out of reach, with what
 * happens next (the calls waiting are sent again when the connection is back; what was typed stays on screen);
 * gone when it is back. The live region is always in the page, so a screen reader hears it appear. While it
 * shows, the page and dialogs start below it (ConnectionBanner.css), so it never covers a form's buttons.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const { online, waiting } = useSyncExternalStore(subscribeConnection, connectionState, () => ONLINE);
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    document.body.classList.toggle(OFFLINE_CLASS, !online);
    if (online || !banner.current) return;
    const element = banner.current;
    // Its height (it wraps on a phone) is what the page and the dialogs leave free at the top.
    const measure = () => root.style.setProperty('--connection-banner-height', `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.classList.remove(OFFLINE_CLASS);
    };
  }, [online]);

  return createPortal(
    <div ref={banner} className={online ? 'connection-banner connection-banner--hidden' : 'connection-banner'} role="status" aria-live="polite">
      {!online && (
        <>
          <span className="connection-banner__text">
            <strong>{t('connection.lost')}</strong> {t('connection.next')}
            {waiting > 0 && <> {t('connection.waiting', { count: waiting })}</>}
          </span>
          <button type="button" className="btn btn-sm btn-light connection-banner__retry" onClick={() => void checkNow()}>
            {t('connection.retryNow')}
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
