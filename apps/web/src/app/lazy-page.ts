import { Children, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

// Every screen is its own chunk, loaded when first opened. `preload` starts the download without
// rendering (see preloadFirstScreen).
type Loader = () => Promise<{ default: ComponentType<{ children?: ReactNode }> }>;

/** Starts what a screen opened first will ask for (its list call, its words), given the address's query. */
type Warm = (params: URLSearchParams) => void;

/**
 * A screen loaded when first shown, with `preload` to start its download earlier, and `warm` to start its data
 * when it is the first screen opened.
 */
export const page = (loader: Loader, warm?: Warm) => Object.assign(lazy(loader), { preload: loader, warm });

/** Starts every chunk the element tree needs (the frame, the screen), instead of one after the other. */
function preload(node: ReactNode, params: URLSearchParams): void {
  if (!isValidElement(node)) return;
  const { preload: loader, warm } = node.type as { preload?: () => Promise<unknown>; warm?: Warm };
  if (loader) void loader();
  if (warm) warm(params);
  Children.forEach((node.props as { children?: ReactNode }).children, (child) => preload(child, params));
}

/**
 * The first screen opened (a reload, a link) downloads its frame and its screen together with its route table, and
 * starts its data if it says how.
 */
export function preloadFirstScreen(routes: RouteObject[]): void {
  const params = new URLSearchParams(window.location.search);
  for (const match of matchRoutes(routes, window.location) ?? []) preload(match.route.element, params);
}
