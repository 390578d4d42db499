import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import '@/lib/i18n';
import { App } from '@/app/app';
import { followLanguageInManifest } from '@/app/manifest-link';
import { captureInstallPrompt } from '@/features/install-app/model/install-prompt';
import { registerServiceWorker } from '@/app/pwa-update';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

followLanguageInManifest();
captureInstallPrompt();
registerServiceWorker();
