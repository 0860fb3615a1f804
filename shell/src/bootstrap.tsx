import { startLanguage } from '@snowday/shared-i18n';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './components/error-boundary';
import { ErrorPage, logPageError } from './features/errors/error-page';
import { registerWorker } from './features/offline/register-worker';
import { prepareFirstView } from './features/remotes/first-view';
import { getRuntimeConfig } from './features/remotes/runtime-config';
import { captureServerFrame } from './features/remotes/server-frame';

// Resolve the language before the router starts, so a redirect costs no extra render.
startLanguage();
// The remotes' addresses: inlined in the page by the server, else fetched.
void getRuntimeConfig().catch(() => undefined);

// Keep the server's first paint on screen until the app and the page's section are ready.
captureServerFrame();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// React starts once the page's texts and section are there, and replaces the server's page in
// one commit (`prepareFirstView`). A transition lets it render the app in slices, yielding to the
// browser between them: the page the server painted stays on screen and responsive meanwhile
// (docs/product/performance.md#blocking-time).
const render = () =>
  startTransition(() => {
    root.render(
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
      </StrictMode>,
    );
  });
void prepareFirstView().then(render);
// The service worker comes after the page is up, never before (docs/decisions/010-service-worker.md).
registerWorker();
