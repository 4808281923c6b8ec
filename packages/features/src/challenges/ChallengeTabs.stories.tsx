import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CandidatesTab, GradesTab, MyResultTab, OffersTab, ParticipantsTab, WinnersTab } from './ChallengeTabs.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { challenge, challengesServer, demoChallenges, memberAbilities, organizerAbilities } from './fixtures.ts';

/** The tabs of a challenge page one by one, with their empty, loading and error faces (the page itself: ChallengeView stories). */
const meta = {
  title: 'Features/Challenges/ChallengeTabs',
  component: CandidatesTab,
  decorators: [withFeatures],
  args: { challenge: challenge({ me: organizerAbilities }) },
  parameters: { features: { handlers: { ...defaultHandlers, ...challengesServer().handlers }, route: '/challenge/1' } },
} satisfies Meta<typeof CandidatesTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The candidates with Accept and Reject for the organizer. */
export const Candidates: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: /^Принять отчёт/ })).toHaveLength(3);
  },
};

/** No candidates yet. */
export const CandidatesEmpty: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...challengesServer(demoChallenges, { candidates: [] }).handlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Нет кандидатов')).toBeInTheDocument();
  },
};

/** Loading. */
export const CandidatesLoading: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/contenders': pending } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true');
  },
};

let reads = 0;
/** A failed load with a retry that loads it. */
export const CandidatesError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: { ...defaultHandlers, ...challengesServer().handlers, 'GET /api/challenges/contenders': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { items: [], nextCursor: null }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Нет кандидатов')).toBeInTheDocument();
  },
};

/** The winners of a community challenge with their prizes. */
export const Winners: Story = {
  render: () => <WinnersTab challenge={challenge({ id: 3 })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(/^Ваша награда: \+300/)).toHaveLength(2);
  },
};

/** No winners yet. */
export const WinnersEmpty: Story = {
  render: () => <WinnersTab challenge={challenge()} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Нет победителей')).toBeInTheDocument();
  },
};

/** My result with nothing sent. */
export const MyResultEmpty: Story = {
  render: () => <MyResultTab challenge={challenge({ me: memberAbilities })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Вы ещё не отправляли отчётов')).toBeInTheDocument();
  },
};

/** The participants, each a profile link with their report count. */
export const Participants: Story = {
  render: () => <ParticipantsTab challenge={challenge()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/other_profile/1');
    await expect(canvas.getByText(/^2 отчёта · с/)).toBeInTheDocument();
  },
};

/** Who liked the challenge, searched on the server. */
export const Grades: Story = {
  render: () => <GradesTab challenge={challenge()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Мария Кузнецова' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по имени' }), 'мари');
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(1));
  },
};

/** Every report for the organizer, with the reception control and the state filter. */
export const Offers: Story = {
  render: () => <OffersTab challenge={challenge({ me: organizerAbilities })} reception={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('Отчёты принимаются: новые появляются здесь и среди кандидатов.')).toBeInTheDocument();
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
