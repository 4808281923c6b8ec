import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { Select, type SelectItem } from './Select.tsx';

const STATUSES: SelectItem[] = [
  { id: 'active', label: 'Активные' },
  { id: 'blocked', label: 'Заблокированные' },
  { id: 'invited', label: 'Приглашённые' },
  { id: 'deleted', label: 'Удалённые', isDisabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Статус', items: STATUSES, onSelectionChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Pointer: the button opens the list, a click chooses and closes it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Статус/ });
    await expect(trigger).toHaveTextContent('Выберите…');
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Заблокированные' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('blocked');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Заблокированные');
  },
};

/**
 * Keyboard: Tab focuses the trigger, Arrow Down opens with the first option focused, arrows skip
 * the disabled option, Enter chooses, focus returns to the trigger; Escape closes without change.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Статус/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Активные' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Приглашённые' })).toHaveFocus();
    await expect(within(listbox).getByRole('option', { name: 'Удалённые' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('invited');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveTextContent('Приглашённые');
  },
};

/** SPEC §2 profile: language ru or en, with a second line per option. */
export const WithDescriptions: Story = {
  args: {
    label: 'Язык',
    defaultSelectedKey: 'ru',
    items: [
      { id: 'ru', label: 'Русский', description: 'Язык по умолчанию' },
      { id: 'en', label: 'English', description: 'Interface in English' },
    ],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Язык/ });
    await expect(trigger).toHaveTextContent('Русский');
    await expect(trigger).not.toHaveTextContent('Язык по умолчанию');
    await userEvent.click(trigger);
    const option = await body().findByRole('option', { name: 'English' });
    await expect(option).toHaveAccessibleDescription('Interface in English');
    await expect(body().getByRole('option', { name: 'Русский' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const English: Story = {
  args: {
    label: 'Status',
    items: [
      { id: 'active', label: 'Active' },
      { id: 'blocked', label: 'Blocked' },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toHaveTextContent('Select…');
  },
};

export const CustomPlaceholder: Story = {
  args: { placeholder: 'Все статусы' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Все статусы');
  },
};

/** Invalid: the trigger is described by the error; the field carries `data-invalid`. */
export const Invalid: Story = {
  args: { isRequired: true, description: 'Кого показать в списке', errorMessage: 'Это поле обязательно' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    await expect(within(canvasElement).getByText('Это поле обязательно')).toBeVisible();
    const trigger = within(canvasElement).getByRole('button', { name: /Статус/ });
    await expect(trigger).toHaveAccessibleDescription(/Это поле обязательно/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'active' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body().queryByRole('listbox')).toBeNull();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Long labels: cut with an ellipsis in the trigger, wrapped in the list. */
export const LongText: Story = {
  args: {
    label: 'Подразделение, в котором сотрудник числится по основному месту работы',
    defaultSelectedKey: 1,
    items: [
      { id: 1, label: 'Департамент цифровой трансформации и развития клиентских сервисов головной компании' },
      { id: 2, label: 'Отдел кадров' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await body().findByRole('option', { name: /Департамент цифровой/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Controlled: the parent owns the key and can clear it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<string | number | null>('active');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Select {...args} selectedKey={status} onSelectionChange={setStatus} />
        <button type="button" onClick={() => setStatus(null)}>
          Сбросить фильтр
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Статус/ });
    await expect(trigger).toHaveTextContent('Активные');
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтр' }));
    await expect(trigger).toHaveTextContent('Выберите…');
  },
};

const LANGUAGES: SelectItem[] = [
  { id: 'ru', label: 'Русский', shortLabel: 'RU' },
  { id: 'en', label: 'English', shortLabel: 'EN' },
];

/** `shortLabel` on a desktop: the trigger shows the full label; the short one is not drawn. */
export const ShortLabel: Story = {
  args: { label: 'Язык', isLabelHidden: true, items: LANGUAGES, defaultSelectedKey: 'ru' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Русский/ });
    await expect(within(trigger).getByText('Русский')).toBeVisible();
    await expect(within(trigger).getByText('RU')).not.toBeVisible();
  },
};

/** `shortLabel` on a phone: the trigger shows 'RU', the full label stays its accessible name and the options keep it. */
export const ShortLabelOnPhone: Story = {
  args: { label: 'Язык', isLabelHidden: true, items: LANGUAGES, defaultSelectedKey: 'ru' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Русский/ });
    await expect(within(trigger).getByText('RU')).toBeVisible();
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('option', { name: 'English' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('en');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /English/ })).toBeInTheDocument());
    await expect(within(within(canvasElement).getByRole('button', { name: /English/ })).getByText('EN')).toBeVisible();
  },
};

const DIVISIONS: SelectItem[] = [
  { id: 'all', label: 'Все подразделения' },
  { id: 1, label: 'Продукт' },
  { id: 2, label: 'Дизайн', depth: 1 },
  { id: 3, label: 'Исследования', depth: 2 },
  { id: 4, label: 'Разработка', depth: 1 },
  { id: 5, label: 'Продажи' },
];

/** A tree (SPEC §2 /employees division filter): nested options are indented by `depth`; the chosen one is not. */
export const Tree: Story = {
  args: { label: 'Подразделение', items: DIVISIONS, defaultSelectedKey: 3 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Исследования/ });
    await userEvent.click(trigger);
    const top = await body().findByRole('option', { name: 'Продукт' });
    const child = body().getByRole('option', { name: 'Дизайн' });
    const grandchild = body().getByRole('option', { name: 'Исследования' });
    const indent = (el: HTMLElement) => parseFloat(getComputedStyle(el).paddingInlineStart);
    await expect(indent(child)).toBeGreaterThan(indent(top));
    await expect(indent(grandchild)).toBeGreaterThan(indent(child));
  },
};
