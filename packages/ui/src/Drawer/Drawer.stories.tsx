import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Text } from '../Text/Text.tsx';
import { Drawer, type DrawerProps } from './Drawer.tsx';

type DemoProps = Omit<DrawerProps, 'isOpen' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void; initiallyOpen?: boolean; trigger?: string };

/** Controlled harness: a trigger button opens the drawer. */
function Demo({ onOpenChange, initiallyOpen = false, trigger = 'Открыть корзину', ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {trigger}
      </Button>
      <Drawer
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange?.(open);
        }}
      />
    </>
  );
}

const rows = (count: number, word = 'Строка содержимого') => Array.from({ length: count }, (_, i) => <Text key={i}>{`${word} №${i + 1}`}</Text>);

const meta = {
  title: 'UI/Drawer',
  component: Demo,
  tags: ['autodocs'],
  args: {
    initiallyOpen: true,
    onOpenChange: fn(),
    title: 'Корзина',
    description: 'Отметьте, что заказать, и выберите количество',
    testId: 'drawer',
    children: rows(30),
    footer: <Button fullWidth>Заказать</Button>,
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** At the screen's inline end, full height: the body scrolls, the title and the footer stay; Escape closes and focus returns to the trigger. */
export const Default: Story = {
  args: { initiallyOpen: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть корзину' }));
    const panel = await body().findByTestId('drawer');
    await expect(body().getByRole('dialog')).toHaveAccessibleName('Корзина');
    await expect(body().getByRole('dialog')).toHaveAccessibleDescription('Отметьте, что заказать, и выберите количество');
    await expect(within(panel).getByRole('button', { name: 'Заказать' })).toBeVisible();
    await expect(getComputedStyle(panel)).toMatchObject({ right: '0px', top: '0px', bottom: '0px' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body().queryByTestId('drawer')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Открыть корзину' })).toHaveFocus());
  },
};

/** Focus starts on the content's first control, and Tab stays inside the drawer. */
export const FocusFirstControl: Story = {
  args: {
    children: (
      <>
        <Checkbox defaultSelected>Капучино и круассан</Checkbox>
        <Checkbox>Абонемент на 10 чашек кофе</Checkbox>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Капучино и круассан' })).toHaveFocus());
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Content without controls: the scroll region itself takes the focus, so the keyboard scrolls it. */
export const ScrollRegion: Story = {
  args: { description: undefined, footer: undefined },
  play: async () => {
    const region = await body().findByRole('region', { name: 'Корзина' });
    await waitFor(() => expect(region).toHaveFocus());
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

/** A click outside closes it. */
export const OutsideClickCloses: Story = {
  play: async ({ args }) => {
    await body().findByTestId('drawer');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone: a sheet from the bottom edge, the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const panel = await body().findByTestId('drawer');
    await expect(getComputedStyle(panel)).toMatchObject({ left: '0px', right: '0px', bottom: '0px' });
  },
};

/** A long title wraps; a short body leaves the footer at the bottom. */
export const LongTitle: Story = {
  args: { title: 'Фильтры каталога бенефит-кафе: категории, диапазон цен и порядок сортировки предложений', children: rows(2) },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Cart', description: 'Tick what to order and choose the quantity', children: rows(6, 'Content row'), footer: <Button fullWidth>Order</Button>, trigger: 'Open the cart' },
};
