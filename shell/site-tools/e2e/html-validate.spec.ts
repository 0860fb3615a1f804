import { HtmlValidate, type Message, type RuleConfig } from 'html-validate';
import { expect, LANGUAGES, prefix, test } from './fixtures';

/**
 * The markup the server sends is valid HTML (html-validate's standard, accessibility and
 * document rules; its style rules are Prettier's business): the pages it paints from the
 * sections' frames, the result the calculator renders on the server, the shell's own not-found
 * page, and the result as the browser leaves it after taking it over. What a rule would flag
 * on purpose is set in `RULES`, each with its reason.
 */
const RULES: RuleConfig = {
  // The school type is a select-only combobox with its own listbox (docs/product/inputs.md),
  // which closes a moment after a choice so the choice is seen to land: not a native <select>.
  'prefer-native-element': ['error', { exclude: ['listbox'] }],
};

const PRESETS = ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'];
const served = new HtmlValidate({ extends: PRESETS, rules: RULES });
/**
 * After the take-over, the federation runtime has added preloads of the sections' files: they
 * carry no `integrity`, because a section deploys alone under the same addresses (no hash the
 * shell could pin). Everything the server sent is held to `require-sri`.
 */
const takenOver = new HtmlValidate({
  extends: PRESETS,
  rules: { ...RULES, 'require-sri': 'off' },
});

const RESULT = '/result?location=14201&schoolType=Public&snowDays=0&userName=Zo%C3%AB';

/** Each problem as one line a reader can find in the page: rule, place, message. */
const problems = (messages: readonly Message[]) =>
  messages.map(
    (m) => `${m.ruleId} ${String(m.line)}:${String(m.column)} ${m.message} [${m.selector ?? ''}]`,
  );

async function validate(html: string, validator = served): Promise<string[]> {
  const report = await validator.validateString(html);
  return problems(report.results.flatMap((result) => result.messages));
}

test.describe('valid HTML', () => {
  for (const lang of LANGUAGES) {
    for (const [name, address, status] of [
      ['home', '/', 200],
      ['a result, rendered on the server', RESULT, 200],
      ['an unknown place', '/result?location=Atlantis', 404],
      ['a post', '/blog/the-science-of-snow', 200],
      ['About', '/about', 200],
      ['a missing page', '/no-such-page', 404],
    ] as const) {
      test(`${name} as the server sends it, in ${lang}`, async ({ request }) => {
        const response = await request.get(`${prefix(lang)}${address}`);
        expect(response.status()).toBe(status);
        expect(await validate(await response.text())).toEqual([]);
      });
    }
  }

  test('a result after the browser has taken it over', async ({ page }) => {
    await page.goto(RESULT);
    await expect(page.getByTestId('card-chance')).toHaveCount(3);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const html = await page.evaluate(
      () => `<!doctype html>\n${document.documentElement.outerHTML}`,
    );
    expect(await validate(html, takenOver)).toEqual([]);
  });
});
