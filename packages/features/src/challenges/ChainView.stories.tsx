import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChainView } from './ChainView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { chain, chainsServer } from './fixtures.ts';

const member = chainsServer();
const author = chainsServer({ chains: [chain({ me: { edit: 'full', canDelete: true }, participantsCount: 0 })], participants: [] });

const meta = {
  title: 'Features/Challenges/ChainView',
  component: ChainView,
  decorators: [withFeatures],
  args: { id: '7' },
  parameters: { features: { handlers: { ...defaultHandlers, ...member.handlers }, route: '/challenge_chain/7' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof ChainView>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('chain-page', {}, { timeout: 10_000 });
  return canvas;
}

/**
 * A member's view: the challenges tab by step — step 1 open, step 2 locked behind it with its
 * challenge marked "Закрыт" — and the progress 1 of 3; no edit or delete.
 */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Адаптация новичка');
    await expect(canvas.getByRole('tab', { name: 'Челленджи' })).toHaveAttribute('aria-selected', 'true');
    const steps = canvas.getAllByTestId('chain-step');
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveAttribute('data-open', 'true');
    await expect(within(steps[0]!).getByText('Доступен')).toBeInTheDocument();
    await expect(steps[1]).toHaveAttribute('data-open', 'false');
    await expect(within(steps[1]!).getByText('Откроется после шага 1')).toBeInTheDocument();
    await expect(within(steps[1]!).getByTestId('challenge-locked')).toHaveTextContent('Закрыт');
    await expect(within(steps[1]!).getByRole('link', { name: 'Первый вклад в проект' })).toHaveAttribute('href', '/challenge/23');
    await expect(canvas.getByTestId('chain-progress')).toHaveTextContent('Пройдено 1 из 3');
    await expect(canvas.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Удалить' })).toBeNull();
  },
};

/** The conditions: the description with its links clickable, the dates. */
export const Conditions: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...member.handlers }, route: '/challenge_chain/7?tab=conditions' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Условия' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'https://wiki.example.com/onboarding' })).toHaveAttribute('target', '_blank');
  },
};

/** The participants: who took part with how many challenges each finished; the anonymous note. */
export const Participants: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...member.handlers }, route: '/challenge_chain/7?tab=participants' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Участники цепочки' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Участники анонимных челленджей здесь не показываются.')).toBeInTheDocument();
  },
};

/** The author lands on the participants (empty yet), may edit, and deletes after confirming with the original's sentence. */
export const AuthorDeletes: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...author.handlers }, route: '/challenge_chain/7' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Участники' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Пока никто не участвовал')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Редактировать' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Вы уверены что хотите удалить цепочку челленджей?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(await within(document.body).findByText('Цепочка удалена')).toBeInTheDocument();
    await waitFor(() => expect(author.log.map((c) => c.route)).toContain('delete'));
  },
};

/** A chain that does not exist (or another community's). */
export const NotFound: Story = {
  args: { id: '999' },
  parameters: { features: { handlers: { ...defaultHandlers, ...member.handlers }, route: '/challenge_chain/999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Цепочка не найдена')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'К списку цепочек' })).toHaveAttribute('href', '/challenge_chains');
  },
};

/** A failed load offers a retry. */
export const ErrorWithRetry: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/chains/one': errorReply('INTERNAL', 500) }, route: '/challenge_chain/7' } },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('button', { name: 'Повторить' })).toBeEnabled(),
};

/** On a phone: nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
