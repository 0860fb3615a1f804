import { ISLAND_ATTRIBUTE, ISLAND_AWAKE_EVENT } from '../src/features/islands/awake';

/** Its comments are for this file's readers: every page carries the script, and not them. */
function withoutCommentLines(script: string): string {
  return script.replace(/^[ \t]*\/\/.*\n/gm, '');
}

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
 * where the browser would send it to the server half-filled), unless a tap or key on the same island
 * is already kept: then a tap waits its turn. Kept events are replayed in order, one per task, as
 * the visitor made them. React's own listeners never see a kept tap, so nothing acts twice. A
 * control whose tap is kept looks busy (`data-tap-kept`, `aria-busy`) until it is replayed, so a
 * visitor sees that it was taken and is on its way.
 */
/** On a control whose tap is kept, until it is replayed (styles.css draws it busy). */
export const TAP_KEPT_ATTRIBUTE = 'data-tap-kept';

export const TAP_KEEPER_SCRIPT = withoutCommentLines(`(() => {
  const ISLAND = ${JSON.stringify(ISLAND_ATTRIBUTE)};
  const KEPT = ${JSON.stringify(TAP_KEPT_ATTRIBUTE)};
  const awake = new Set();
  const kept = [];
  // True while the keeper hands a kept event back: that one goes through to the app.
  let replaying = false;
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
    if (replaying || awake.has(name)) return;
    // Behind a kept tap or key, a tap on the island waits its turn even where it works alone: a
    // form sent by the browser would leave behind the list chosen in it a moment before. A key in
    // a field is the visitor editing it, and goes through.
    const behind = event.type === 'click' && kept.some(([island]) => island === name);
    if (!behind && worksAlone(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push([name, control, replay]);
    if (event.type === 'click' && !control.hasAttribute(KEPT)) {
      control.setAttribute(KEPT, control.getAttribute('aria-busy') ?? '');
      control.setAttribute('aria-busy', 'true');
    }
  };
  // The busy look goes as the tap is handed back; an aria-busy of the control's own comes back.
  const unmark = (control) => {
    if (!control.hasAttribute(KEPT)) return;
    const own = control.getAttribute(KEPT);
    control.removeAttribute(KEPT);
    if (own) control.setAttribute('aria-busy', own);
    else control.removeAttribute('aria-busy');
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
    // After the island's commit, in order, each on the element the visitor touched and each in a
    // task of its own, as the visitor's were: the app renders what one did (React finishes a
    // discrete event's update in a microtask) before the next reads it, so two arrows move twice.
    // Until the last has run, the island's new taps and keys are still kept, behind the earlier
    // ones: a key that reached the app before the replay would act before the keys typed ahead.
    const next = () => {
      const index = kept.findIndex(([island]) => island === name);
      if (index === -1) {
        waking.delete(name);
        awake.add(name);
        return;
      }
      const [[, control, again]] = kept.splice(index, 1);
      unmark(control);
      replaying = true;
      try {
        if (control.isConnected) again(control);
      } finally {
        replaying = false;
      }
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
})();`);
