import { createTheme, darken, luminance, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'court',
  colors: {
    court: [
      '#e6f7f1',
      '#c9ebdf',
      '#98d8c2',
      '#63c3a3',
      '#3aae88',
      '#1f9b75',
      '#0b7a5a',
      '#086a4e',
      '#055a42',
      '#024a35',
    ],
  },
  primaryShade: 6,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif',
  headings: { fontWeight: '650' },
  // A person whose system asks for less motion (prefers-reduced-motion) gets dialogs, menus and lists that open
  // at once, without Mantine’s fade and slide (docs/decisions/e2e-setup.md, "Reduced motion").
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour itself, or darkened step by step until it reaches WCAG AA (4.5:1, with a margin) against `against`. */
function readable(color: string, against: string): string {
  let result = color;
  for (let step = 0; step < 10 && contrast(result, against) < 4.6; step += 1) result = darken(result, 0.1);
  return result;
}

/**
 * Mantine's default light-scheme colours fail WCAG AA contrast in places: dimmed text (gray-6, 3.3:1
 * on white), green/yellow/orange badges and light buttons (shade 9 on shade 1), outline badges and
 * coloured text (shade 6 on white), white text on filled green or yellow. Each colour's variables
 * are darkened just enough to read; colours that already pass are left as they are.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c6670' };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const onWhite = readable(shades[6], '#ffffff');
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], shades[1]);
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-filled`] = onWhite;
    light[`--mantine-color-${name}-filled-hover`] = onWhite === shades[6] ? shades[7] : darken(onWhite, 0.1);
  }
  return { variables: {}, light, dark: {} };
};
