import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { Text } from './Text.tsx';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Спасибо за помощь с релизом!' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'critical', 'positive', 'accent', 'inherit'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByText('Спасибо за помощь с релизом!');
    await expect(p.tagName).toBe('P');
  },
};

/**
 * Every tone on a raised surface (where text tones are derived to keep AA); axe checks each in
 * the selected org theme.
 */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', padding: vars.space.lg, background: vars.color.surface }}>
      {(['default', 'muted', 'critical', 'positive', 'accent'] as const).map((tone) => (
        <Text key={tone} tone={tone}>
          tone = {tone}: Баллы начислены
        </Text>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((size) => (
        <Text key={size} size={size}>
          size = {size}
        </Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} weight={weight}>
          weight = {weight}
        </Text>
      ))}
    </div>
  ),
};

export const AsSpan: Story = {
  args: { as: 'span' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Спасибо за помощь с релизом!').tagName).toBe('SPAN');
  },
};

export const Truncated: Story = {
  args: { truncate: true, children: 'Очень длинное имя получателя благодарности, которое не помещается в одну строку карточки' },
  render: (args) => (
    <div style={{ width: '14rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByText(/Очень длинное/);
    await expect(p.scrollWidth).toBeGreaterThan(p.clientWidth);
  },
};

/** `lines={3}`: a long message wraps to three lines at most, the third ending in an ellipsis. */
export const ThreeLines: Story = {
  args: {
    lines: 3,
    children:
      'Спасибо за помощь с релизом: ты разобралась с миграцией базы, переписала сценарии проверки, провела ночь на связи с дежурными и ещё успела объяснить новичкам, как всё устроено. Без тебя мы бы не успели к пятнице.',
  },
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByText(/Спасибо за помощь/);
    const line = parseFloat(getComputedStyle(p).lineHeight);
    await expect(p.clientHeight).toBeLessThanOrEqual(Math.ceil(line * 3) + 1);
    await expect(p.clientHeight).toBeGreaterThan(line * 2);
    await expect(p.scrollHeight).toBeGreaterThan(p.clientHeight);
  },
};

export const LongWord: Story = {
  args: { children: 'Благодарностьзаотличнуюработунадпроектомвпрошломквартале' },
  render: (args) => (
    <div style={{ width: '10rem' }}>
      <Text {...args} />
    </div>
  ),
};

export const English: Story = { globals: { locale: 'en' }, args: { children: 'Thank you for helping with the release!' } };
