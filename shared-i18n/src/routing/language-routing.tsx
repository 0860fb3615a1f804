import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { storeLanguage } from './browser-sources';
import { DEFAULT_LANGUAGE, type Language } from '../language/languages';
import { setSiteLanguage } from '../i18n/set-site-language';
import { aliasRedirect, splitLanguagePrefix, switchLanguagePath } from './paths';

type SwitchLanguage = (language: Language) => void;

const SwitchLanguageContext = createContext<SwitchLanguage | null>(null);

/**
 * Keeps the language in step with the URL inside a router (docs/product/languages.md#switching): a
 * prefix is adopted and stored, `/zh-CN/...` redirects to `/zh/...`, and `useSwitchLanguage` moves
 * to the same page in another language. The first-load resolution happens before the router starts
 * (`startLanguage`).
 */
export function LanguageRouting({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const prefix = splitLanguagePrefix(location.pathname);
  const language = prefix.language ?? DEFAULT_LANGUAGE;

  useEffect(() => {
    if (prefix.isAlias) return;
    if (prefix.language) storeLanguage(prefix.language);
    setSiteLanguage(language);
  }, [language, prefix.language, prefix.isAlias]);

  const switchLanguage = useCallback<SwitchLanguage>(
    (target) => {
      storeLanguage(target);
      setSiteLanguage(target);
      void navigate(switchLanguagePath(target, location));
    },
    [location, navigate],
  );

  const value = useMemo(() => switchLanguage, [switchLanguage]);

  const redirect = aliasRedirect(location);
  if (redirect) return <Navigate to={redirect} replace />;
  return <SwitchLanguageContext.Provider value={value}>{children}</SwitchLanguageContext.Provider>;
}

/**
 * The language switcher; docs/product/pages.md#messages: using it outside its provider is an error.
 */
export function useSwitchLanguage(): SwitchLanguage {
  const context = useContext(SwitchLanguageContext);
  if (!context) throw new Error('useSwitchLanguage must be used inside <LanguageRouting>');
  return context;
}
