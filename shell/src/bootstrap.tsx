import { startLanguage } from '@snowday/shared-i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { getRuntimeConfig } from './features/remotes/runtime-config';

// Resolve the language before the router starts, so a redirect costs no extra render.
startLanguage();
// Start fetching the remotes' addresses while React renders the chrome.
void getRuntimeConfig().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
