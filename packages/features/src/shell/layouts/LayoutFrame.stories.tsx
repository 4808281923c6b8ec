import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { Box, Card, Stack, Text } from '@gratia/ui';
import { LayoutFrame } from './LayoutFrame.tsx';

/** A header, a body and a footer standing in for the layouts' own. */
const column = (
  <>
    <Box as="header" padding="md" background="surfaceRaised">
      <Text weight="semibold">Шапка</Text>
    </Box>
    <Box as="main" padding="lg" aria-label="Основное содержимое">
      <Card>
        <Text>Содержимое экрана</Text>
      </Card>
    </Box>
    <Box as="footer" padding="md" background="surfaceSunken">
      <Text size="sm" tone="muted">
        Подвал
      </Text>
    </Box>
  </>
);

/** A body much taller than the screen. */
const longColumn = (
  <>
    <Box as="header" padding="md" background="surfaceRaised">
      <Text weight="semibold">Шапка</Text>
    </Box>
    <Box as="main" padding="lg" aria-label="Основное содержимое">
      <Stack gap="md">
        {Array.from({ length: 30 }, (_, i) => (
          <Card key={i}>
            <Text>{`Карточка ${i + 1}`}</Text>
          </Card>
        ))}
      </Stack>
    </Box>
  </>
);

/** The computed value of `property` of an element painted with the token `value` (a colour role). */
function tokenColour(property: 'background-color' | 'color', value: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const colour = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return colour;
}

/** Perceived lightness of an `rgb(…)` colour, 0 … 255. */
function lightness(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The frame in the story. */
const frame = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-layout]');
  if (!element) throw new Error('no layout frame');
  return element;
};

/**
 * The page frame every layout shares: at least the screen's height, its children in a column,
 * the theme's surface, text colour and font; `data-layout` names the layout.
 */
const meta = {
  title: 'Features/Shell/LayoutFrame',
  component: LayoutFrame,
  parameters: { layout: 'fullscreen' },
  args: { layout: 'main', children: column },
} satisfies Meta<typeof LayoutFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main layout's frame: header, body and footer one under another, filling the screen on the page surface. */
export const Main: Story = {
  play: async ({ canvasElement }) => {
    const element = frame(canvasElement);
    await expect(element).toHaveAttribute('data-layout', 'main');
    await expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    const canvas = within(canvasElement);
    const tops = [canvas.getByRole('banner'), canvas.getByRole('main'), canvas.getByRole('contentinfo')].map((el) => el.getBoundingClientRect().top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(tops[0]).toBeLessThan(tops[2]!);
    const style = getComputedStyle(element);
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe('column');
    await expect(style.backgroundColor).toBe(tokenColour('background-color', vars.color.surface));
    await expect(style.color).toBe(tokenColour('color', vars.color.text));
    await expect(style.fontFamily).toContain('Inter Variable');
    // A light theme: the surface is lighter than the text on it.
    await expect(lightness(style.backgroundColor)).toBeGreaterThan(lightness(style.color));
  },
};

/** The 'none' layout (the public market page): the page alone, still at least one screen high. */
export const Bare: Story = {
  args: {
    layout: 'none',
    children: (
      <Box padding="lg">
        <Card>
          <Text>Страница без шапки и подвала</Text>
        </Card>
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    const element = frame(canvasElement);
    await expect(element).toHaveAttribute('data-layout', 'none');
    await expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
    await expect(within(canvasElement).getByText('Страница без шапки и подвала')).toBeVisible();
  },
};

/** A body taller than the screen: the frame grows with it and never scrolls sideways. */
export const LongContent: Story = {
  args: { layout: 'main-without-footer', children: longColumn },
  play: async ({ canvasElement }) => {
    const element = frame(canvasElement);
    await expect(element).toHaveAttribute('data-layout', 'main-without-footer');
    const main = within(canvasElement).getByRole('main');
    await expect(element.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    await expect(element.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(main.getBoundingClientRect().bottom);
    await expect(within(canvasElement).getByText('Карточка 30')).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The dark org theme: the frame follows the theme's surface and text roles, now light text on a dark surface. */
export const DarkTheme: Story = {
  globals: { orgTheme: 'dark' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(frame(canvasElement));
    await expect(style.backgroundColor).toBe(tokenColour('background-color', vars.color.surface));
    await expect(style.color).toBe(tokenColour('color', vars.color.text));
    await expect(lightness(style.backgroundColor)).toBeLessThan(lightness(style.color));
  },
};

/** A phone: the same column, as wide as the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const element = frame(canvasElement);
    await expect(element.getBoundingClientRect().width).toBeCloseTo(document.documentElement.clientWidth, 0);
    await expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
