import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';
import { ShellConfigProvider } from '../config/index.ts';
import { withFeatures } from '../../testing/decorators.tsx';

const withContacts = (Story: () => ReactNode) => (
  <ShellConfigProvider config={{ isRegistered: () => true, contacts: { feedbackEmail: 'support@romashka.ru', telegram: '@romashka_help' } }}>
    <Story />
  </ShellConfigProvider>
);

const meta = {
  title: 'Features/Shell/Footer',
  component: Footer,
  decorators: [withContacts, withFeatures],
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contacts, terms, privacy, © 2008–year. */
export const Russian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'support@romashka.ru' })).toHaveAttribute('href', 'mailto:support@romashka.ru');
    await expect(canvas.getByRole('link', { name: '@romashka_help' })).toHaveAttribute('href', 'https://t.me/romashka_help');
    await expect(canvas.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', '/terms_of_use');
    await expect(canvas.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy_policy');
    await expect(canvas.getByText('© 2008–2026 Gratia')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Terms of use' })).toBeInTheDocument();
  },
};
/** An installation without contacts configured shows only the links and the copyright. */
export const WithoutContacts: Story = {
  decorators: [
    (Story) => (
      <ShellConfigProvider config={{ isRegistered: () => true, contacts: {} }}>
        <Story />
      </ShellConfigProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /@/ })).toBeNull();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
