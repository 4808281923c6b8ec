import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: '#командная работа' },
  argTypes: { tone: { control: 'inline-radio', options: ['accent', 'neutral'] } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Без категории' } };
export const WithIcon: Story = { args: { icon: <span aria-hidden="true">🤝</span>, children: 'Взаимопомощь' } };

/** Long text is cut with an ellipsis inside a narrow parent; `title` keeps it readable. */
export const LongText: Story = {
  args: {
    children: '#очень длинное название ценности компании, которое не помещается',
    title: '#очень длинное название ценности компании, которое не помещается',
  },
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Tag {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText(/очень длинное/);
    await expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.querySelector('div > div')!.getBoundingClientRect().width + 1);
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { children: '#teamwork' } };
