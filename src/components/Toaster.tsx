import { useSyncExternalStore } from 'react';
import { ToastContainer } from 'react-toastify';
import './toasterStyles';

const PHONE = '(max-width: 575.98px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The one toast container, loaded after the first page (main.tsx). Its styles block no public page's first paint;
 * the signed-in layout brings them itself (toasterStyles.ts says why).
 * Below the top bar on wider screens (never over its buttons); bottom-centre on phones, within thumb reach,
 * except over an open dialog, whose actions are at the bottom there (toaster.css).
 */
export default function Toaster() {
  const phone = useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
  return <ToastContainer position={phone ? 'bottom-center' : 'top-right'} autoClose={4000} newestOnTop theme="colored" />;
}
