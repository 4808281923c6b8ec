import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopChallenges } from './TopChallenges.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { demoChallenges } from './fixtures.ts';

const top = { items: [demoChallenges[2]!, demoChallenges[1]!, demoChallenges[5]!] };

const meta = {
  title: 'Features/Challenges/TopChallenges',
  component: TopChallenges,
  decorators: [withFeatures],
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/top': top }, route: '/main' } },
} satisfies Meta<typeof TopChallenges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three running challenges, most participants first, each a link to its page; the long name wraps. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: /10 000 шагов|Фото недели|Самое длинное/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/challenge/3', '/challenge/2', '/challenge/6']);
    await expect(canvas.getByText(/спасибо · 31 участник · до/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Создать челлендж' })).toHaveAttribute('href', '/challenges/new');
  },
};

/** Nothing is running: a call to start one. */
export const Empty: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/top': { items: [] } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Сейчас нет активных челленджей')).toBeInTheDocument();
  },
};

/** Loading: placeholders, busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/top': pending } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
  },
};

let reads = 0;
/** A failed load and its retry. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/top': () => (++reads === 1 ? errorReply('INTERNAL', 500) : top) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('link', { name: /Фото недели/ })).toBeInTheDocument();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /Фото недели/ });
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
