import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { A11Y } from '@newsroom/shared';

/**
 * Mantine's palette with shades 6–9 darkened (shades 0–5, the light backgrounds, are Mantine's own),
 * so that every component reads at WCAG 2.2 AA (4.5:1) through the theme, never per component:
 * - shade 6 is the filled background under white text (buttons, badges, checkboxes), the outline
 *   and subtle colour, links (`--mantine-color-anchor`) and, for red, every error message; it reads
 *   at 4.6:1 or more on white and on gray.0 (the sidebar and the footer);
 * - shade 9 is the text of the light variant (the 'Aktív' badge, alerts, NavLink's active item) on
 *   shade 1, and on shade 2 while hovered: 4.7:1 or more;
 * - gray 6 is the dimmed text (`c="dimmed"`, descriptions, the sidebar's group names): 4.6:1 on
 *   gray.1 and 5.2:1 on white.
 * theme.test.ts checks these ratios.
 */
// biome-ignore format: one colour per line, shades 0 to 9
export const colors = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#686e74', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c84242', '#c53333', '#b82828', '#aa2323'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#c53e6d', '#c22e62', '#b62356', '#a61e4d'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#aa43c4', '#a33abc', '#9534ad', '#842d9a'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#7950f2', '#7048e8', '#6741d9', '#5839b6'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4766e4', '#3f5edf', '#3756ce', '#3147b4'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1c74c0', '#186cb8', '#1662a9', '#155999'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7c8b', '#0c7484', '#0a6a7a', '#096172'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0d815e', '#097958', '#076e4f', '#066548'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#2b813a', '#257934', '#216f30', '#20652e'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#517d13', '#4a760e', '#426c0a', '#3e6309'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#956903', '#935f00', '#8c5200', '#8a4700'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#b2590e', '#b24a05', '#a74009', '#9f350b'],
} satisfies Record<string, MantineColorsTuple>;

export const theme = createTheme({
  colors,
  primaryColor: 'blue',
  primaryShade: 6,
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Every dialog's and drawer's × says what it does; a dialog gives focus back to its opener.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': A11Y.close }, returnFocus: true } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': A11Y.close }, returnFocus: true } },
    // The menu's hidden first-focus placeholder is a role=presentation child, which a role=menu may
    // not have (axe aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
