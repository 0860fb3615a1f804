/**
 * The libraries every app shares through Module Federation, each loaded once per page
 * (docs/conventions.md#shared-libraries). The list is deliberate: each shared library is a separate
 * chunk that cannot be tree-shaken, so only what must be a single instance is here.
 * `@snowday/shared-i18n` is shared so that there is one i18next instance and one language store.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  '@snowday/shared-i18n',
] as const;

interface PackageJson {
  dependencies?: Record<string, string>;
}

/**
 * Shared libraries are not tree-shaken by default: every app would load all of react-router.
 * Each app declares the same list of the exports the site uses, so the shell provides one
 * tree-shaken copy that satisfies every remote (a remote needing more would load the full
 * library, which the budget test in e2e would catch).
 */
export const TREE_SHAKEN_EXPORTS: Partial<Record<(typeof SINGLETONS)[number], string[]>> = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  'react-i18next': ['initReactI18next', 'useTranslation'],
};

export interface SharedEntry {
  singleton: true;
  /**
   * No range for the runtime to check: every app declares the same range for each shared
   * library (a test holds it), and the check cost a page 6-10 ms of semver parsing as it
   * started (docs/performance.md).
   */
  requiredVersion: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** Builds the `shared` option from the app's own package.json versions. */
export function sharedDependencies(pkg: PackageJson): Record<string, SharedEntry> {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const base = name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
      const requiredVersion = deps[base];
      if (!requiredVersion) throw new Error(`${base} is shared but not a dependency`);
      const usedExports = TREE_SHAKEN_EXPORTS[name];
      const entry: SharedEntry = { singleton: true, requiredVersion: false };
      if (usedExports) entry.treeShaking = { mode: 'runtime-infer', usedExports };
      return [name, entry];
    }),
  );
}
