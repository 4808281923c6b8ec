import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text, full width; hidden from assistive tech. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(el).toHaveAttribute('aria-hidden', 'true');
    await expect(el.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const Sized: Story = {
  args: { width: '12rem', height: '3rem' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(el.getBoundingClientRect().width).toBeCloseTo(12 * root, 0);
    await expect(el.getBoundingClientRect().height).toBeCloseTo(3 * root, 0);
  },
};

export const Circle: Story = { args: { width: vars.size.avatarMd, height: vars.size.avatarMd, radius: 'full' } };

/** A card-shaped loading state, as widgets compose it (the region carries aria-busy). */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: vars.space.sm, maxWidth: '24rem' }}>
      <div style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
        <Skeleton width={vars.size.avatarMd} height={vars.size.avatarMd} radius="full" />
        <Skeleton width="40%" />
      </div>
      <Skeleton height="4rem" />
      <Skeleton width="60%" />
    </div>
  ),
};

/** Under prefers-reduced-motion the shimmer stops (checked against the computed style). */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = getComputedStyle(el).animationName;
    if (reduced) await expect(animation).toBe('none');
    else await expect(animation).not.toBe('none');
  },
};
