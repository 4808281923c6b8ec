import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { ChallengeCard } from './ChallengeCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { settingsPluralBonus, users } from '../testing/fixtures.ts';
import { minutesAgo } from '../testing/clock.ts';
import { photos } from '../testing/media.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { challenge, demoChallenges, demoReferralChallenge, memberAbilities, minutesAhead, organizerAbilities } from './fixtures.ts';

const DAY = 24 * 60;

const meta = {
  title: 'Features/Challenges/ChallengeCard',
  component: ChallengeCard,
  decorators: [
    withFeatures,
    // A card as wide as a column of the grid (a vertical card) or of the list (a horizontal one).
    (Story, { args }) => (
      <div style={{ maxWidth: args.orientation === 'horizontal' ? vars.size.contentMaxWidth : `calc(${vars.size.avatarLg} * 5)` }}>
        <Story />
      </div>
    ),
  ],
  parameters: { features: { handlers: defaultHandlers, route: '/all_challenges' } },
  args: { challenge: demoChallenges[0]! },
} satisfies Meta<typeof ChallengeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card's one link (on the name; its hit area covers the card). */
const cardLink = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('link', { name });

/**
 * A running challenge the member may take part in: cover, 'Идёт', organizer, the date range, fund
 * and prize in the bonus name, places taken, participants; the card opens /challenge/1, and its
 * action 'Участвовать' describes that link.
 */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = cardLink(canvasElement, 'Лучшая идея для офиса');
    await expect(link).toHaveAttribute('href', '/challenge/1');
    await expect(link).toHaveAccessibleDescription('Участвовать');
    // One link only: the action is what the link does, not a control of its own.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Лучшая идея для офиса' })).toHaveAttribute('data-status', 'active');
    await expect(canvas.getByTestId('challenge-status')).toHaveTextContent('Идёт');
    await expect(canvas.getByTestId('challenge-organizer')).toHaveTextContent('Иван Смирнов');
    await expect(canvas.getByTestId('challenge-dates')).toHaveTextContent(/2026/);
    await expect(await canvas.findByTestId('challenge-fund')).toHaveTextContent('300 спасибо');
    await expect(canvas.getByTestId('challenge-prize')).toHaveTextContent('100 спасибо');
    await expect(canvas.getByTestId('challenge-places')).toHaveTextContent('0 из 3 мест занято');
    await expect(canvas.getByTestId('challenge-participants')).toHaveTextContent('4 участника');
    await expect(canvas.getByTestId('challenge-action')).toHaveTextContent('Участвовать');
    await imagesDecoded(canvasElement);
  },
};

export const ActiveEnglish: Story = { globals: { locale: 'en' } };

/** Keyboard: the card is one tab stop (its link); the whole card shows the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(cardLink(canvasElement, 'Лучшая идея для офиса')).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('article')).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await imagesDecoded(canvasElement);
  },
};

/** Likes pick the winners: a 'Голосование' badge beside the state; 2 of 5 places taken. */
export const Voting: Story = {
  args: { challenge: { ...demoChallenges[1]!, winnersCount: 2, remainingPlaces: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Голосование')).toBeInTheDocument();
    await expect(canvas.getByTestId('challenge-places')).toHaveTextContent('2 из 5 мест занято');
    await expect(canvas.getByTestId('challenge-participants')).toHaveTextContent('12 участников');
    await imagesDecoded(canvasElement);
  },
};

/**
 * A referral challenge (SPEC §1 'referral'; docs/decisions/0045): a 'Приглашения' badge beside the
 * state, and 'Участвовать' while the member may get their invite link (`me.canRefer`).
 */
export const Referral: Story = {
  args: { challenge: demoReferralChallenge },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('challenge-referrals')).toHaveTextContent('Приглашения');
    await expect(cardLink(canvasElement, 'Приведи коллегу в «Ромашку»')).toHaveAttribute('href', '/challenge/7');
    await expect(canvas.getByTestId('challenge-action')).toHaveTextContent('Участвовать');
    await imagesDecoded(canvasElement);
  },
};

/** The referral badge in English (no play: the English project renders it too). */
export const ReferralEnglish: Story = { args: { challenge: demoReferralChallenge }, globals: { locale: 'en' } };

/** Run by the community with the community's points: "От сообщества «Ромашка»" instead of a person; 4 of 10 places taken. */
export const Community: Story = {
  args: { challenge: demoChallenges[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('От сообщества «Ромашка»')).toBeInTheDocument();
    await expect(canvas.queryByText('Анна Петрова')).toBeNull();
    await expect(canvas.getByTestId('challenge-places')).toHaveTextContent('4 из 10 мест занято');
    await expect(await canvas.findByTestId('challenge-fund')).toHaveTextContent('3 000 спасибо');
    await imagesDecoded(canvasElement);
  },
};
export const CommunityEnglish: Story = { args: { challenge: demoChallenges[2]! }, globals: { locale: 'en' } };

