import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PublicChallenge } from '@gratia/contracts';
import { vars } from '@gratia/tokens';
import { PublicChallengeView } from './PublicChallengeView.tsx';
import { ChallengeLayout } from '../shell/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { minutesAgo } from '../testing/clock.ts';
import { settingsPluralBonus } from '../testing/fixtures.ts';
import { photos } from '../testing/media.ts';
import { errorReply, pending, type MockHandler, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { challenge, minutesAhead } from './fixtures.ts';

const DAY = 24 * 60;
/** The share secret of challenge 1 (fixtures' `shareUuid`). */
const UUID = challenge().shareUuid;
const route = (id = 1, uuid = UUID) => `/challenge/${id}/public?uuid=${uuid}`;

/** The public page's answer for challenge 1 of «Ромашка» (running, 300 in 3 places, no winners yet) unless `changes` say otherwise. */
function publicChallenge(changes: Partial<PublicChallenge> = {}): PublicChallenge {
  const base = challenge();
  return {
    id: 1,
    name: base.name,
    description: `${base.description}\nПодробности — в вики: https://wiki.example.com/office-ideas`,
    covers: base.covers,
    thumbnail: null,
    community: { name: 'Ромашка', logo: null, bonusName: settingsPluralBonus.bonusName },
    fund: 300,
    places: 3,
    prize: 100,
    winnersCount: 0,
    participantsCount: 4,
    winnerRule: 'organizer',
    startAt: base.startAt,
    endAt: base.endAt,
    status: 'active',
    winners: [],
    ...changes,
  };
}

/** A completed challenge with every place taken; `winners` as given. */
const completed = (winners: PublicChallenge['winners'], changes: Partial<PublicChallenge> = {}) =>
  publicChallenge({
    id: 5,
    name: 'Новогодний корпоратив: лучший костюм',
    status: 'completed',
    startAt: minutesAgo(90 * DAY),
    endAt: minutesAgo(80 * DAY),
    winnersCount: winners.length,
    participantsCount: 9,
    covers: [photos[1]!, photos[2]!],
    winners,
    ...changes,
  });

/** Handlers answering GET /api/challenges/public with `answer`. */
const serving = (answer: MockHandler) => ({ 'GET /api/challenges/public': answer });

const meta = {
  title: 'Features/Challenges/PublicChallengeView',
  component: PublicChallengeView,
  decorators: [
    withFeatures,
    // As wide as the challenge layout's reading column.
    (Story) => (
      <div style={{ maxWidth: vars.size.readingWidth }}>
        <Story />
      </div>
    ),
  ],
  args: { id: '1', uuid: UUID },
  parameters: { features: { handlers: serving(publicChallenge()), route: route() } },
  beforeEach: clearToasts,
} satisfies Meta<typeof PublicChallengeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The loaded page. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('public-challenge', {}, { timeout: 10_000 });
  await imagesDecoded(canvasElement);
  return canvas;
}

/** The winners' rows as "name · prize" (the avatar left out). */
const winnerRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Победители и их призы' }))
    .getAllByRole('listitem')
    .map((row) => [...row.children].slice(1).map((cell) => cell.textContent).join(' · '));

/** The `next` (the way back after sign-in) of a link's href. */
const nextOf = (link: HTMLElement) => new URL(link.getAttribute('href')!, 'http://app.invalid').searchParams.get('next');

/**
 * A running challenge, signed out: covers, the community, 'Идёт', the name, "Идёт до …", fund and
 * prize in the community's bonus name, places taken and participants; 'Участвовать' leads to
 * /login and back to the share link with the report dialog (`openReport=true`), 'Войти' back to the
 * share link; the description's link is clickable; no winners yet.
 */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Лучшая идея для офиса');
    await expect(canvas.getByTestId('public-challenge-community')).toHaveTextContent('Сообщество «Ромашка»');
    await expect(canvas.getByTestId('public-challenge-status')).toHaveTextContent('Идёт');
    await expect(canvas.getByTestId('public-challenge-dates')).toHaveTextContent(/^Идёт до .*2026/);
    await expect(canvas.getByTestId('public-challenge-fund')).toHaveTextContent('300 баллов');
    await expect(canvas.getByTestId('public-challenge-prize')).toHaveTextContent('100 баллов');
    await expect(canvas.getByTestId('public-challenge-places')).toHaveTextContent('0 из 3 занято');
    await expect(canvas.getByTestId('public-challenge-participants')).toHaveTextContent('4');
    const takePart = canvas.getByRole('link', { name: 'Участвовать' });
    await expect(takePart.getAttribute('href')).toMatch(/^\/login\?/);
    await expect(nextOf(takePart)).toBe(`/challenge/1?uuid=${UUID}&openReport=true`);
    const signIn = canvas.getByRole('link', { name: 'Войти' });
    await expect(signIn.getAttribute('href')).toMatch(/^\/login\?/);
    await expect(nextOf(signIn)).toBe(`/challenge/1?uuid=${UUID}`);
    await expect(canvas.getByRole('link', { name: 'https://wiki.example.com/office-ideas' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByTestId('public-challenge-conditions')).toHaveTextContent('Победителей выбирает организатор');
    await expect(canvas.getByTestId('public-challenge-no-winners')).toHaveTextContent('Победителей пока нет');
  },
};

