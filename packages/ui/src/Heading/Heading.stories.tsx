import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Благодарности' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Благодарности' })).toBeInTheDocument();
  },
};
export const Level2: Story = { args: { level: 2 } };
export const Level3: Story = { args: { level: 3 } };
export const Level4: Story = { args: { level: 4 } };

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Heading level={1}>Уровень 1 — страница</Heading>
      <Heading level={2}>Уровень 2 — раздел</Heading>
      <Heading level={3}>Уровень 3 — карточка</Heading>
      <Heading level={4}>Уровень 4 — подраздел</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [h1, h2, h3, h4] = within(canvasElement).getAllByRole('heading');
    const size = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize);
    await expect(size(h1!)).toBeGreaterThan(size(h2!));
    await expect(size(h2!)).toBeGreaterThan(size(h3!));
    await expect(size(h3!)).toBeGreaterThan(size(h4!));
  },
};

/** Outline level 2 that looks like level 4. */
export const VisualSizeOverride: Story = {
  args: { level: 2, size: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { level: 2, children: 'Итоги квартального челленджа «Лучший наставник года» по всем подразделениям компании и её дочерним организациям' },
  render: (args) => (
    <div style={{ width: '20rem' }}>
      <Heading {...args} />
    </div>
  ),
};

export const English: Story = { globals: { locale: 'en' }, args: { children: 'Thanks' } };
