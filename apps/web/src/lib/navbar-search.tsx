import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

interface NavbarSearch {
  value: string;
  setValue(value: string): void;
  /** Whether the current page uses the box (the box is hidden otherwise). */
  enabled: boolean;
  setEnabled(enabled: boolean): void;
  placeholder: string;
  setPlaceholder(placeholder: string): void;
}

const NavbarSearchContext = createContext<NavbarSearch | null>(null);

export function NavbarSearchProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [placeholder, setPlaceholder] = useState('Search');
  return (
    <NavbarSearchContext.Provider value={{ value, setValue, enabled, setEnabled, placeholder, setPlaceholder }}>
      {children}
    </NavbarSearchContext.Provider>
  );
}

export function useNavbarSearchState(): NavbarSearch {
  const context = useContext(NavbarSearchContext);
  if (!context) throw new Error('useNavbarSearchState outside NavbarSearchProvider');
  return context;
}

/**
 * A list screen calls this to use the navbar's shared search box. Returns the search text,
 * debounced so typing stays responsive and the server is asked once per pause.
 */
export function useNavbarSearch(placeholder: string, debounceMs = 250): string {
  const search = useNavbarSearchState();
  const { setEnabled, setPlaceholder, setValue } = search;
  useEffect(() => {
    setEnabled(true);
    setPlaceholder(placeholder);
    return () => {
      setEnabled(false);
      setValue('');
    };
  }, [placeholder, setEnabled, setPlaceholder, setValue]);
  const [debounced] = useDebouncedValue(search.value.trim(), debounceMs);
  return debounced;
}
