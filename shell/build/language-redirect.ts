import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const LEAVE = fileURLToPath(
  new URL('../../shared-i18n/src/routing/leave-for-wanted-language.ts', import.meta.url),
);
const ENTRY = '\0language-redirect';

/**
 * The head's language redirect (`leaveForWantedLanguage`, docs/product/languages.md#resolution),
 * bundled from the app's own resolution into one small classic script: it runs before the first
 * paint, so a page in the wrong language is never painted nor tapped.
 */
export async function languageRedirectScript(): Promise<string> {
  const { output } = await build({
    input: ENTRY,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'language-redirect-entry',
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) =>
          id === ENTRY
            ? `import { leaveForWantedLanguage } from ${JSON.stringify(LEAVE)};\nleaveForWantedLanguage();`
            : undefined,
      },
    ],
    output: { format: 'iife', minify: true, comments: false },
  });
  const [chunk] = output;
  return chunk.code.trim();
}
