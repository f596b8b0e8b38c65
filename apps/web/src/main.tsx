import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startOnlineState } from './lib/online';
import { startPendingLogouts } from './lib/pending-logout';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

startOnlineState();
startPendingLogouts();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The worker exists only in the build (vite-plugin-pwa); the dev server has none.
if (import.meta.env.PROD) registerServiceWorker();
