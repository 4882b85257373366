import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'court',
  colors: {
    court: ['#e6f7f1', '#c9ebdf', '#98d8c2', '#63c3a3', '#3aae88', '#1f9b75', '#0b7a5a', '#086a4e', '#055a42', '#024a35'],
  },
  primaryShade: 6,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
