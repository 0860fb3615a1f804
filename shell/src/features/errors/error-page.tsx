import { href, useLanguage, usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';

function describe(error: unknown): { message: string | undefined; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : undefined, stack: undefined };
}

/**
 * docs/product/pages.md#generic-fallback: an unexpected error while rendering a page, with its
 * message and stack.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message, stack } = describe(error);
  usePageMeta(t('error.metaTitle'), t('error.metaDescription'));
  return (
    <section className="status-page" role="alert">
      <h1>
        <WordBreaks text={t('error.title')} />
      </h1>
      <p data-testid="error-message">{message ?? <WordBreaks text={t('error.unknown')} />}</p>
      {stack && (
        <details>
          <summary>
            <WordBreaks text={t('error.stack')} />
          </summary>
          <pre>{stack}</pre>
        </details>
      )}
      {/* A plain link: the router may be the thing that failed. */}
      <a className="button" href={href(language, 'home')}>
        <WordBreaks text={t('error.home')} />
      </a>
    </section>
  );
}

export const logPageError = (error: unknown) => console.error('The page failed to render', error);
