import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChainsView } from './ChainsView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { chainsServer } from './fixtures.ts';

const handlers = { ...defaultHandlers, ...chainsServer().handlers };
const empty = { ...defaultHandlers, 'GET /api/challenges/chains': { items: [], nextCursor: null } };

const meta = {
  title: 'Features/Challenges/ChainsView',
  component: ChainsView,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/challenge_chains' } },
} satisfies Meta<typeof ChainsView>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'ready'), { timeout: 10_000 });
  await imagesDecoded(canvasElement);
  return canvas;
}

/** Every chain of the community with the caller's progress; links to create one and to the templates. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('chain-card')).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: 'Создать цепочку' })).toHaveAttribute('href', '/challenge_chains/new');
    await expect(canvas.getByRole('link', { name: 'Из шаблона' })).toHaveAttribute('href', '/challenge_templates');
    await expect(canvas.getByRole('link', { name: '← Челленджи' })).toHaveAttribute('href', '/challenges');
  },
};

/** "Mine" asks the server for the caller's chains and keeps the filter in the URL. */
export const FilterMine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Мои' }));
    await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-filter', 'my'));
    await waitFor(() => expect(canvas.getAllByTestId('chain-card')).toHaveLength(1));
  },
};

/** No chains yet: what chains are for, and the create link. */
export const Empty: Story = {
  parameters: { features: { handlers: empty, route: '/challenge_chains' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Цепочек пока нет')).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Создать цепочку' }).length).toBeGreaterThan(0);
  },
};

/** Loading: placeholders, announced. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/challenges/chains': pending }, route: '/challenge_chains' } },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('status', { name: 'Загружаем цепочки' })).toBeInTheDocument(),
};

/** A failed load offers a retry. */
export const ErrorWithRetry: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/challenges/chains': errorReply('INTERNAL', 500) }, route: '/challenge_chains' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить цепочки')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

/** On a phone: cards one under another, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };

/** Empty, in English. */
export const EmptyEnglish: Story = { parameters: { features: { handlers: empty, route: '/challenge_chains' } }, globals: { locale: 'en' } };