/** Not started yet: 'Скоро' and "Начнётся {day}"; no cover, so the placeholder. */
export const Upcoming: Story = {
  args: { challenge: demoChallenges[3]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('challenge-status')).toHaveTextContent('Скоро');
    await expect(canvas.getByTestId('challenge-dates')).toHaveTextContent(/^Начнётся 12/);
    await expect(canvas.getByTestId('challenge-participants')).toHaveTextContent('0 участников');
    await expect(cardLink(canvasElement, 'Квиз по продукту')).toHaveAttribute('href', '/challenge/4');
  },
};

/** Completed (every place filled): 'Завершён', "Завершился {day}", all places taken, the action 'Открыть'. */
export const Ended: Story = {
  args: { challenge: demoChallenges[4]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('challenge-status')).toHaveTextContent('Завершён');
    await expect(canvas.getByTestId('challenge-dates')).toHaveTextContent(/^Завершился /);
    await expect(canvas.getByTestId('challenge-places')).toHaveTextContent('3 из 3 мест занято');
    await expect(cardLink(canvasElement, /Новогодний корпоратив/)).toHaveAccessibleDescription('Открыть');
    await imagesDecoded(canvasElement);
  },
};
export const EndedEnglish: Story = { args: { challenge: demoChallenges[4]! }, globals: { locale: 'en' } };

/** Running, but the organizer has ended the reception of reports: 'Приём отчётов закрыт' and no 'Участвовать'. */
export const ReceptionClosed: Story = {
  args: { challenge: challenge({ id: 7, receptionOpen: false, me: { ...memberAbilities, canReport: false }, covers: [photos[1]!] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('challenge-status')).toHaveTextContent('Приём отчётов закрыт');
    await expect(canvas.getByRole('article')).toHaveAttribute('data-reception', 'closed');
    await expect(canvas.getByTestId('challenge-action')).toHaveTextContent('Открыть');
    await imagesDecoded(canvasElement);
  },
};

/** The cropped thumbnail wins over the first cover. */
export const Thumbnail: Story = {
  args: { challenge: challenge({ id: 8, covers: [photos[0]!], thumbnail: photos[2]! }) },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('src', photos[2]!.thumbUrl);
    await expect(image).toHaveAttribute('alt', '');
    await imagesDecoded(canvasElement);
  },
};

/** No cover and no thumbnail: a placeholder in the brand's subtle colour. The organizer sees 'Открыть' (they cannot report). */
export const NoCover: Story = {
  args: { challenge: challenge({ id: 9, covers: [], organizer: users[0]!, me: organizerAbilities }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('challenge-cover-placeholder')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByTestId('challenge-action')).toHaveTextContent('Открыть');
  },
};

/** A name of 130 characters is cut after three lines; a fund of 1 250 000 баллов in 999 places, 1 234 participants, a long organizer name. */
export const LongNameHugeNumbers: Story = {
  args: { challenge: { ...demoChallenges[5]!, winnersCount: 998, remainingPlaces: 1 } },
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/organization/settings': settingsPluralBonus } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('challenge-fund')).toHaveTextContent('1 250 000 баллов');
    await expect(canvas.getByTestId('challenge-prize')).toHaveTextContent('1 251 балл');
    await expect(canvas.getByTestId('challenge-places')).toHaveTextContent('998 из 999 мест занято');
    await expect(canvas.getByTestId('challenge-participants')).toHaveTextContent('1 234 участника');
    // Clamped: the name's box is shorter than its text.
    const name = canvas.getByRole('heading', { level: 2 }).querySelector('span')!;
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
  },
};
export const LongNameHugeNumbersEnglish: Story = {
  args: LongNameHugeNumbers.args,
  parameters: LongNameHugeNumbers.parameters,
  globals: { locale: 'en' },
};

/** In the /challenges list: the cover beside the text from tablet width up. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', challenge: demoChallenges[1]! },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const [cover, body] = [...article.children].map((el) => el.getBoundingClientRect());
    await expect(body!.left).toBeGreaterThanOrEqual(cover!.right);
    await imagesDecoded(canvasElement);
  },
};

/** On a phone a horizontal card stands like a vertical one: the cover above the text. */
export const Phone: Story = {
  args: { orientation: 'horizontal', challenge: challenge({ id: 10, endAt: minutesAhead(DAY), startAt: minutesAgo(DAY) }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const [cover, body] = [...article.children].map((el) => el.getBoundingClientRect());
    await expect(body!.top).toBeGreaterThanOrEqual(cover!.bottom);
    await imagesDecoded(canvasElement);
  },
};
