import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { structureServer } from './fixtures.ts';
import { StructurePanel } from './StructurePanel.tsx';

/**
 * The structure tab's body on its own (SPEC §2 Organization settings 'structure'): the division
 * tree beside the employee table, and the subsidiaries below; choosing a division filters the table.
 */
const meta = {
  title: 'Features/Structure/StructurePanel',
  component: StructurePanel,
  decorators: [withFeatures],
  args: { searchDelayMs: 0 },
  parameters: { features: { handlers: structureServer().handlers, route: '/organization_administration_settings/1/structure' } },
} satisfies Meta<typeof StructurePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tree, table and subsidiaries load; picking a division in the tree moves the table's division filter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('grid', { name: 'Подразделения' });
    await canvas.findByRole('grid', { name: 'Сотрудники' });
    await canvas.findByRole('heading', { name: 'Дочерние сообщества' });
    const row = await waitFor(() => {
      const found = [...tree.querySelectorAll<HTMLElement>('[role="row"]')][1];
      if (!found) throw new Error('no division row yet');
      return found;
    });
    await userEvent.click(row);
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
