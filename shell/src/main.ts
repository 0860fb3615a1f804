// Styles load from the HTML head, so the server-rendered frame is painted styled at once.
import './styles.css';
// The page intro the server paints first (shell/server/render-page.ts).
import '@snowday/shared-i18n/page-intro.css';

void import('./bootstrap');
