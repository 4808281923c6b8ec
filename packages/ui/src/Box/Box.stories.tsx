import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';
import { sprinkles } from './sprinkles.css.ts';

const meta = {
  title: 'UI/Box',
  component: Box,
  tags: ['autodocs'],
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box background="surfaceRaised" color="text" padding="md" borderRadius="md" boxShadow="sm">
    {children}
  </Box>
);

/** Token spacing, colour roles, radius and shadow; the padding is the `lg` space token. */
export const Basic: Story = {
  render: () => (
    <Box data-testid="box" background="surface" color="text" padding="lg" borderRadius="lg" boxShadow="md">
      Карточка из токенов
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const lg = getComputedStyle(document.documentElement).getPropertyValue('--space-lg').trim();
    await expect(lg).toBe('1rem');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

/** Responsive grid: 1 column on phones, 2 on tablets, 4 on desktops (this viewport: desktop). */
export const ResponsiveGrid: Story = {
  render: () => (
    <Box data-testid="grid" display="grid" gridTemplateColumns={{ phone: '1', tablet: '2', desktop: '4' }} gap={['sm', 'md', 'lg']}>
      <Tile>Один</Tile>
      <Tile>Два</Tile>
      <Tile>Три</Tile>
      <Tile>Четыре</Tile>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const width = window.innerWidth;
    await expect(columns).toBe(width >= 1200 ? 4 : width >= 768 ? 2 : 1);
  },
};

/** Flex row that stacks on phones. */
export const StackOnPhone: Story = {
  render: () => (
    <Box as="section" aria-label="Пример" display="flex" flexDirection={{ phone: 'column', tablet: 'row' }} gap="md" alignItems="stretch">
      <Tile>Слева</Tile>
      <Tile>Справа</Tile>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Пример' }).tagName).toBe('SECTION');
  },
};

/** `sprinkles` can also be used directly for a class name. */
export const SprinklesClass: Story = {
  render: () => <div className={sprinkles({ background: 'accentSubtle', color: 'onAccentSubtle', paddingX: 'xl', paddingY: 'sm', borderRadius: 'full' })}>sprinkles()</div>,
};
