import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { IconButton, Inline, Stack, Text } from '@gratia/ui';
import { StrokeIcon } from './StrokeIcon.tsx';

/** A heart on the 24 × 24 grid (the feed's like). */
const heart = <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />;

/** A bell (notifications). */
const bell = (
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>
);

/** A length token (a CSS variable) in pixels, as this document resolves it. */
function tokenPx(length: string): number {
  const probe = document.createElement('div');
  probe.style.width = length;
  document.body.append(probe);
  const px = probe.getBoundingClientRect().width;
  probe.remove();
  return px;
}

/** The only drawing in the story. */
function icon(canvasElement: HTMLElement): SVGSVGElement {
  const svgs = canvasElement.querySelectorAll('svg');
  if (svgs.length !== 1) throw new Error(`expected one icon, found ${svgs.length}`);
  return svgs[0]!;
}

/**
 * The frame of every product icon: a 24 × 24 stroke drawing in the current text colour, sized by
 * the icon tokens (or 1 em), always decorative — the control it sits in carries the name.
 */
const meta = {
  title: 'Features/Shared/StrokeIcon',
  component: StrokeIcon,
  args: { children: heart },
} satisfies Meta<typeof StrokeIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default size (`vars.size.icon`, navigation and header), outlined, hidden from assistive technology. */
export const Medium: Story = {
  play: async ({ canvasElement }) => {
    const svg = icon(canvasElement);
    const size = tokenPx(vars.size.icon);
    await expect(size).toBeGreaterThan(0);
    await expect(svg.getBoundingClientRect().width).toBeCloseTo(size, 1);
    await expect(svg.getBoundingClientRect().height).toBeCloseTo(size, 1);
    await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(svg).toHaveAttribute('fill', 'none');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** `size="sm"` (`vars.size.iconSm`, inside small buttons): smaller than the default. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const svg = icon(canvasElement);
    const size = tokenPx(vars.size.iconSm);
    await expect(size).toBeLessThan(tokenPx(vars.size.icon));
    await expect(svg.getBoundingClientRect().width).toBeCloseTo(size, 1);
    await expect(svg.getBoundingClientRect().height).toBeCloseTo(size, 1);
  },
};

/** `size="em"`: one em of the text it sits in, so it grows with a larger heading. */
export const FollowsText: Story = {
  args: { size: 'em', children: bell },
  render: (args) => (
    <Stack gap="md">
      <Text size="sm" data-testid="small-text">
        <StrokeIcon {...args} /> Уведомления
      </Text>
      <Text size="xxl" data-testid="large-text">
        <StrokeIcon {...args} /> Уведомления
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of ['small-text', 'large-text']) {
      const text = canvas.getByTestId(id);
      const svg = text.querySelector('svg')!;
      const fontSize = parseFloat(getComputedStyle(text).fontSize);
      await expect(svg.getBoundingClientRect().width).toBeCloseTo(fontSize, 1);
      await expect(svg.getBoundingClientRect().height).toBeCloseTo(fontSize, 1);
    }
    const small = canvas.getByTestId('small-text').querySelector('svg')!;
    const large = canvas.getByTestId('large-text').querySelector('svg')!;
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
  },
};

/** The stroke takes the colour of the text around it: muted, accent, critical, positive. */
export const CurrentColour: Story = {
  render: (args) => (
    <Inline gap="lg">
      {(['muted', 'accent', 'critical', 'positive'] as const).map((tone) => (
        <Text key={tone} tone={tone} data-tone={tone}>
          <StrokeIcon {...args} />
        </Text>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(texts).toHaveLength(4);
    for (const text of texts) {
      const svg = text.querySelector('svg')!;
      await expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(text).color);
      await expect(getComputedStyle(svg).fill).toBe('none');
    }
    // Four tones, four different colours: the icon is not drawn in one fixed colour.
    await expect(new Set(texts.map((text) => getComputedStyle(text.querySelector('svg')!).stroke)).size).toBe(4);
  },
};

/** `filled`: the shape is filled with the text colour too (a liked heart). */
export const Filled: Story = {
  args: { filled: true },
  render: (args) => (
    <Text tone="critical">
      <StrokeIcon {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const svg = icon(canvasElement);
    await expect(svg).toHaveAttribute('fill', 'currentColor');
    const colour = getComputedStyle(svg.parentElement!).color;
    await expect(getComputedStyle(svg).fill).toBe(colour);
    await expect(getComputedStyle(svg).stroke).toBe(colour);
  },
};

/** Inside an icon-only button: the button's label is its whole name, the drawing adds nothing and takes no Tab stop. */
export const InIconButton: Story = {
  args: { size: 'em' },
  render: (args) => <IconButton aria-label="Нравится" icon={<StrokeIcon {...args} />} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName('Нравится');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(button.querySelector('svg')).toHaveAttribute('focusable', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
