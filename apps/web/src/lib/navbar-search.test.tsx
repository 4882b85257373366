import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NavbarSearchProvider, useNavbarSearchBox, useNavbarSearchState } from './navbar-search';

/** The header's box as it reads the binding. */
function Box() {
  const search = useNavbarSearchState();
  return (
    <input
      aria-label="Search"
      placeholder={search.placeholder}
      disabled={!search.enabled}
      value={search.value}
      onChange={(event) => search.setValue(event.target.value)}
    />
  );
}

let screenRenders = 0;
let typeInScreen: (value: string) => void = () => undefined;

/** A list screen that lends the box its text, counting its renders (each would render its rows too). */
function ListScreen() {
  screenRenders += 1;
  const [value, setValue] = useState('');
  typeInScreen = setValue;
  useNavbarSearchBox(true, 'Search customers', value, setValue);
  return <p>{value ? `Looking for ${value}` : 'All customers'}</p>;
}

describe('the navbar search box', () => {
  it("shows the screen's placeholder and text, without rendering the screen again to bind it", async () => {
    screenRenders = 0;
    render(
      <NavbarSearchProvider>
        <Box />
        <ListScreen />
      </NavbarSearchProvider>,
    );
    const box = await screen.findByPlaceholderText('Search customers');
    expect(box).toBeEnabled();
    // Binding the box (in an effect, after the screen's first render) re-renders the box only.
    expect(screenRenders).toBe(1);

    act(() => typeInScreen('khan'));
    expect(screen.getByText('Looking for khan')).toBeInTheDocument();
    expect(box).toHaveValue('khan');
    expect(screenRenders).toBe(2);
  });
});
