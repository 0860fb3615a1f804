import { ISLAND_ATTRIBUTE, ISLAND_AWAKE_EVENT } from '../src/features/islands/awake';

/**
 * The tap keeper (docs/decisions/012-one-paint.md#taps), inline in every page's head, so it runs
 * before the first paint: between the paint and the moment an island has hydrated, a tap on one of
 * its controls that needs the app (a button, a menu) is kept, not lost, and replayed on the very
 * same element once the island says it is awake. Controls that work without the app are left to
 * the browser: links, fields, labels, native disclosures, and a form's submit button when the form
 * has an address of its own. React's own listeners never see a kept tap, so nothing acts twice.
 */
export const TAP_KEEPER_SCRIPT = `(() => {
  const ISLAND = ${JSON.stringify(ISLAND_ATTRIBUTE)};
  const awake = new Set();
  let kept = [];
  const CONTROLS = 'button, a[href], summary, label, input, select, textarea, [role="button"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="tab"], [role="switch"], [role="checkbox"], [role="combobox"]';
  const worksAlone = (control) => {
    if (control.matches('a[href], summary, label, select, textarea')) return true;
    if (control.matches('input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]):not([type="image"])')) return true;
    const submits = control.matches('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]');
    return submits && !!control.form && control.form.hasAttribute('action');
  };
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const control = target.closest(CONTROLS);
    const island = control && control.closest('[' + ISLAND + ']');
    if (!island) return;
    const name = island.getAttribute(ISLAND);
    if (awake.has(name) || worksAlone(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push([name, control]);
  }, true);
  document.addEventListener(${JSON.stringify(ISLAND_AWAKE_EVENT)}, (event) => {
    const name = event.detail;
    if (awake.has(name)) return;
    awake.add(name);
    const replay = kept.filter(([island]) => island === name).map(([, control]) => control);
    kept = kept.filter(([island]) => island !== name);
    // After the island's commit, in order, each on the element the visitor touched.
    setTimeout(() => {
      for (const control of replay) if (control.isConnected) control.click();
    }, 0);
  });
})();`;
