import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../shell/index.ts';
import { contacts, longContacts, noContacts } from '../testing/contacts.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { pending } from '../testing/mockFetch.ts';
import { LegalDocument } from './LegalDocument.tsx';

const SESSION = 'GET /api/auth/session';
const CONTACTS = 'GET /api/instance/contacts';
const signedOut = { [SESSION]: { signedIn: false }, [CONTACTS]: contacts };
const signedIn = { [SESSION]: { signedIn: true }, [CONTACTS]: contacts };
const phone = { viewport: { value: 'phone', isRotated: false } };

/**
 * /terms_of_use and /privacy_policy (SPEC §2 Footer) as the app shows them: inside the auth layout
 * at reading width. The session and the installation's contacts come from the mock API; the PDF
 * link is only checked, never followed (stories never load the real PDFs).
 */
const meta = {
  title: 'Features/Legal/LegalDocument',
  component: LegalDocument,
  decorators: [withFeatures],
  args: { name: 'terms_of_use' },
  parameters: { layout: 'fullscreen', features: { route: '/terms_of_use', handlers: signedOut } },
  render: (args) => (
    <AuthLayout kind="reading">
      <LegalDocument {...args} />
    </AuthLayout>
  ),
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page has no part wider than the screen (no sideways scrolling). */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth));
  for (const el of canvasElement.querySelectorAll<HTMLElement>('h1, h2, p, li, a')) {
    await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  }
}

/** The terms of use, signed out: back to sign-in, title, last update, the Russian PDF, six numbered sections, the contacts inline. */
export const TermsOfUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Доступ',
      '2. Баллы',
      '3. Сообщения',
      '4. Администраторы',
      '5. Изменения',
      '6. Вопросы',
    ]);
    await expect(canvas.getByText('24 нояб. 2026 г.')).toHaveAttribute('datetime', '2026-11-24');
    const pdf = canvas.getByRole('link', { name: 'Скачать PDF' });
    await expect(pdf).toHaveAttribute('href', '/legal/terms_of_use.ru.pdf');
    await expect(pdf).toHaveAttribute('download');
    await expect(await canvas.findByRole('link', { name: 'Ко входу' })).toHaveAttribute('href', '/login');
    const where = await canvas.findByTestId('legal-contacts');
    await expect(where).toHaveTextContent(
      'Вопросы об этих условиях пишите на адрес support@romashka.ru или в Telegram @romashka_help или задавайте администратору вашего сообщества.',
    );
    await expect(within(where).getByRole('link', { name: 'support@romashka.ru' })).toHaveAttribute('href', 'mailto:support@romashka.ru');
    await expect(within(where).getByRole('link', { name: '@romashka_help' })).toHaveAttribute('href', 'https://t.me/romashka_help');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The privacy policy, signed out: five numbered sections, its own PDF, the contacts where it says how to delete one's data. */
export const PrivacyPolicy: Story = {
  args: { name: 'privacy_policy' },
  parameters: { features: { route: '/privacy_policy' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.getByRole('heading', { level: 2, name: '5. Удаление' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute('href', '/legal/privacy_policy.ru.pdf');
    await expect(await canvas.findByTestId('legal-contacts')).toHaveTextContent('Чтобы удалить свои данные, обратитесь к администратору сообщества или напишите на адрес support@romashka.ru или в Telegram @romashka_help.');
  },
};

/** In English: the English text, the English PDF, "To sign-in". */
export const TermsOfUseEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Access' })).toBeVisible();
    await expect(canvas.getByText('Nov 24, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/legal/terms_of_use.en.pdf');
    await expect(await canvas.findByRole('link', { name: 'To sign-in' })).toHaveAttribute('href', '/login');
    await expect(await canvas.findByTestId('legal-contacts')).toHaveTextContent(
      'Send questions about these terms to support@romashka.ru or to @romashka_help on Telegram, or ask your community administrator.',
    );
  },
};

export const PrivacyPolicyEnglish: Story = {
  args: { name: 'privacy_policy' },
  globals: { locale: 'en' },
  parameters: { features: { route: '/privacy_policy' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1. What we keep' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/legal/privacy_policy.en.pdf');
  },
};

/** A signed-in member (from the footer) goes back to the app, not to sign-in. */
export const SignedIn: Story = {
  parameters: { features: { handlers: signedIn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Вернуться в приложение' })).toHaveAttribute('href', '/main');
    await expect(canvas.queryByRole('link', { name: 'Ко входу' })).toBeNull();
  },
};

export const SignedInEnglish: Story = {
  args: { name: 'privacy_policy' },
  globals: { locale: 'en' },
  parameters: { features: { route: '/privacy_policy', handlers: signedIn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/main');
    await expect(canvas.queryByRole('link', { name: 'To sign-in' })).toBeNull();
  },
};

/** While the session is asked, the back link's line is kept but not shown (nothing moves when it appears). */
export const SessionLoading: Story = {
  parameters: { features: { handlers: { [SESSION]: pending, [CONTACTS]: contacts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Ко входу|Вернуться/ })).toBeNull();
  },
};

/** An installation without FEEDBACK_EMAIL and FEEDBACK_TELEGRAM: the document sends questions to the community administrator only. */
export const WithoutContacts: Story = {
  parameters: { features: { handlers: { [SESSION]: { signedIn: false }, [CONTACTS]: noContacts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Вопросы об этих условиях задавайте администратору вашего сообщества.')).toBeVisible();
    await expect(canvas.queryByTestId('legal-contacts')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};

/** Only a Telegram contact configured: the sentence names it alone. */
export const TelegramOnly: Story = {
  parameters: { features: { handlers: { [SESSION]: { signedIn: false }, [CONTACTS]: { feedbackEmail: null, telegram: 'romashka_help' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('legal-contacts')).toHaveTextContent(
      'Вопросы об этих условиях пишите в Telegram @romashka_help или задавайте администратору вашего сообщества.',
    );
  },
};

/** The language switch above the card switches the document, its date and its PDF at once. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Русский/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '6. Questions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/legal/terms_of_use.en.pdf');
    await expect(canvas.getByRole('link', { name: 'To sign-in' })).toBeVisible();
    window.localStorage.removeItem('lang');
  },
};

/** On a phone the text wraps inside the screen: nothing is wider than it. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'support@romashka.ru' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PhoneEnglishSignedIn: Story = {
  args: { name: 'privacy_policy' },
  globals: { ...phone, locale: 'en' },
  parameters: { features: { route: '/privacy_policy', handlers: signedIn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to the app' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The longest contacts (a long e-mail address, a 32-character nickname) on a phone: they break inside the column. */
export const PhoneLongContacts: Story = {
  globals: phone,
  parameters: { features: { handlers: { [SESSION]: { signedIn: false }, [CONTACTS]: longContacts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: longContacts.feedbackEmail! })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `@${longContacts.telegram!}` })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
