import { Link, type LinkProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { useRouteExists } from '../lib/route-exists';
import { pathOn, useModules } from '../lib/site-modules';

export type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path, possibly of a page that does not exist yet. */
  to: string;
  search?: LinkProps['search'];
  activeProps?: LinkProps['activeProps'];
};

/**
 * A link that renders only when the app has a route at `to` (no dead links) and the
 * merchant's module switch for that page, if it has one, is on (lib/site-modules).
 */
export function RouteLink({ to, ...props }: RouteLinkProps) {
  const exists = useRouteExists();
  const modules = useModules();
  if (!exists(to) || !pathOn(modules, to)) return null;
  return <Link {...(props as LinkProps)} to={to as '/'} />;
}
