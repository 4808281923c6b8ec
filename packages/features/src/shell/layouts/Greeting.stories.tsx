import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Greeting } from './Greeting.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { pending } from '../../testing/mockFetch.ts';
import { shellHandlers } from '../fixtures.ts';

/** Fixed local times, so each story greets for the same part of the day whenever it runs. */
const at = (hour: number) => new Date(2026, 2, 10, hour, 0);

const meta = {
  title: 'Features/Shell/Greeting',
  component: Greeting,
  decorators: [withFeatures],
  parameters: { features: { handlers: shellHandlers } },
  args: { now: at(14) },
} satisfies Meta<typeof Greeting>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The afternoon: the page's one `<h1>` greets by first name, with the call to say thanks. */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Добрый день, Анна' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Сказать спасибо' })).toHaveAttribute('href', '/new_transfer');
  },
};
export const Morning: Story = { args: { now: at(8) } };
export const Evening: Story = { args: { now: at(20) } };
export const Night: Story = { args: { now: at(2) } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Good afternoon, Анна' })).toBeInTheDocument();
  },
};
/** While the profile loads the heading greets without a name, so the page keeps its `<h1>`. */
export const ProfileLoading: Story = {
  parameters: { features: { handlers: { ...shellHandlers, 'GET /api/profile/me': pending } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};
