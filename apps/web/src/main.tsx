import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApiProvider, createI18n } from '@gratia/features';
import { ToastProvider } from '@gratia/ui';
import { routes } from './routes.tsx';

const i18n = createI18n();
document.documentElement.lang = i18n.language;
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ApiProvider>
          <RouterProvider router={router} />
        </ApiProvider>
      </ToastProvider>
    </I18nextProvider>
  </StrictMode>,
);
