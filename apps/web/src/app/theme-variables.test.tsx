import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import { themeVariablesCss } from './theme-variables';

describe("the theme's CSS variables, written when the app is built", () => {
  it('are exactly what MantineProvider would write for the theme in the browser', () => {
    const { container } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>page</p>
      </MantineProvider>,
    );
    const written = [...container.ownerDocument.querySelectorAll('style[data-mantine-styles]')]
      .map((style) => style.innerHTML)
      .filter((css) => css.includes('--mantine-'));
    expect(written).toEqual([themeVariablesCss()]);
    // The contrast fixes are in it (dimmed text at AA on white), and the shop's primary colour.
    expect(themeVariablesCss()).toContain('--mantine-color-dimmed: #5c6670');
    expect(themeVariablesCss()).toContain('--mantine-primary-color-filled: var(--mantine-color-court-filled)');
  });
});
