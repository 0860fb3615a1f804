// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ISLAND_AWAKE_EVENT } from '../src/features/islands/awake';
import { TAP_KEEPER_SCRIPT } from './tap-keeper';

const wake = (island: string) =>
  document.dispatchEvent(new CustomEvent(ISLAND_AWAKE_EVENT, { detail: island }));

/**
 * Lets the keeper's replay (after the island's commit, one kept event per task) run to its end,
 * however busy the machine: the timers are the test's own.
 */
const afterReplay = () => vi.runAllTimersAsync();

describe('the tap keeper', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // As the page's inline script runs it, once, before anything is painted.
    window.eval(TAP_KEEPER_SCRIPT);
    // jsdom cannot navigate: a form that gets through is stopped at its submission.
    document.addEventListener('submit', (event) => event.preventDefault());
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  /** An island's markup with a listener where React's root would be, counting what it sees. */
  function island(name: string, html: string) {
    const root = document.createElement('div');
    root.setAttribute('data-island', name);
    root.innerHTML = html;
    document.body.append(root);
    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      seen.push((event.target as Element).id);
    });
    return seen;
  }

  it('keeps a tap on a button of an island not yet awake, and replays it on the same element', async () => {
    const seen = island('page', '<button type="button" id="units">Imperial</button>');
    const button = document.getElementById('units');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    wake('page');
    await afterReplay();
    expect(seen).toEqual(['units']);
    // Awake, its taps are its own.
    button?.click();
    expect(seen).toEqual(['units', 'units']);
  });

  it('draws a control whose tap is kept as busy, until the tap is handed back', async () => {
    island(
      'share',
      '<button type="button" id="copy">Copy</button><button type="button" id="save" aria-busy="false">Save</button>',
    );
    const copy = document.getElementById('copy');
    const save = document.getElementById('save');
    copy?.click();
    save?.click();
    expect(copy?.hasAttribute('data-tap-kept')).toBe(true);
    expect(copy?.getAttribute('aria-busy')).toBe('true');
    expect(save?.getAttribute('aria-busy')).toBe('true');
    wake('share');
    await afterReplay();
    expect(copy?.hasAttribute('data-tap-kept')).toBe(false);
    expect(copy?.hasAttribute('aria-busy')).toBe(false);
    // A state of its own is given back as it was.
    expect(save?.getAttribute('aria-busy')).toBe('false');
  });

  it('leaves to the browser what works without the app: links, disclosures, a form with an address', () => {
    const seen = island(
      'chrome',
      `<a href="#x" id="link">Blog</a>
       <details><summary id="why">Why</summary></details>
       <form action="/result"><input name="location" id="field" /><button id="go">Go</button></form>`,
    );
    for (const id of ['link', 'why', 'field', 'go']) {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(tap);
      expect(tap.defaultPrevented, id).toBe(false);
    }
    expect(seen).toEqual(['link', 'why', 'field', 'go']);
  });

  it('keeps the submit of a form with an address whose fields miss what they require', async () => {
    const seen = island(
      'page-form',
      `<form action="/result" novalidate>
         <input name="location" id="place" required pattern=".*\\S.*" />
         <button id="send">Go</button>
       </form>`,
    );
    const place = document.getElementById('place') as HTMLInputElement;
    for (const value of ['', '   ']) {
      place.value = value;
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('send')?.dispatchEvent(tap);
      expect(tap.defaultPrevented, JSON.stringify(value)).toBe(true);
    }
    expect(seen).toEqual([]);
    wake('page-form');
    await afterReplay();
    // Replayed once each, to the app, which names what is missing.
    expect(seen).toEqual(['send', 'send']);
    place.value = 'Buffalo';
    document.getElementById('send')?.click();
    expect(seen).toEqual(['send', 'send', 'send']);
  });

  it("keeps a submit button whose form has no address of its own, and each island's taps for it", async () => {
    const chrome = island('chrome-2', '<button id="menu" type="button">Menu</button>');
    const page = island('page-2', '<form><button id="send">Send</button></form>');
    document.getElementById('send')?.click();
    document.getElementById('menu')?.click();
    wake('chrome-2');
    await afterReplay();
    expect(chrome).toEqual(['menu']);
    expect(page).toEqual([]);
    wake('page-2');
    await afterReplay();
    expect(page).toEqual(['send']);
  });

  it('keeps the keys that move or choose within a list (not typing) and replays them', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-island', 'page-keys');
    root.innerHTML = `<button type="button" role="combobox" id="list">Public</button>
      <button type="button" id="plain">Copy</button>
      <input id="text" />`;
    document.body.append(root);
    const keys: string[] = [];
    root.addEventListener('keydown', (event) =>
      keys.push(`${(event.target as Element).id} ${event.key}`),
    );
    const press = (id: string, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('list', 'ArrowDown')).toBe(true);
    // A list chooses with Enter: kept as a key, not left to become a click that toggles it.
    expect(press('list', 'Enter')).toBe(true);
    expect(press('plain', 'Enter')).toBe(false);
    expect(press('text', 'ArrowLeft')).toBe(false);
    expect(keys).toEqual(['plain Enter', 'text ArrowLeft']);
    wake('page-keys');
    await afterReplay();
    expect(keys).toEqual(['plain Enter', 'text ArrowLeft', 'list ArrowDown', 'list Enter']);
  });

  it('keeps the order of keys pressed while the island wakes: none acts before an earlier one', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-island', 'page-waking');
    root.innerHTML = '<div tabindex="0" role="combobox" id="school">Public</div>';
    document.body.append(root);
    const keys: string[] = [];
    root.addEventListener('keydown', (event) => keys.push(event.key));
    const press = (key: string) =>
      document
        .getElementById('school')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press('ArrowDown');
    // The island has said it is awake, and its replay has not run yet.
    wake('page-waking');
    press('ArrowDown');
    press('Enter');
    expect(keys).toEqual([]);
    await afterReplay();
    expect(keys).toEqual(['ArrowDown', 'ArrowDown', 'Enter']);
    press('Escape');
    expect(keys).toEqual(['ArrowDown', 'ArrowDown', 'Enter', 'Escape']);
  });

  it('replays each kept key in a task of its own, so the app has rendered the one before', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-island', 'page-stale');
    root.innerHTML = '<div tabindex="0" role="combobox" id="kind">Public</div>';
    document.body.append(root);
    // As React does: what a discrete event changed is rendered in a microtask after it.
    let rendered = 0;
    const seen: number[] = [];
    root.addEventListener('keydown', () => {
      seen.push(rendered);
      queueMicrotask(() => (rendered += 1));
    });
    for (const key of ['ArrowDown', 'ArrowDown', 'Enter'])
      document
        .getElementById('kind')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    wake('page-stale');
    await afterReplay();
    expect(seen).toEqual([0, 1, 2]);
  });

  it('keeps what works alone behind a kept key of the same island, so the form sends the choice', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-island', 'page-behind');
    root.innerHTML = `<form action="/result"><div tabindex="0" role="combobox" id="type">Public</div>
      <button id="go">Calculate</button></form>`;
    document.body.append(root);
    const seen: string[] = [];
    root.addEventListener('keydown', (event) => seen.push(event.key));
    root.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document
      .getElementById('type')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('go')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    wake('page-behind');
    await afterReplay();
    expect(seen).toEqual(['ArrowDown', 'go']);
  });

  it('drops a kept tap whose element is gone by the time its island wakes', async () => {
    const seen = island('page-3', '<button type="button" id="gone">Copy</button>');
    const click = vi.fn();
    const button = document.getElementById('gone');
    button?.addEventListener('click', click);
    button?.click();
    button?.remove();
    wake('page-3');
    await afterReplay();
    expect(seen).toEqual([]);
    expect(click).not.toHaveBeenCalled();
  });
});
