import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

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

const NavbarSearchContext = createContext<{
  binding: NavbarSearchBinding | null;
  bind(binding: NavbarSearchBinding | null): void;
} | null>(null);

export function NavbarSearchProvider({ children }: { children: ReactNode }) {
  const [binding, bind] = useState<NavbarSearchBinding | null>(null);
  const context = useMemo(() => ({ binding, bind }), [binding]);
  return <NavbarSearchContext.Provider value={context}>{children}</NavbarSearchContext.Provider>;
}

function useNavbarSearchContext() {
  const context = useContext(NavbarSearchContext);
  if (!context) throw new Error('The navbar search is used outside NavbarSearchProvider');
  return context;
}

const UNUSED: NavbarSearch = { value: '', setValue: () => undefined, enabled: false, placeholder: 'Search' };

/** The box as the header shows it: the list screen's text, or disabled on other pages. */
export function useNavbarSearchState(): NavbarSearch {
  const { binding } = useNavbarSearchContext();
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
  const { bind } = useNavbarSearchContext();
  useEffect(() => {
    if (enabled) bind({ placeholder, value, setValue });
  }, [bind, enabled, placeholder, value, setValue]);
  useEffect(() => (enabled ? () => bind(null) : undefined), [bind, enabled]);
}
