import { Children, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

// Every screen is its own chunk, loaded when first opened. `preload` starts the download without
// rendering (see preloadFirstScreen).
type Loader = () => Promise<{ default: ComponentType<{ children?: ReactNode }> }>;

/** A screen loaded when first shown, with `preload` to start its download earlier. */
export const page = (loader: Loader) => Object.assign(lazy(loader), { preload: loader });

/** Starts every chunk the element tree needs (the frame, the screen), instead of one after the other. */
function preload(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const loader = (node.type as { preload?: () => Promise<unknown> }).preload;
  if (loader) void loader();
  Children.forEach((node.props as { children?: ReactNode }).children, preload);
}

/** The first screen opened (a reload, a link) downloads its frame and its screen together with its route table. */
export function preloadFirstScreen(routes: RouteObject[]): void {
  for (const match of matchRoutes(routes, window.location) ?? []) preload(match.route.element);
}
