// @vitest-environment jsdom
import { SECTION_FILES_ELEMENT_ID } from '@snowday/shared-i18n/settings';
import { afterEach, describe, expect, it } from 'vitest';
import { HINTS_PER_TASK, paintFirst } from './paint-first';

const SHELL_FILES = ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js'];
const SECTION = {
  entry: 'http://remote.test/remoteEntry.js',
  js: ['http://remote.test/assets/x.js', 'http://remote.test/assets/y.js'],
  css: ['http://remote.test/assets/x.css'],
};

/** One turn of the event loop: every task queued before it has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const hints = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    // jsdom does not reflect `as` to the attribute, as browsers do.
    as: link.as || null,
  }));

/** Runs the starter as the page would, in a tab the browser reports hidden (it starts at once). */
function runStarter(texts: Record<string, string[]> = {}) {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  const files = document.createElement('script');
  files.type = 'application/json';
  files.id = SECTION_FILES_ELEMENT_ID;
  files.textContent = JSON.stringify(SECTION);
  document.body.append(files);
  const script = paintFirst('window.__appStarted = true;', SHELL_FILES, '/', texts);
  // The starter is the page's inline script; here it runs as a function body.
  new Function(script)();
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  Reflect.deleteProperty(window, '__appStarted');
});

describe('the inline starter (docs/product/performance.md#first-paint)', () => {
  it('asks for every start-up file a few per task, then starts the app', async () => {
    // A mutation observer's callback runs after each task that changed the head: one entry
    // per task, however busy the machine (sampling with timers was not).
    const perTask: number[] = [];
    const observer = new MutationObserver((records) =>
      perTask.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0)),
    );
    observer.observe(document.head, { childList: true });
    runStarter();
    while (!Reflect.get(window, '__appStarted')) await nextTask();
    await nextTask();
    observer.disconnect();
    // The remote's entry and the shell's files, each file once; nothing of the section yet.
    expect(hints()).toEqual([
      { rel: 'modulepreload', href: SECTION.entry, as: null },
      ...SHELL_FILES.map((file) => ({ rel: 'modulepreload', href: `/${file}`, as: null })),
    ]);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(HINTS_PER_TASK + 1);
    expect(perTask.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  it("asks for the shell's texts in the page's language with its other files", async () => {
    const texts = { fr: ['assets/common-fr.js'], 'zh-CN': ['assets/common-zh.js'] };
    document.documentElement.lang = 'zh-CN';
    runStarter(texts);
    while (!Reflect.get(window, '__appStarted')) await nextTask();
    const asked = hints().map((hint) => hint.href);
    document.documentElement.lang = 'en';
    expect(asked).toContain('/assets/common-zh.js');
    expect(asked).not.toContain('/assets/common-fr.js');
  });

  it("asks for the section's files once its entry has arrived, a few per task", async () => {
    runStarter();
    while (!Reflect.get(window, '__appStarted')) await nextTask();
    const before = hints().length;
    document.head.querySelector(`link[href="${SECTION.entry}"]`)?.dispatchEvent(new Event('load'));
    expect(hints().length - before).toBeLessThanOrEqual(HINTS_PER_TASK);
    for (let i = 0; i < 5; i++) await nextTask();
    expect(hints().slice(before)).toEqual([
      ...SECTION.css.map((href) => ({ rel: 'preload', href, as: 'style' })),
      ...SECTION.js.map((href) => ({ rel: 'modulepreload', href, as: null })),
    ]);
  });
});
