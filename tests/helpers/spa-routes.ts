// The public route paths as the SPA declares them (web/src/app/public-routes.tsx), read from its
// own route table, so tests of what the server does per route cover every route the SPA has,
// including one added later.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { publicRoutes } from '../../web/src/app/public-routes.js';

type RouteProps = { path?: string; children?: ReactNode };

function pathsOf(element: ReactElement<RouteProps>): string[] {
  return Children.toArray(element.props.children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .flatMap((child) => [...(child.props.path ? [child.props.path] : []), ...pathsOf(child)]);
}

/** Every public route's path pattern ('/singleventure/:slug'), the catch-all '*' left out. */
export const spaPublicRoutePaths: string[] = pathsOf(publicRoutes() as ReactElement<RouteProps>).filter((path) => path !== '*');

/** A concrete path for a pattern: each parameter filled with `value`. */
export function examplePath(pattern: string, value = '1'): string {
  return pattern.replace(/:[A-Za-z]+/g, value);
}
