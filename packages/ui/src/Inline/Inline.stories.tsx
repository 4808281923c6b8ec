import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from '../Tag/Tag.tsx';
import { Inline } from './Inline.tsx';

const tags = ['командная работа', 'забота', 'инициатива', 'результат', 'открытость', 'обучение', 'качество'];

const meta = {
  title: 'UI/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { children: tags.map((t) => <Tag key={t}>#{t}</Tag>) },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Wraps onto several lines in a narrow container. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByText(/^#/);
    const tops = new Set(items.map((el) => Math.round(el.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

export const NoWrap: Story = {
  args: { wrap: false },
  render: (args) => (
    <div style={{ width: '16rem', overflow: 'auto' }}>
      <Inline {...args} />
    </div>
  ),
};

export const JustifyBetween: Story = {
  args: { justify: 'between', children: [<span key="a">Слева</span>, <span key="b">Справа</span>] },
};
export const GapLarge: Story = { args: { gap: 'xl' } };
