import { ToastContainer } from 'react-toastify';
import './toasterStyles';

/**
 * The one toast container, loaded after the first page (main.tsx). Its styles block no public page's first paint;
 * the signed-in layout brings them itself (toasterStyles.ts says why).
 * At the bottom centre on every width: a page's actions live at its top (the top bar, each page's 'Novo ...'
 * beside its title) and at the bottom right only on a phone's agenda, whose floating buttons toasts rise above;
 * over an open dialog, whose actions are at its bottom, they show at the top instead (toaster.css).
 */
export default function Toaster() {
  return <ToastContainer position="bottom-center" autoClose={4000} newestOnTop theme="colored" />;
}
