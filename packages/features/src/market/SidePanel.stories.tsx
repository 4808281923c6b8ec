import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Text } from '@gratia/ui';
import { SidePanel } from './SidePanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Market/SidePanel',
  component: SidePanel,
  decorators: [withFeatures],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Корзина',
    description: 'Отметьте, что заказать, и выберите количество',
    testId: 'side-panel',
    children: Array.from({ length: 30 }, (_, i) => <Text key={i}>Строка содержимого №{i + 1}</Text>),
    footer: <Button fullWidth>Заказать</Button>,
  },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the screen's end, full height: the body scrolls, the title and the footer stay; Escape closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const panel = await within(document.body).findByTestId('side-panel');
    await expect(within(panel).getByRole('button', { name: 'Заказать' })).toBeVisible();
    await expect(getComputedStyle(panel)).toMatchObject({ right: '0px', top: '0px', bottom: '0px' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone: a sheet from the bottom edge, the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const panel = await within(document.body).findByTestId('side-panel');
    await expect(getComputedStyle(panel)).toMatchObject({ left: '0px', right: '0px', bottom: '0px' });
  },
};
