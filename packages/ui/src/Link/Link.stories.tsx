import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#rules', children: 'Правила сообщества' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real anchor; keyboard focus shows the ring. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Правила сообщества' });
    await expect(link).toHaveAttribute('href', '#rules');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

export const InText: Story = {
  render: (args) => (
    <p>
      Прочитайте <Link {...args} /> перед тем, как отправить первую благодарность.
    </p>
  ),
};

export const OnPress: Story = {
  args: { href: undefined, onPress: fn(), children: 'Показать ещё' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Показать ещё' });
    await userEvent.click(link);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongText: Story = {
  args: { children: 'Очень длинная ссылка на страницу с подробными правилами начисления и распределения баллов в сообществе' },
  render: (args) => (
    <p style={{ maxWidth: '16rem' }}>
      <Link {...args} />
    </p>
  ),
};

export const English: Story = { globals: { locale: 'en' }, args: { children: 'Community rules' } };
