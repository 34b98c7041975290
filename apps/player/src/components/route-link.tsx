import { Link, type LinkProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { useRouteExists } from '../lib/route-exists';

export type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path, possibly of a page that does not exist yet. */
  to: string;
  search?: LinkProps['search'];
  activeProps?: LinkProps['activeProps'];
};

/** A link that renders only when the app has a route at `to`: no dead links. */
export function RouteLink({ to, ...props }: RouteLinkProps) {
  const exists = useRouteExists();
  if (!exists(to)) return null;
  return <Link {...(props as LinkProps)} to={to as '/'} />;
}
