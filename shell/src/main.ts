// Styles load from the HTML head, so the server-rendered frame is painted styled at once: the
// site's base first (shared with every section running alone), then the chrome's own.
import '@snowday/shared-i18n/base.css';
import './styles.css';
// The page intro the server paints first (shell/server/web/pages/render-page.ts).
import '@snowday/shared-i18n/page-intro.css';
// No `import()` boundary: the federation plugin's start-up script initialises the host (shared
// libraries, the runtime) before it imports this entry, so the app can be part of it. One
// request less before the page can start (docs/product/performance.md#budgets).
import './bootstrap';