export const ActiveEnglish: Story = { globals: { locale: 'en' } };

/** Not started yet, chosen by likes: 'Скоро' and 'Голосование', "Начнётся …, продлится до …"; 'Участвовать' is offered already. */
export const Upcoming: Story = {
  args: { id: '4' },
  parameters: {
    features: {
      handlers: serving(publicChallenge({ id: 4, name: 'Квиз по продукту', status: 'deferred', winnerRule: 'voting', startAt: minutesAhead(2 * DAY), endAt: minutesAhead(9 * DAY), participantsCount: 0, covers: [photos[2]!] })),
      route: route(4),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('public-challenge-status')).toHaveTextContent('Скоро');
    await expect(canvas.getByText('Голосование')).toBeInTheDocument();
    await expect(canvas.getByTestId('public-challenge-dates')).toHaveTextContent(/^Начнётся .*, продлится до /);
    await expect(nextOf(canvas.getByRole('link', { name: 'Участвовать' }))).toBe(`/challenge/4?uuid=${UUID}&openReport=true`);
    await expect(canvas.getByTestId('public-challenge-winners')).toHaveTextContent('Победителей пока нет');
  },
};

const named = completed([
  { name: 'Мария Кузнецова', prize: 100 },
  { name: 'Иван Смирнов', prize: 100 },
  { name: 'Анна Петрова', prize: 100 },
]);
/** Completed, the participants shown: the winners by name with their prizes; no 'Участвовать', 'Войти' is the main action. */
export const CompletedNamedWinners: Story = {
  args: { id: '5' },
  parameters: { features: { handlers: serving(named), route: route(5) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('public-challenge-status')).toHaveTextContent('Завершён');
    await expect(canvas.getByTestId('public-challenge-dates')).toHaveTextContent(/^Проходил с .* по /);
    await expect(canvas.queryByRole('link', { name: 'Участвовать' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    await expect(winnerRows(canvas)).toEqual(['Мария Кузнецова · 100 баллов', 'Иван Смирнов · 100 баллов', 'Анна Петрова · 100 баллов']);
    await expect(canvas.getByTestId('public-challenge-places')).toHaveTextContent('3 из 3 занято');
  },
};
export const CompletedEnglish: Story = { args: { id: '5' }, globals: { locale: 'en' }, parameters: { features: { handlers: serving(named), route: route(5) } } };

/** Completed, the participants hidden: "Победитель 1", "Победитель 2" with their prizes, no names. */
export const CompletedHiddenNames: Story = {
  args: { id: '5' },
  parameters: {
    features: {
      handlers: serving(completed([{ name: null, prize: 150 }, { name: null, prize: 150 }], { places: 2, prize: 150, community: { name: 'Ромашка', logo: photos[2]!.thumbUrl, bonusName: settingsPluralBonus.bonusName } })),
      route: route(5),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(winnerRows(canvas)).toEqual(['Победитель 1 · 150 баллов', 'Победитель 2 · 150 баллов']);
    await expect(canvas.queryByText('Мария Кузнецова')).toBeNull();
  },
};

/** An anonymous challenge that shows its participants: the winners under their nicknames. */
export const AnonymousNicknames: Story = {
  args: { id: '5' },
  parameters: { features: { handlers: serving(completed([{ name: 'Синий кит', prize: 100 }, { name: 'Ночная сова', prize: 100 }], { winnerRule: 'voting' })), route: route(5) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Синий кит')).toBeInTheDocument();
    await expect(canvas.getByText('Ночная сова')).toBeInTheDocument();
    await expect(canvas.getByTestId('public-challenge-conditions')).toHaveTextContent('Победителей выбирают лайками');
  },
};

/** Completed without a single winner: the empty note says so. */
export const CompletedWithoutWinners: Story = {
  args: { id: '5' },
  parameters: { features: { handlers: serving(completed([], { winnersCount: 0 })), route: route(5) } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('public-challenge-no-winners')).toHaveTextContent('Челлендж завершился без победителей');
  },
};

/** No covers and no card image: the cards' cup placeholder; no description: the detail page's note. */
export const NoCovers: Story = {
  parameters: { features: { handlers: serving(publicChallenge({ covers: [], description: '' })), route: route() } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('public-challenge-cover-placeholder')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('Организатор не добавил описание.')).toBeInTheDocument();
  },
};

/** No covers but a card image: the card image instead. */
export const CardImageOnly: Story = {
  parameters: { features: { handlers: serving(publicChallenge({ covers: [], thumbnail: photos[0]! })), route: route() } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', photos[0]!.thumbUrl);
  },
};

const long = publicChallenge({
  name: 'Самое длинное название челленджа, которое только можно придумать, чтобы проверить, как страница переносит строки и не ломает сетку',
  description: `${'Очень подробные условия челленджа. '.repeat(30).trim()}\nВопросы — на office@example.com или в https://wiki.example.com/very/long/path/to/the/office-ideas-page-with-a-long-address`,
  community: { name: 'Международная ассоциация любителей длинных названий сообществ', logo: null, bonusName: settingsPluralBonus.bonusName },
  covers: [],
  fund: 1_250_000,
  places: 999,
  prize: 1251,
  participantsCount: 1234,
});
/** A long name, description and community name, huge numbers: everything wraps, nothing widens the page. */
export const LongText: Story = {
  parameters: { features: { handlers: serving(long), route: route() } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('public-challenge-fund')).toHaveTextContent('1 250 000 баллов');
    await expect(canvas.getByTestId('public-challenge-places')).toHaveTextContent('0 из 999 занято');
    await expect(canvas.getByRole('link', { name: 'office@example.com' })).toHaveAttribute('href', 'mailto:office@example.com');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Waiting for the answer: placeholders, busy. */
export const Loading: Story = {
  parameters: { features: { handlers: serving(pending), route: route() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'loading');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong uuid (or a deleted challenge): the server's 404 CHALLENGE_NOT_FOUND shows 'Челлендж не найден' with a way to sign in — no redirect, no toast. */
export const NotFound: Story = {
  parameters: { features: { handlers: serving(errorReply('CHALLENGE_NOT_FOUND', 404)), route: route() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Челлендж не найден')).toBeInTheDocument();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'not-found');
    await expect(canvas.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await expect(within(document.body).queryByRole('alert', { name: /Челлендж не найден/ })).toBeNull();
  },
};

const asked: string[] = [];
/** A link with a malformed uuid is not even asked about: 'Челлендж не найден' at once (the same picture as NotFound). */
export const MalformedLink: Story = {
  args: { uuid: 'not-a-uuid' },
  beforeEach: () => {
    asked.length = 0;
  },
  parameters: {
    screenshot: false,
    features: {
      handlers: serving((req: MockRequest) => {
        asked.push(req.path);
        return publicChallenge();
      }),
      route: route(1, 'not-a-uuid'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Челлендж не найден')).toBeInTheDocument();
    await expect(asked).toEqual([]);
  },
};

/** No connection at all: the error face with the failure's message and 'Повторить'. */
export const NetworkError: Story = {
  parameters: {
    features: {
      handlers: serving(() => {
        throw new TypeError('Failed to fetch');
      }),
      route: route(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить челлендж')).toBeInTheDocument();
    await expect(canvas.getByText('Нет связи с сервером, проверьте подключение')).toBeInTheDocument();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

let online = false;
let reads = 0;
/** The connection is back: 'Повторить' loads the page. */
export const NetworkErrorRetry: Story = {
  beforeEach: () => {
    online = false;
    reads = 0;
  },
  parameters: {
    features: {
      handlers: serving(() => {
        reads += 1;
        if (!online) throw new TypeError('Failed to fetch');
        return publicChallenge();
      }),
      route: route(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Повторить' });
    online = true;
    await userEvent.click(retry);
    await loaded(canvasElement);
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
  },
};

/** On a phone, in the challenge layout (anonymous header): counters in two columns, nothing wider than the screen. */
export const Phone: Story = {
  args: { id: '5' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'fullscreen', features: { handlers: serving(named), route: route(5) } },
  render: (args) => (
    <ChallengeLayout>
      <PublicChallengeView {...args} />
    </ChallengeLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Gratia' })).toHaveAttribute('href', '/login');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const PhoneEnglish: Story = { ...Phone, globals: { ...Phone.globals, locale: 'en' }, play: undefined };
