import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Активен' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'accent', 'info', 'positive', 'warning', 'critical'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Активен')).toHaveAttribute('data-tone', 'neutral');
  },
};
export const Accent: Story = { args: { tone: 'accent', children: '12' } };
export const Info: Story = { args: { tone: 'info', children: 'Запланирован' } };
export const Positive: Story = { args: { tone: 'positive', children: 'Завершён' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Ожидает' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Отменён' } };

/** All tones side by side; axe checks their contrast in the selected theme. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {(['neutral', 'accent', 'info', 'positive', 'warning', 'critical'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongText: Story = { args: { children: 'Ожидает подтверждения администратором' } };
export const English: Story = { globals: { locale: 'en' }, args: { tone: 'positive', children: 'Completed' } };
