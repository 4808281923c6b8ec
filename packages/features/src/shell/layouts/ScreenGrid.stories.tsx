import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Text } from '@gratia/ui';
import { ScreenGrid } from './ScreenGrid.tsx';

/** The screen grid: main content with an aside (the balance beside the thanks form) on desktop, stacked on phones. */
const meta = {
  title: 'Features/Shell/ScreenGrid',
  component: ScreenGrid,
  args: {
    children: (
      <Card>
        <Text>Основное содержимое экрана</Text>
      </Card>
    ),
    aside: (
      <Card>
        <Text>Боковая колонка</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof ScreenGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Основное содержимое экрана')).toBeVisible();
    await expect(canvas.getByText('Боковая колонка')).toBeVisible();
  },
};

export const WithoutAside: Story = {
  args: { aside: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Боковая колонка')).toBeNull();
  },
};
