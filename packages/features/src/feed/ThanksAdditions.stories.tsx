import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdditionsLine } from './ThanksAdditions.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { users } from '../testing/fixtures.ts';
import { adders, additions } from './fixtures.ts';

/**
 * What colleagues added to a thanks, as the line under its amount (docs/decisions/0014): one
 * colleague named, several counted, the viewer's own part said, nothing when nobody added. The
 * Add popover (`AddToThanks`) is exercised on the card: FeedCard stories "Add Popover", "Add Refused".
 */
const meta = {
  title: 'Features/Feed/ThanksAdditions',
  component: AdditionsLine,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers } },
  args: { additions: additions([adders[0]!], 5) },
} satisfies Meta<typeof AdditionsLine>;
export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('additions');

/** One colleague added: named. */
export const OneColleague: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(line(canvasElement)).toHaveTextContent('+5 спасибо'));
    await expect(line(canvasElement)).toHaveTextContent('Пётр Соколов');
  },
};
/** Five colleagues, three avatars, the viewer's own part. */
export const ManyWithMine: Story = {
  args: { additions: additions([adders[0]!, adders[1]!, users[0]!], 42, { count: 5, byMe: 10 }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(line(canvasElement)).toHaveTextContent('+42 спасибо'));
    await expect(line(canvasElement)).toHaveTextContent('10 спасибо');
  },
};
export const ManyWithMineEnglish: Story = { ...ManyWithMine, play: undefined, globals: { locale: 'en' } };
/** Only the viewer added. */
export const OnlyMine: Story = { args: { additions: additions([users[0]!], 3, { byMe: 3 }) } };
/** Nobody added: nothing is drawn. */
export const Nobody: Story = {
  args: { additions: additions([], 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('additions')).toBeNull();
  },
};
/** A long name and a million points wrap inside a narrow card. */
export const LongNamePhone: Story = {
  args: { additions: additions([users[3]!], 1_000_000) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
