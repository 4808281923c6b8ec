import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedCard } from './FeedCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { feedEvent, longFeedPage, settingsPluralBonus, users } from '../testing/fixtures.ts';
import { photos, stickers } from '../testing/media.ts';
import { challengeEvent, fivePhotos, purchaseEvent, richThanks, winnerEvent } from './fixtures.ts';

const meta = {
  title: 'Features/Feed/FeedCard',
  component: FeedCard,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/feed' } },
  args: { event: richThanks },
} satisfies Meta<typeof FeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A thanks with a sticker, two photos, a value, likes and comments. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Иван Смирнов')).toBeInTheDocument();
    await expect(canvas.getByText('8 минут назад')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Спасибо!' })).toBeInTheDocument();
    await expect(canvas.getByText('Командная работа')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Нравится: 3', pressed: false })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Комментарии: 2' })).toHaveAttribute('href', '/feed/transaction/30#comments');
    await expect(canvas.getByRole('link', { name: '8 минут назад' })).toHaveAttribute('href', '/feed/transaction/30');
  },
};
export const English: Story = { globals: { locale: 'en' } };

/** Anonymous: 'Аноним' and no avatar at all. */
export const Anonymous: Story = {
  args: { event: feedEvent(2, { sender: null, isAnonymous: true, value: null, minutesAgo: 100 }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('Аноним')).toBeInTheDocument();
    await expect(card).toHaveAttribute('data-anonymous');
    // A neutral silhouette stands where the sender's avatar would, so the card lines up with the others.
    const header = card.querySelector('header')!;
    await expect(header.children).toHaveLength(2);
    await expect(header.querySelector('[data-anonymous] svg')).not.toBeNull();
    await expect(header.querySelector('img')).toBeNull();
  },
};
export const AnonymousEnglish: Story = {
  ...Anonymous,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Anonymous')).toBeInTheDocument();
  },
};

export const OnePhoto: Story = { args: { event: feedEvent(40, { minutesAgo: 5, photos: photos.slice(0, 1) }) } };
export const TwoPhotos: Story = { args: { event: feedEvent(41, { minutesAgo: 5, photos: photos.slice(0, 2) }) } };
export const ThreePhotos: Story = { args: { event: feedEvent(42, { minutesAgo: 5, photos }) } };

/** Five photos; a thumbnail opens the viewer, arrows switch photos, Escape closes it. */
export const FivePhotos: Story = {
  args: { event: feedEvent(43, { minutesAgo: 5, photos: fivePhotos }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbs = canvas.getAllByRole('button', { name: /^Открыть фото/ });
    await expect(thumbs).toHaveLength(5);
    await expect(thumbs[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть фото 5 из 5' }));
    const dialog = await body().findByRole('dialog', { name: 'Фото 5 из 5' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body().findByRole('dialog', { name: 'Фото 1 из 5' })).toBe(dialog);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(await body().findByRole('dialog', { name: 'Фото 4 из 5' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Следующее фото' }));
    await expect(await body().findByRole('dialog', { name: 'Фото 5 из 5' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Открыть фото 5 из 5' })).toHaveFocus());
  },
};

export const WithSticker: Story = {
  args: { event: feedEvent(44, { minutesAgo: 5, sticker: stickers[2]!, value: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Браво!' })).toBeInTheDocument();
  },
};

/** A long message is folded; 'Show all' unfolds it. */
export const LongMessage: Story = {
  args: { event: longFeedPage.items[0]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Показать полностью' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Liked: Story = {
  args: { event: feedEvent(45, { minutesAgo: 5, likes: { count: 7, likedByMe: true }, commentsCount: 12 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Нравится: 7', pressed: true })).toBeInTheDocument();
  },
};
export const DeclinedBonusName: Story = {
  args: { event: feedEvent(47, { amount: 3, recipient: users[2]!, minutesAgo: 60 }) },
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/organization/settings': settingsPluralBonus } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+3 балла')).toBeInTheDocument();
  },
};

export const Challenge: Story = {
  args: { event: challengeEvent(50) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Новый челлендж: Лучшая идея квартала' })).toBeInTheDocument();
  },
};
export const ChallengeAnonymous: Story = { args: { event: challengeEvent(51, { anonymous: true, photo: false }) } };
export const ChallengeEnglish: Story = { args: { event: challengeEvent(50) }, globals: { locale: 'en' } };
export const Winner: Story = {
  args: { event: winnerEvent(52) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+50 спасибо')).toBeInTheDocument();
  },
};
export const WinnerPrize: Story = { args: { event: winnerEvent(53, { amount: null }) } };
export const WinnerEnglish: Story = { args: { event: winnerEvent(52) }, globals: { locale: 'en' } };
export const Purchase: Story = {
  args: { event: purchaseEvent(54) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Анна Петрова покупает Кружка с логотипом' })).toBeInTheDocument();
  },
};
export const PurchaseEnglish: Story = { args: { event: purchaseEvent(54) }, globals: { locale: 'en' } };

/** A phone: three photos in a narrow card. */
export const PhoneWithPhotos: Story = {
  args: { event: feedEvent(48, { minutesAgo: 5, photos, sticker: stickers[1]! }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '375px' }}>
        <Story />
      </div>
    ),
  ],
};
