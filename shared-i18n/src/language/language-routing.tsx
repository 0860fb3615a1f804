import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { storeLanguage } from './browser-sources';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { useSetLanguage } from './language-store';
import { localizePath, splitLanguagePrefix, switchLanguagePath } from '../routing/paths';

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
  const setLanguage = useSetLanguage();

  useEffect(() => {
    if (prefix.isAlias) return;
    if (prefix.language) storeLanguage(prefix.language);
    setLanguage(language);
  }, [language, prefix.language, prefix.isAlias, setLanguage]);

  const switchLanguage = useCallback<SwitchLanguage>(
    (target) => {
      storeLanguage(target);
      setLanguage(target);
      void navigate(switchLanguagePath(target, location));
    },
    [location, navigate, setLanguage],
  );

  const value = useMemo(() => switchLanguage, [switchLanguage]);

  if (prefix.isAlias && prefix.language) {
    const to = `${localizePath(prefix.language, prefix.rest)}${location.search}${location.hash}`;
    return <Navigate to={to} replace />;
  }
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
