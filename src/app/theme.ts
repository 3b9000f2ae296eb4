// One Mantine theme for the whole app. Colours are chosen for WCAG AA contrast on white (the e2e
// suite runs axe-core on every route): light variants use the darkest shade for their text, links
// inside text are underlined, and scrollable tables can be reached with the keyboard.
import { Anchor, createTheme, defaultVariantColorsResolver, parseThemeColor, type VariantColorsResolver } from '@mantine/core';

const readableLightVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = `var(--mantine-color-${parsed.color}-9)`;
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: {
    brand: ['#eef3ff', '#dbe4ff', '#b4c7ff', '#8aa8fd', '#5f86f8', '#3d6af2', '#2a5be6', '#1c4fd8', '#1741b3', '#12338c'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  variantColorResolver: readableLightVariants,
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A plain object, not TableScrollContainer.extend(): importing the component would put Mantine's
    // Table with its ScrollArea and floating-ui (about 19 KB gzip) in every page's start-up JavaScript.
    TableScrollContainer: {
      defaultProps: { type: 'native', tabIndex: 0, role: 'region', 'aria-label': 'Scrollable table' },
    },
  },
});
