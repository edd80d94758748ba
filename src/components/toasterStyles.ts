// The toasts' styles, apart from their container (Toaster.tsx). Both set custom properties on :root, so a sheet
// that arrives after a page is drawn restyles every element of it (on a full agenda: docs/decisions/39). The
// signed-in layout imports this too, so there they come with the layout's own styles, before the first paint;
// public pages still get them with the toasts, on a small page.
import 'react-toastify/dist/ReactToastify.css';
import './toaster.css';
