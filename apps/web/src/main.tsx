import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLocale, startingLocale } from './i18n/active-locale';
import { startOnlineState } from './lib/online';
import { startPendingLogouts } from './lib/pending-logout';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

startOnlineState();
startPendingLogouts();
const root = document.getElementById('root');
// The first paint is in the language last shown here (or the browser's): its catalog comes first.
void activateLocale(startingLocale()).finally(() => {
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});

// The worker exists only in the build (vite-plugin-pwa); the dev server has none.
if (import.meta.env.PROD) registerServiceWorker();
