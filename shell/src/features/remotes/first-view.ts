import {
  DEFAULT_LANGUAGE,
  i18n,
  languageStore,
  NAMESPACES,
  showLanguage,
} from '@snowday/shared-i18n';
import { loadSection } from './load-section';
import { sectionOfLink } from './prefetch-sections';
import { getRuntimeConfig } from './runtime-config';

/**
 * Past this the app starts anyway: the chrome comes alive, and the section shows its placeholder
 * until it arrives, or its fallback once its own time limit runs out (`loadSection`). Well below
 * that limit, so a slow remote never holds up the chrome; well above a section's load time on a
 * slow phone, so the page normally starts in one commit.
 */
export const FIRST_VIEW_TIMEOUT_MS = 3_000;

/**
 * Everything the page's first render needs, loaded before React starts: the chrome's texts in
 * the page's language, the runtime config, the page's section and its texts. React then renders
 * the page once, as the server painted it, and replaces the server's markup in a single commit:
 * without this it committed three times (the server's copy of the whole page, then the chrome
 * around the server's copy of the section, then the section), each a full style and layout pass
 * on a slow phone's main thread. Call after `startLanguage`. Never rejects: a section that fails
 * to load shows its fallback once React runs.
 */
export async function prepareFirstView(url = window.location.href): Promise<void> {
  const language = languageStore().getState().language;
  const section = sectionOfLink(url, url);
  const ready = Promise.all([
    showLanguage(language),
    getRuntimeConfig(),
    section ? loadSection(section) : undefined,
  ]).then(async () => {
    // A section brings its English texts as it loads (`addDefaultTexts`): the namespaces with
    // English texts now are the ones the page shows, needed in its language too.
    if (language === DEFAULT_LANGUAGE) return;
    const shown = NAMESPACES.filter((ns) => i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns));
    await i18n.loadNamespaces(shown);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_VIEW_TIMEOUT_MS);
  });
  await Promise.race([ready.catch(() => undefined), timeout]);
  clearTimeout(timer);
}
