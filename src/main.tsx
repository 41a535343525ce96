import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { DevDefinitions } from './app/DevDefinitions';
import { consumeLogoutMarker } from './app/startup';
import { i18n } from './i18n/i18n';

consumeLogoutMarker(localStorage, window.history);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
      {import.meta.env.MODE === 'development' && <DevDefinitions />}
    </I18nextProvider>
  </StrictMode>,
);
