import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout';

/**
 * Every address shows the chrome; the page inside it is the page island's to choose
 * (`PageHost`, from the page registry, docs/product/pages.md#routes), so moving between pages
 * never re-renders the chrome around them. `/zh-CN/...` is redirected by `LanguageRouting`. The
 * site loads no data through its routes, so it uses React Router's declarative mode: half the code
 * of the data router (docs/product/performance.md#budgets).
 */
export const routes: RouteObject[] = [{ path: '*', element: <Layout /> }];

export function AppRoutes() {
  return useRoutes(routes);
}
