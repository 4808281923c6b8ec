import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs.tsx';
import { expectFocusRing, expectSelectionVisible } from '../internal/forcedColorsStory.ts';

const ITEMS: TabItem[] = [
  { id: 'about', label: 'О себе', content: <p>Анна Смирнова, отдел продаж</p> },
  { id: 'thanks', label: 'Благодарности', content: <p>Получено 12 благодарностей</p> },
  { id: 'awards', label: 'Награды', content: <p>Наград пока нет</p> },
  { id: 'hidden', label: 'Скрытое', content: <p>—</p>, isDisabled: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items: ITEMS, 'aria-label': 'Разделы профиля', onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Sections of one screen. **When to use:** 2–7 peer sections of the same object (profile, admin areas); not for navigation between screens (use links) or for filters (use SegmentedControl). ' +
          '**Props:** `items: {id, label, content?, isDisabled?}[]`, `aria-label`, `selectedKey`/`defaultSelectedKey`, `onSelectionChange(id)`, `keyboardActivation`. ' +
          'Control it from the URL to make tabs linkable (see *Url Mirroring*). ' +
          '**Accessibility:** `tablist`/`tab`/`tabpanel` with `aria-selected` and `aria-controls`; arrows move, Home/End jump, disabled tabs are skipped; Tab enters the panel.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: a click selects a tab and shows its panel. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Разделы профиля' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'О себе' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('отдел продаж');
    await userEvent.click(canvas.getByRole('tab', { name: 'Благодарности' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('thanks');
    await expect(canvas.getByRole('tabpanel', { name: 'Благодарности' })).toHaveTextContent('12 благодарностей');
  },
};

/** Keyboard: arrows move and select, End jumps to the last enabled tab (disabled skipped), Tab enters the panel. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'О себе' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Благодарности' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('thanks');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Награды' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Скрытое' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'О себе' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Награды' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Наград пока нет');
  },
};

/** Manual activation: arrows only move focus; Enter selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Благодарности' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('thanks');
  },
};

/** A fake history (like the router's): the tab follows `?tab=` and writes it back; Back restores it. */
function useFakeHistory(initial: string) {
  const [entries, setEntries] = useState([initial]);
  const [index, setIndex] = useState(0);
  const url = entries[index] ?? initial;
  return {
    url,
    push(next: string) {
      setEntries((old) => [...old.slice(0, index + 1), next]);
      setIndex((i) => i + 1);
    },
    back() {
      setIndex((i) => Math.max(0, i - 1));
    },
  };
}

export const UrlMirroring: Story = {
  render: function Render(args) {
    const history = useFakeHistory('/profile?tab=thanks');
    const tab = new URLSearchParams(history.url.split('?')[1] ?? '').get('tab') ?? 'about';
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <output data-testid="url">
          {history.url}
        </output>
        <button type="button" onClick={history.back}>
          Назад
        </button>
        <Tabs
          {...args}
          selectedKey={tab}
          onSelectionChange={(id) => {
            args.onSelectionChange?.(id);
            if (id !== tab) history.push(`/profile?tab=${id}`);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Благодарности' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Награды' }));
    await expect(canvas.getByTestId('url')).toHaveTextContent('/profile?tab=awards');
    await expect(canvas.getByRole('tab', { name: 'Награды' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await expect(canvas.getByTestId('url')).toHaveTextContent('/profile?tab=thanks');
    await expect(canvas.getByRole('tab', { name: 'Благодарности' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 благодарностей');
  },
};

/** Without `content` per item the host passes the selected section as children (e.g. the route outlet). */
export const HostContent: Story = {
  args: { items: ITEMS.map(({ id, label }) => ({ id, label })), defaultSelectedKey: 'awards', children: <p>Раздел из маршрута</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Награды' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Награды' })).toHaveTextContent('Раздел из маршрута');
  },
};

/** Many tabs on a phone: the row scrolls instead of wrapping. */
export const Overflow: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, label: `Раздел с длинным названием ${i + 1}`, content: <p>Содержимое {i + 1}</p> })),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  args: {
    'aria-label': 'Profile sections',
    items: [
      { id: 'about', label: 'About', content: <p>Anna Smirnova, sales</p> },
      { id: 'thanks', label: 'Thanks', content: <p>12 thanks received</p> },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Thanks' }));
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('12 thanks received');
  },
};

/** Windows High Contrast: the selected tab is drawn in the system highlight (its underline is a shadow, which forced colours drop); the focus ring stays. */
export const ForcedColors: Story = {
  parameters: { forcedColors: 'active' },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expectSelectionVisible(tabs.find((el) => el.getAttribute('aria-selected') === 'true') ?? null, tabs.find((el) => el.getAttribute('aria-selected') !== 'true') ?? null);
    await userEvent.tab();
    await expectFocusRing(canvasElement.querySelector('[role="tab"][data-focus-visible]'));
  },
};
