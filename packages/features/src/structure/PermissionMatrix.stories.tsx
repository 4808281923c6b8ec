import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PERMISSION_MATRIX } from '@gratia/contracts';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Structure/PermissionMatrix',
  component: PermissionMatrix,
  decorators: [withFeatures],
} satisfies Meta<typeof PermissionMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every capability a row, every holder a column; the scrolling region takes keyboard focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Права ролей' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(PERMISSION_MATRIX.length);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Права ролей' })).toHaveFocus();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
