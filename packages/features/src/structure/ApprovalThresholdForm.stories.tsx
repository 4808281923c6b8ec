import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { ApprovalThresholdForm } from './ApprovalThresholdForm.tsx';
import { rolesServer } from './fixtures.ts';

/**
 * The approval threshold of the roles tab on its own (docs/decisions/0023): the amount above which
 * a thanks waits for a controller, saved with a toast; empty turns approvals off.
 */
const meta = {
  title: 'Features/Structure/ApprovalThresholdForm',
  component: ApprovalThresholdForm,
  decorators: [withFeatures],
  parameters: { features: { handlers: rolesServer().handlers } },
} satisfies Meta<typeof ApprovalThresholdForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The threshold in force (50) is shown and filled in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Порог, баллов' });
    await waitFor(() => expect(field).toHaveValue('50'));
    await expect(canvas.getByTestId('threshold-in-force')).toHaveTextContent('50');
  },
};
/** Approvals off: the field is empty and the line says everything arrives at once. */
export const Off: Story = {
  parameters: { features: { handlers: rolesServer({ threshold: null }).handlers } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('threshold-in-force')).toHaveTextContent('выключено'));
  },
};
/** A fraction is refused on the field and nothing is sent. */
export const Invalid: Story = {
  parameters: { features: { handlers: { ...rolesServer().handlers, 'PATCH /api/organization/economy': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Порог, баллов' });
    await waitFor(() => expect(field).toHaveValue('50'));
    await userEvent.clear(field);
    await userEvent.type(field, '2,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить порог' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};
export const English: Story = { globals: { locale: 'en' } };
