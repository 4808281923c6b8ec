import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileView } from './ProfileView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { settingsHidden } from '../testing/fixtures.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { blockedProfile, firedProfile, hiddenProfile, longProfile, otherProfile, ownProfile, profileHandler } from '../testing/profiles.ts';

const handlers = { ...defaultHandlers, 'GET /api/employees/profile': profileHandler() };

const meta = {
  title: 'Features/Profile/ProfileView',
  component: ProfileView,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/other_profile/3' } },
  args: { id: otherProfile.id },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);

/** A colleague: contacts as links, the division path, the birthday without its hidden year, "Say thanks" with them chosen. */
export const Other: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Мария Кузнецова' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Сказать спасибо' })).toHaveAttribute('href', '/new_transfer?to=3');
    await expect(canvas.queryByRole('link', { name: 'Редактировать профиль' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'maria.kuznetsova@romashka.ru' })).toHaveAttribute('href', 'mailto:maria.kuznetsova@romashka.ru');
    await expect(canvas.getByRole('link', { name: '+7 (921) 000-11-22' })).toHaveAttribute('href', 'tel:+79210001122');
    await expect(canvas.getByRole('link', { name: '@masha_k' })).toHaveAttribute('href', 'https://t.me/masha_k');
    await expect(canvas.getByText('14 февраля')).toBeInTheDocument();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Подразделение' })).getAllByRole('listitem');
    await expect(crumbs.map((li) => li.textContent)).toEqual(['Продукт', 'Продукт и дизайн']);
    await expect(canvas.getByText('Удалённо')).toBeInTheDocument();
    await expect(canvas.getByTestId('involvement')).toHaveTextContent(/^46\s?%$/);
    await expect(canvas.getByText('12 спасибо · 3 перевода')).toBeInTheDocument();
    await expect(canvas.getByText('410 спасибо · 51 перевод')).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

/** The member's own profile: "Edit profile" instead of "Say thanks"; all of it, the hidden fields too. */
export const Own: Story = {
  args: { id: ownProfile.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Анна Сергеевна Петрова' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Редактировать профиль' })).toHaveAttribute('href', '/profile');
    await expect(canvas.queryByRole('link', { name: 'Сказать спасибо' })).toBeNull();
    await expect(canvas.getByText('3 ноября 1990 г.')).toBeInTheDocument();
  },
};

/** Every field the colleague may hide is hidden: named by the nickname, and the hidden facts are simply absent. */
export const EveryFieldHidden: Story = {
  args: { id: hiddenProfile.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'lena_design' })).toBeInTheDocument();
    await expect(facts(canvasElement)).toEqual(['Индекс вовлечённости']);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getAllByText('0 спасибо · 0 переводов')).toHaveLength(2);
  },
};

/** A former employee: the badge, the date they left, and no "Say thanks" (they cannot be thanked). */
export const Fired: Story = {
  args: { id: firedProfile.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Уволена')).toBeInTheDocument();
    await expect(facts(canvasElement)).toContain('Дата увольнения');
    await expect(canvas.queryByRole('link', { name: 'Сказать спасибо' })).toBeNull();
  },
};

/** Blocked by an admin (admins may open them): the badge, and no "Say thanks". */
export const Blocked: Story = {
  args: { id: blockedProfile.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Заблокирован')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сергей Волков' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Сказать спасибо' })).toBeNull();
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': pending } } } };

/** The profile fails to load: an error with a retry, which shows it. */
export const ErrorState: Story = {
  parameters: {
    features: {
      handlers: (() => {
        let calls = 0;
        return { ...handlers, 'GET /api/employees/profile': (req: MockRequest) => (++calls === 1 ? errorReply('INTERNAL', 500) : profileHandler()(req)) };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить профиль')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Мария Кузнецова' })).toBeInTheDocument();
  },
};
/** The error face alone (for the picture). */
export const ErrorFace: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': errorReply('INTERNAL', 500) } } } };

/** Nobody of the organization with this id (the server's 404). */
export const NotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Профиль не найден')).toBeInTheDocument();
  },
};
/** An id that is not a number (/other_profile/abc): "not found" without asking the server. */
export const NotANumber: Story = {
  args: { id: 'abc' },
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': () => Promise.reject(new Error('must not be asked')) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Профиль не найден')).toBeInTheDocument();
  },
};

/** The longest names, job title, division path, e-mail, location and figures: everything wraps, nothing overflows. */
export const LongText: Story = {
  args: { id: longProfile.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await imagesDecoded(canvasElement);
  },
};

/** The organization hides balances: the thanks summary gives counts only. */
export const HiddenBalances: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/organization/settings': settingsHidden } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 перевода')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText(/спасибо ·/)).toBeNull());
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const OwnEnglish: Story = { args: { id: ownProfile.id }, globals: { locale: 'en' } };
export const FiredEnglish: Story = { args: { id: firedProfile.id }, globals: { locale: 'en' } };
/** A phone (390 px): the actions under the names, the facts in one column. */
export const Phone: Story = { args: { id: longProfile.id }, globals: { viewport: { value: 'phone', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
