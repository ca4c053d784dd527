import { colorsTuple, createTheme, type CSSVariablesResolver, DEFAULT_THEME, getDefaultZIndex, type MantineColorsTuple } from '@mantine/core';

// Shades and contrast ratios are listed in docs/accessibility.md#colours.

// A dialog's box, then the toasts, then the dialog's dimmed overlay. Under the overlay a toast could
// be neither read nor dismissed (a click on its × hit the overlay and closed the dialog); above
// the box it covered a tall dialog's controls at the bottom corner, where its banner says the same.
export const TOAST_Z_INDEX = getDefaultZIndex('modal') - 1;
const UNDER_TOASTS = { zIndex: TOAST_Z_INDEX - 1 };

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

// Mantine's teal with its two darkest shades one step deeper: index 8, the filled shade of
// buttons, active tabs and badges, carries white text at 5.0:1, and 9 (its hover) stays above.
const teal = colorsTuple([...DEFAULT_THEME.colors.teal.slice(0, 8), '#087f5b', '#066c4e']);

// Text in a colour on the light scheme (light badges, alerts, subtle buttons, c="red"): Mantine
// writes shade 9 on shade 1, too faint for these hues; these reach 4.7:1 on shade 1 and more on white.
const LIGHT_INKS: Record<string, string> = {
  green: '#267937',
  red: '#c12828',
  yellow: '#a65600',
  orange: '#b63c0d',
  lime: '#4a760a',
};

/** Each colour's text variables on the light scheme, pointed at its ink. */
function lightInkVariables(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const ink = LIGHT_INKS[name] ?? shades[9];
    variables[`--mantine-color-${name}-text`] = ink;
    variables[`--mantine-color-${name}-light-color`] = ink;
    variables[`--mantine-color-${name}-outline`] = ink;
  }
  return variables;
}

/**
 * The scheme-dependent colours Mantine's defaults leave below AA, and the app's own: the sunken
 * surface of panels set into the page (ticker strip, feed filter bar), the hovered or selected
 * card's, the focus ring of cards and tiles, and the asset board's heat (docs/product.md#asset-pages).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...lightInkVariables(resolved.colors),
    '--mantine-color-text': navy[7],
    '--mantine-color-bright': navy[9],
    '--mantine-color-dimmed': '#525c6e',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    '--mantine-color-error': LIGHT_INKS.red!,
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--aw-surface-sunken': '#f1f4f8',
    '--aw-surface-hover': 'var(--mantine-color-gray-0)',
    '--aw-focus-ring': 'var(--mantine-color-teal-8)',
    '--aw-heat-even': 'var(--mantine-color-gray-1)',
    '--aw-heat-bullish': 'var(--mantine-color-green-3)',
    '--aw-heat-bearish': 'var(--mantine-color-red-3)',
  },
  dark: {
    // Red 8 on navy is 3.8:1; red 5 is 6.2:1.
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--aw-surface-sunken': navy[8],
    // Not Mantine's hover (navy 5): dimmed text on it is 4.2:1.
    '--aw-surface-hover': navy[6],
    // Grey's light badges and buttons on navy rather than Mantine's near-black.
    '--mantine-color-gray-light': navy[5],
    '--mantine-color-gray-light-hover': navy[4],
    '--aw-focus-ring': 'var(--mantine-color-teal-5)',
    // Deep enough that white and the body text keep 7:1 and 5:1 on a tile at full strength.
    '--aw-heat-even': navy[6],
    '--aw-heat-bullish': '#237032',
    '--aw-heat-bearish': '#a82323',
  },
});

/** The one theme of the app: navy surfaces in the dark scheme, white ones in the light, teal accents for "up" and actions. */
export const theme = createTheme({
  primaryColor: 'teal',
  // One shade for both schemes, so that autoContrast (which reads the light scheme's shade)
  // picks the right text colour in the dark one too.
  primaryShade: 8,
  // White text where it reaches 4.5:1 (luminance up to 0.183), black above: red 8 (0.183) keeps
  // white, orange, yellow and green 8 take black.
  autoContrast: true,
  luminanceThreshold: 0.185,
  colors: { dark: navy, teal },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Dialogs, menus and panels open without sliding for readers who asked for less motion.
  respectReducedMotion: true,
  components: {
    // A text field's focus sign is its border alone: the app's focus ring colour keeps it at 3:1
    // on the field in both schemes (Mantine's teal 8 is 2.99:1 on a dark field; WCAG 1.4.11).
    Input: { styles: { input: { '--input-bd-focus': 'var(--aw-focus-ring)' } } },
    // Mantine's close button is an icon alone: without a name a screen reader says only "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, overlayProps: UNDER_TOASTS } },
    ModalOverlay: { defaultProps: UNDER_TOASTS },
    // Mantine draws a dialog's header as <header>, which outside a section is a second banner
    // landmark beside the page's: a screen reader's landmark list named two.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, overlayProps: UNDER_TOASTS } },
    DrawerOverlay: { defaultProps: UNDER_TOASTS },
    // Under a title Mantine greys an alert's message and a toast's text to grey 6 (3.3:1 on white);
    // a toast's and a dismissable alert's close buttons need a name as the dialogs' do. Plain
    // objects, not .extend(): importing the two components would pull them into the first load.
    Alert: { defaultProps: { closeButtonLabel: 'Close' }, styles: { message: { color: 'var(--mantine-color-text)' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});
