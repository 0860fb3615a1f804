import {
  languageStore,
  leaveForWantedLanguage,
  showLanguage,
  startLanguage,
} from '@snowday/shared-i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './components/error-boundary';
import { CHROME_ID_PREFIX } from './features/chrome/chrome-ids';
import { ErrorPage, logPageError } from './features/errors/error-page';
import { reportRecoverable } from './features/islands/recoverable';
import { registerWorker } from './features/offline/register-service-worker';
import { getRuntimeConfig } from './features/remotes/runtime-config';

function start(): void {
  // Resolve the language before the router starts, so a redirect costs no extra render.
  startLanguage();
  // The chrome's texts and the remotes' addresses (inlined in the page by the server, else fetched)
  // start loading now; the chrome's Suspense boundary waits for the texts.
  void showLanguage(languageStore().getState().language);
  void getRuntimeConfig().catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        {/* Should the chrome itself fail, the error page stands alone. */}
        <ErrorBoundary
          onError={logPageError}
          fallback={(error) => (
            <Suspense>
              <ErrorPage error={error} />
            </Suspense>
          )}
        >
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </StrictMode>
  );
  const options = {
    identifierPrefix: CHROME_ID_PREFIX,
    onRecoverableError: reportRecoverable,
  };
  // The chrome takes over the very markup the server sent (docs/decisions/012-one-paint.md#islands):
  // nothing on screen is replaced, and a tap made before this is kept and replayed
  // (`shell/build/tap-keeper.ts`). A page without the server's frame is rendered.
  if (container.firstElementChild) hydrateRoot(container, app, options);
  else createRoot(container, options).render(app);
  // The service worker comes after the page is up, never before (docs/decisions/010-service-worker.md).
  registerWorker();
}

// The head's script has usually left already for the page in the visitor's language; where it
// did not run (a development server), the app does the same before it starts.
if (!leaveForWantedLanguage()) start();
