import {
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

type Variables = Record<string, string>;

/** The variables of `merged` whose value differs from Mantine's defaults (which Mantine's styles.css already sets). */
function withoutDefaults(merged: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const differing = (part: Variables, base: Variables) =>
    Object.fromEntries(Object.entries(part).filter(([name, value]) => base[name] !== value));
  return {
    variables: differing(merged.variables, defaults.variables),
    light: differing(merged.light, defaults.light),
    dark: differing(merged.dark, defaults.dark),
  };
}

/**
 * The app's theme as CSS variables: exactly what MantineProvider would write in a `<style>` at every start (the
 * primary colour, the radius, the fonts, and the colours darkened to reach AA contrast), computed when the app is
 * built (vite.config.ts puts it in the app's stylesheet) instead of in the browser, where it cost ~46 ms at 4× CPU
 * slowdown on every first screen (docs/decisions/production.md). theme-variables.test.tsx compares it with what
 * MantineProvider writes, so the two cannot drift apart.
 */
export function themeVariablesCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  return convertCssVariables(withoutDefaults(deepMerge(defaultCssVariablesResolver(full), cssVariablesResolver(full))));
}
