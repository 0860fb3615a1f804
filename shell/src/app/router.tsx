import { LANGUAGES, paths } from '@snowday/shared-i18n';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RemoteSection } from '../features/remotes/remote-section';
import { Layout } from './layout';

/** Every page of SPEC 2 and the remote module that renders it. */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <RemoteSection remote="calculator" module="./Home" /> },
    {
      path: paths.result.pattern,
      element: <RemoteSection remote="calculator" module="./Result" />,
    },
    { path: paths.blog.pattern, element: <RemoteSection remote="blog" module="./BlogList" /> },
    { path: paths.blogPost.pattern, element: <RemoteSection remote="blog" module="./BlogPost" /> },
    { path: paths.about.pattern, element: <RemoteSection remote="pages" module="./About" /> },
    { path: paths.privacy.pattern, element: <RemoteSection remote="pages" module="./Privacy" /> },
    { path: paths.contact.pattern, element: <RemoteSection remote="pages" module="./Contact" /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * The same pages with no prefix (English) and under each language prefix (DECISIONS 5).
 * `/zh-CN/...` is redirected by `LanguageRouting`. The error element sits inside the layout so
 * the header and footer survive a routing error.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          ...pageRoutes(),
          ...LANGUAGES.map((language) => ({ path: language, children: pageRoutes() })),
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
