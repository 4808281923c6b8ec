import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedCard } from './FeedCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { feedEvent, longFeedPage, settingsPluralBonus, users } from '../testing/fixtures.ts';
import { photos, stickers } from '../testing/media.ts';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { additions, adders, challengeEvent, fivePhotos, othersThanks, purchaseEvent, richThanks, winnerEvent } from './fixtures.ts';

const meta = {
  title: 'Features/Feed/FeedCard',
  component: FeedCard,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/feed' } },
  args: { event: richThanks },
  beforeEach: clearToasts,
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
    // The viewer received it: nothing to add, and nobody added yet.
    await expect(canvas.queryByRole('button', { name: /^Добавить/ })).toBeNull();
    await expect(canvas.queryByTestId('additions')).toBeNull();
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

/* Additions to a thanks (docs/decisions/0014): the viewer, Анна, neither sent nor received these. */

/** Nobody added yet: no additions line, and the "Добавить" button in the footer. */
export const AdditionsNone: Story = {
  args: { event: othersThanks(60) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('additions')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Добавить баллы к спасибо: Иван Смирнов → Мария Кузнецова' })).toHaveTextContent('Добавить');
  },
};

/** One colleague added: named beside the points. */
export const AdditionOne: Story = {
  args: { event: othersThanks(61, { additions: additions([adders[1]!], 5) }) },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByTestId('additions');
    await expect(await within(line).findByText('+5 спасибо · добавляет Ольга Новикова')).toBeInTheDocument();
    await expect(within(line).getByRole('img', { name: 'Добавили: Ольга Новикова' })).toBeInTheDocument();
  },
};

/** Five colleagues, the viewer among them: the first three avatars, the count and the viewer's part. */
export const AdditionsMany: Story = {
  args: { event: othersThanks(62, { amount: 10, additions: additions([adders[0]!, adders[1]!, users[0]!], 42, { count: 5, byMe: 10 }) }) },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByTestId('additions');
    await expect(await within(line).findByText('+42 спасибо от 5 коллег, из них ваши 10 спасибо')).toBeInTheDocument();
    await expect(within(line).getByRole('img', { name: 'Добавили: Пётр Соколов, Ольга Новикова, Анна Петрова и ещё 2' })).toBeInTheDocument();
    await expect(line.querySelectorAll('[data-fallback]')).toHaveLength(3);
  },
};
export const AdditionsManyEnglish: Story = {
  ...AdditionsMany,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(canvas.getByTestId('additions')).findByText('+42 thank-yous from 5 colleagues, 10 thank-yous of them yours')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Add points to the thanks: Иван Смирнов → Мария Кузнецова' })).toHaveTextContent('Add');
  },
};

/** Only the viewer added: "added by you". */
export const AddedByYou: Story = {
  args: { event: othersThanks(63, { additions: additions([users[0]!], 3, { byMe: 3 }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(within(canvasElement).getByTestId('additions')).findByText('+3 спасибо · добавлено вами')).toBeInTheDocument();
  },
};

/** Long names and a large sum on a phone: the line wraps under the amount, the avatars keep their size. */
export const AdditionsLongNames: Story = {
  args: {
    event: othersThanks(64, { recipient: users[2]!, amount: 100, additions: additions([users[3]!], 1_000_000) }),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '375px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(within(canvasElement).getByTestId('additions')).findByText(/^\+1\s000\s000 спасибо · добавляет Александра-Валентина Константинопольская-Преображенская$/),
    ).toBeInTheDocument();
  },
};

/** The sender sees no "Добавить" on their own thanks (the recipient neither: see Default). */
export const NotForSender: Story = {
  args: { event: feedEvent(65, { sender: users[0]!, recipient: users[2]!, minutesAgo: 20, additions: additions([adders[0]!], 4) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(canvas.getByTestId('additions')).findByText('+4 спасибо · добавляет Пётр Соколов')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Добавить/ })).toBeNull();
  },
};

/**
 * How long the popover's form may take to appear: it is its own chunk (`lazy`), fetched on the first
 * open, and a loaded machine's dev server can take seconds to serve it; the default 1 s flaked.
 */
const LAZY_FORM = { timeout: 15_000 };

/** The popover: the amount is checked like the thanks form's (here above the 80 points the viewer has to give). */
export const AddPopover: Story = {
  args: { event: othersThanks(66) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Добавить баллы/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Добавить к спасибо' }));
    const amount = await dialog.findByRole('textbox', { name: /Сколько/ }, LAZY_FORM);
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(dialog.getByText('Доступно: 80 спасибо · не больше 100 спасибо за раз')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
    await expect(await dialog.findByText('Это поле обязательно')).toBeInTheDocument();
    await userEvent.type(amount, '150');
    await expect(await dialog.findByText('Больше, чем у вас есть: для распределения осталось 80 спасибо')).toBeInTheDocument();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,5');
    await expect(await dialog.findByText('Только целое число, например 5')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
  },
};
export const AddPopoverEnglish: Story = {
  args: { event: othersThanks(66) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Add points/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Add to this thanks' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /How much/ }, LAZY_FORM), '90');
    // Checked when the field is left, like the thanks form.
    await userEvent.tab();
    await expect(await dialog.findByText('More than you have: 80 thank-yous left to give')).toBeInTheDocument();
  },
};

/** The server refuses (the thanks was canceled meanwhile): said in the popover, which keeps what was typed. */
export const AddRefused: Story = {
  args: { event: othersThanks(67) },
  parameters: {
    features: { handlers: { ...defaultHandlers, 'POST /api/transfers/additions': errorReply('ADDITION_NOT_ALLOWED', 409, { reason: 'canceled' }) } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Добавить баллы/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Добавить к спасибо' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Сколько/ }, LAZY_FORM), '5');
    await userEvent.type(dialog.getByRole('textbox', { name: /Сообщение/ }), 'Присоединяюсь!');
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Это спасибо отменено: добавить к нему нельзя');
    await expect(dialog.getByRole('textbox', { name: /Сколько/ })).toHaveValue('5');
    await expect(dialog.getByRole('textbox', { name: /Сообщение/ })).toHaveValue('Присоединяюсь!');
  },
};
/** Not enough points: the server's answer shows under the amount. */
export const AddRefusedFundsEnglish: Story = {
  args: { event: othersThanks(68) },
  globals: { locale: 'en' },
  parameters: { features: { handlers: { ...defaultHandlers, 'POST /api/transfers/additions': errorReply('INSUFFICIENT_FUNDS', 422) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Add points/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Add to this thanks' }));
    const amount = await dialog.findByRole('textbox', { name: /How much/ }, LAZY_FORM);
    await userEvent.type(amount, '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getByText('User has insufficient funds')).toBeInTheDocument();
  },
};
