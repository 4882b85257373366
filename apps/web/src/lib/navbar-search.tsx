import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** What a list screen lends the navbar's search box: its placeholder, the text shown, and what typing does. */
interface NavbarSearchBinding {
  placeholder: string;
  value: string;
  setValue(value: string): void;
}

interface NavbarSearch {
  value: string;
  setValue(value: string): void;
  /** Whether the current page uses the box (the box is disabled otherwise). */
  enabled: boolean;
  placeholder: string;
}

/**
 * Two contexts: the box's current binding (read by the header's box) and how to bind it (read by the list screens,
 * never changing). A screen binding the box re-renders the box only: with one context, every bind re-rendered the
 * screen that made it, all its rows included, just after it first showed them.
 */
const NavbarSearchBindingContext = createContext<NavbarSearchBinding | null>(null);
const NavbarSearchBindContext = createContext<((binding: NavbarSearchBinding | null) => void) | null>(null);

export function NavbarSearchProvider({ children }: { children: ReactNode }) {
  const [binding, bind] = useState<NavbarSearchBinding | null>(null);
  return (
    <NavbarSearchBindContext.Provider value={bind}>
      <NavbarSearchBindingContext.Provider value={binding}>{children}</NavbarSearchBindingContext.Provider>
    </NavbarSearchBindContext.Provider>
  );
}

function useNavbarSearchBind() {
  const bind = useContext(NavbarSearchBindContext);
  if (!bind) throw new Error('The navbar search is used outside NavbarSearchProvider');
  return bind;
}

const UNUSED: NavbarSearch = { value: '', setValue: () => undefined, enabled: false, placeholder: 'Search' };

/** The box as the header shows it: the list screen's text, or disabled on other pages. */
export function useNavbarSearchState(): NavbarSearch {
  useNavbarSearchBind(); // only to refuse a box outside the provider
  const binding = useContext(NavbarSearchBindingContext);
  return binding ? { ...binding, enabled: true } : UNUSED;
}

/**
 * A list screen shows `value` in the navbar's search box and hears typing through `setValue` (keep
 * it stable). The box is the screen's while it is mounted and `enabled`.
 */
export function useNavbarSearchBox(
  enabled: boolean,
  placeholder: string,
  value: string,
  setValue: (v: string) => void,
) {
  const bind = useNavbarSearchBind();
  useEffect(() => {
    if (enabled) bind({ placeholder, value, setValue });
  }, [bind, enabled, placeholder, value, setValue]);
  useEffect(() => (enabled ? () => bind(null) : undefined), [bind, enabled]);
}
