import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { languageStore } from './lib/i18n/language.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = container;
void languageStore.ready().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorker();
