import { LANGUAGES, paths, type PageId } from '@snowday/shared-i18n';
import { PAGE_SECTIONS } from '@snowday/shared-i18n';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RemoteSection } from '../features/remotes/remote-section';
import { Layout } from './layout';

/**
 * Every page of docs/product/pages.md#routes and the remote module that renders it
 * (`PAGE_SECTIONS`).
 */
function pageRoutes(): RouteObject[] {
  const pages = Object.keys(paths) as PageId[];
  return [
    ...pages.map((page): RouteObject => {
      const element = <RemoteSection section={PAGE_SECTIONS[page]} />;
      const pattern = paths[page].pattern;
      return pattern ? { path: pattern, element } : { index: true, element };
    }),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * The same pages with no prefix (English) and under each language prefix
 * (docs/product/languages.md#prefixes). `/zh-CN/...` is redirected by `LanguageRouting`. The site
 * loads no data through its routes, so it uses React Router's declarative mode: half the code of
 * the data router (docs/product/performance.md#budgets).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      ...pageRoutes(),
      ...LANGUAGES.map((language) => ({ path: language, children: pageRoutes() })),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
