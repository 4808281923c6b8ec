import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { Stack } from './Stack.tsx';

const Box = ({ label }: { label: string }) => (
  <div style={{ padding: `${vars.space.sm} ${vars.space.lg}`, background: vars.color.accentSubtle, color: vars.color.onAccentSubtle, borderRadius: vars.radius.sm }}>
    {label}
  </div>
);

const meta = {
  title: 'UI/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 'md',
    children: [<Box key="1" label="Первый" />, <Box key="2" label="Второй" />, <Box key="3" label="Третий" />],
  },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children are spaced by the gap token (md = 0.75rem). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText(/Первый|Второй/);
    const gap = b!.getBoundingClientRect().top - a!.getBoundingClientRect().bottom;
    await expect(gap).toBeCloseTo(12, 0);
  },
};
export const GapNone: Story = { args: { gap: 'none' } };
export const GapXxl: Story = { args: { gap: 'xxl' } };
export const AlignCenter: Story = { args: { align: 'center' } };
export const AlignEnd: Story = { args: { align: 'end' } };
export const Row: Story = { args: { direction: 'row', gap: 'sm' } };
export const AsList: Story = {
  args: {
    as: 'ul',
    children: [<li key="1">Анна</li>, <li key="2">Борис</li>],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
