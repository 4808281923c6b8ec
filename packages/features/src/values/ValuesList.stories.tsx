import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ValuesList } from './ValuesList.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { longValue, values } from '../testing/fixtures.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';

const meta = {
  title: 'Features/Values/ValuesList',
  component: ValuesList,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers } },
} satisfies Meta<typeof ValuesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Командная работа')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(values.length);
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/values': pending } } } };
export const Empty: Story = { parameters: { features: { handlers: { 'GET /api/values': { items: [] } } } } };
export const ErrorState: Story = { parameters: { features: { handlers: { 'GET /api/values': errorReply('INTERNAL', 500) } } } };
export const LongText: Story = {
  parameters: { features: { handlers: { 'GET /api/values': { items: [longValue, ...values] } } } },
};
