import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { withFeatures } from '../../testing/decorators.tsx';

/** The ru/en switch of the header and the sign-in page (SPEC §1 Languages). */
const meta = {
  title: 'Features/Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [withFeatures],
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Russian: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Русский/ })).toBeVisible();
  },
};

export const SwitchToEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Русский/ }));
    await userEvent.click(await body().findByRole('option', { name: 'English' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /English/ })).toBeVisible());
    await expect(window.localStorage.getItem('lang')).toBe('en');
    window.localStorage.removeItem('lang');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /English/ })).toBeVisible();
  },
};

/** On a phone the same select shows the language's code; the options keep the full names. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Русский/ });
    await expect(within(trigger).getByText('RU')).toBeVisible();
    await userEvent.click(trigger);
    await expect(await body().findByRole('option', { name: 'English' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
