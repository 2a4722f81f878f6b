import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
// The stylesheet as a file of this chunk, not a <style> the library injects: the CSP allows no inline style.
import 'react-toastify/ReactToastify.css';
import './toast-colors.css';
import { sv } from '../i18n/sv-common';

/** The react-toastify container with the product's fixed options (own chunk). */
export default function ToastHost({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <ToastContainer
      // The area's name for screen readers, in the person's language (the library's is English).
      aria-label={sv.app.notifications}
      position="bottom-right"
      autoClose={2000}
      closeButton={false}
      closeOnClick={false}
      draggable={false}
      pauseOnHover={false}
      pauseOnFocusLoss={false}
      hideProgressBar
      theme="colored"
    />
  );
}
