import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toastQueue } from '@gratia/ui';
import { Footer } from './Footer.tsx';
import { contacts, longContacts, noContacts } from '../../testing/contacts.ts';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';

const CONTACTS = 'GET /api/instance/contacts';

const meta = {
  title: 'Features/Shell/Footer',
  component: Footer,
  decorators: [withFeatures],
  args: { year: 2026 },
  parameters: { layout: 'fullscreen', features: { handlers: { [CONTACTS]: contacts } } },
  beforeEach: clearToasts,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The installation's contacts (GET /api/instance/contacts), terms, privacy, © 2008–year. */
export const Russian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'support@romashka.ru' })).toHaveAttribute('href', 'mailto:support@romashka.ru');
    await expect(canvas.getByRole('link', { name: '@romashka_help' })).toHaveAttribute('href', 'https://t.me/romashka_help');
    await expect(canvas.getByText('Обратная связь:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', '/terms_of_use');
    await expect(canvas.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy_policy');
    await expect(canvas.getByText('© 2008–2026 Gratia')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'support@romashka.ru' })).toBeVisible();
    await expect(canvas.getByText('Feedback:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toBeInTheDocument();
  },
};
/** An installation without FEEDBACK_EMAIL and FEEDBACK_TELEGRAM shows only the links and the copyright. */
export const WithoutContacts: Story = {
  parameters: { features: { handlers: { [CONTACTS]: noContacts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Пользовательское соглашение' })).toBeVisible();
    // Give the contacts call its answer, then nothing but the two documents is linked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/terms_of_use', '/privacy_policy']);
    await expect(canvas.queryByText('Обратная связь:')).toBeNull();
  },
};
/** Only a Telegram contact configured. */
export const TelegramOnly: Story = {
  parameters: { features: { handlers: { [CONTACTS]: { feedbackEmail: null, telegram: 'romashka_help' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '@romashka_help' })).toHaveAttribute('href', 'https://t.me/romashka_help');
    await expect(canvas.queryByText('Обратная связь:')).toBeNull();
  },
};
/** The contacts call fails: the footer names no contact and shows no error toast (it is not the member's problem). */
export const ContactsUnavailable: Story = {
  parameters: { features: { handlers: { [CONTACTS]: errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Пользовательское соглашение' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
    await expect(toastQueue.visibleToasts).toHaveLength(0);
  },
};
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'support@romashka.ru' })).toBeVisible();
  },
};
/** The longest contacts on a phone: they wrap inside the footer, the page never scrolls sideways. */
export const PhoneLongContacts: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { features: { handlers: { [CONTACTS]: longContacts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: longContacts.feedbackEmail! })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await waitFor(() => expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
