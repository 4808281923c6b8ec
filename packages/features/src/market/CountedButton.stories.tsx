import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountedButton } from './CountedButton.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Market/CountedButton',
  component: CountedButton,
  decorators: [withFeatures],
  args: { children: 'Корзина', count: 4, countLabel: 'Предложений в корзине: 4', variant: 'primary', badgeTone: 'neutral', onPress: fn() },
} satisfies Meta<typeof CountedButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count is a badge and the button's description; the name stays its label; a press reaches `onPress`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Корзина' });
    await expect(button).toHaveAccessibleDescription('Предложений в корзине: 4');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Nothing counted: no badge and no description. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Корзина' });
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(button).toHaveTextContent(/^Корзина$/);
  },
};

/** Over 99: the badge says 99+, the description keeps the real number. */
export const Many: Story = {
  args: { count: 120, countLabel: 'Предложений в корзине: 120', variant: 'secondary', badgeTone: 'accent' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Корзина' });
    await expect(button).toHaveTextContent('99+');
    await expect(button).toHaveAccessibleDescription('Предложений в корзине: 120');
  },
};

/** In English. */
export const English: Story = {
  args: { children: 'Cart', countLabel: 'Items in the cart: 4' },
  globals: { locale: 'en' },
};
