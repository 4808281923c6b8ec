import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { ChainCard } from './ChainCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { demoChains } from './fixtures.ts';

const meta = {
  title: 'Features/Challenges/ChainCard',
  component: ChainCard,
  decorators: [
    withFeatures,
    (Story) => (
      <div style={{ maxWidth: vars.size.contentMaxWidth }}>
        <Story />
      </div>
    ),
  ],
  parameters: { features: { handlers: defaultHandlers, route: '/challenge_chains' } },
  args: { chain: demoChains[0]! },
} satisfies Meta<typeof ChainCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A running chain: state, name linking to its page, author, dates, tasks / steps / contenders, and the caller's progress 1 of 3. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Адаптация новичка' })).toHaveAttribute('href', '/challenge_chain/7');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByText('Идёт')).toBeInTheDocument();
    await expect(canvas.getByText('3 задания')).toBeInTheDocument();
    await expect(canvas.getByText('2 шага')).toBeInTheDocument();
    await expect(canvas.getByText('5 участников')).toBeInTheDocument();
    await expect(canvas.getByTestId('chain-progress')).toHaveTextContent('Пройдено 1 из 3');
    await expect(canvas.getByRole('progressbar', { name: 'Ваш прогресс' })).toHaveAttribute('aria-valuenow', '1');
    await imagesDecoded(canvasElement);
  },
};

/** Not started yet, nobody in it. */
export const Upcoming: Story = {
  args: { chain: demoChains[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Скоро')).toBeInTheDocument();
    await expect(canvas.getByTestId('chain-progress')).toHaveTextContent('Пройдено 0 из 3');
    await imagesDecoded(canvasElement);
  },
};

/** Over, every task done. */
export const Ended: Story = { args: { chain: demoChains[2]! }, play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Завершена')).toBeInTheDocument() };

/** A long name without a cover: the placeholder, the name wrapping inside the card. */
export const LongNameNoCover: Story = {
  args: { chain: demoChains[3]! },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a phone: the cover above the text. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, play: async ({ canvasElement }) => imagesDecoded(canvasElement) };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
