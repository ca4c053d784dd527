import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A navy-tinted dark palette: Mantine's neutral greys read as "generic app", terminal-style
// navy reads as "markets". Index 7 is the page background, 6 inputs, 4 borders, 0 text.
const navy: MantineColorsTuple = [
  '#d5dbe7',
  '#b3bccd',
  '#8c97ad',
  '#66728a',
  '#3b4659',
  '#2b3446',
  '#1f2737',
  '#151c2a',
  '#10161f',
  '#0a0e16',
];

/** The one theme of the app: dark, navy surfaces, teal accents for "up" and actions. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 6 },
  colors: { dark: navy },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Mantine's close button is an icon alone: without a name a screen reader says only "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
