import { ISLAND_ATTRIBUTE, ISLAND_AWAKE_EVENT } from '../src/features/islands/awake';

/**
 * The tap keeper (docs/decisions/012-one-paint.md#taps), inline in every page's head, so it runs
 * before the first paint: between the paint and the moment an island has hydrated, a tap on one of
 * its controls that needs the app (a button, a menu) is kept, not lost, and replayed on the very
 * same element once the island says it is awake; so is a key that moves within such a control
 * (the arrows that open a list, Escape) or chooses in a list or a menu (Enter, Space), where on a
 * plain button Enter and Space end in a click anyway. Controls that work without the app are left to
 * the browser: links, fields, labels, native disclosures, and a form's submit button when the form
 * has an address of its own and meets its fields' constraints (`required`, `pattern`, `min`…: a
 * form that does not is kept, so that the app can say what is missing in the page's language,
 * where the browser would send it to the server half-filled). React's own listeners never see a
 * kept tap, so nothing acts twice.
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
    const form = control.form;
    return submits && !!form && form.hasAttribute('action') && form.checkValidity();
  };
  // Enter and Space on a button end in a click, which is kept as such; these keys do not. A
  // widget that reads its keys itself (a list, a menu) gets Enter and Space as keys too: as a
  // click they would toggle it instead of choosing.
  const KEYS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape'];
  const WIDGETS = '[role="combobox"], [role="listbox"], [role="option"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';
  const isKept = (event) => KEYS.includes(event.key) || ((event.key === 'Enter' || event.key === ' ') && event.target instanceof Element && !!event.target.closest(WIDGETS));
  const keep = (event, replay) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const control = target.closest(CONTROLS);
    const island = control && control.closest('[' + ISLAND + ']');
    if (!island) return;
    const name = island.getAttribute(ISLAND);
    if (awake.has(name) || worksAlone(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push([name, control, replay]);
  };
  document.addEventListener('click', (event) => keep(event, (control) => control.click()), true);
  document.addEventListener('keydown', (event) => {
    if (!isKept(event)) return;
    const init = { key: event.key, code: event.code, shiftKey: event.shiftKey, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true };
    keep(event, (control) => control.dispatchEvent(new KeyboardEvent('keydown', init)));
  }, true);
  const waking = new Set();
  document.addEventListener(${JSON.stringify(ISLAND_AWAKE_EVENT)}, (event) => {
    const name = event.detail;
    if (awake.has(name) || waking.has(name)) return;
    waking.add(name);
    // After the island's commit, in order, each on the element the visitor touched. Until then
    // the island's taps and keys are still kept, behind the earlier ones: a key that reached the
    // app before the replay would act before the keys typed ahead of it.
    setTimeout(() => {
      waking.delete(name);
      awake.add(name);
      const replay = kept.filter(([island]) => island === name);
      kept = kept.filter(([island]) => island !== name);
      for (const [, control, again] of replay) if (control.isConnected) again(control);
    }, 0);
  });
})();`;
