import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@gratia/ui';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { CategoryTree, type CategoryTreeProps } from './CategoryTree.tsx';
import { commonTree, communityTree, node } from './fixtures.ts';

const meta = {
  title: 'Features/ChallengeTemplates/CategoryTree',
  component: CategoryTree,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/challenge_templates?scope=common' } },
  args: { nodes: commonTree, 'aria-label': 'Категории', onChange: fn() },
} satisfies Meta<typeof CategoryTree>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tree keeps what is checked, as the templates list does. */
function Checkable(props: CategoryTreeProps) {
  const [selected, setSelected] = useState<number[]>(props.selected ? [...props.selected] : []);
  return (
    <CategoryTree
      {...props}
      selected={selected}
      onChange={(ids) => {
        setSelected(ids);
        props.onChange?.(ids);
      }}
    />
  );
}

/**
 * The filter (DOMAIN §1.9 'a tree, multi-select'): nested categories, each level indented, every one
 * a checkbox; several may be checked and unchecked, and the list hears each change.
 */
export const Filter: Story = {
  render: (args) => <Checkable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('list', { name: 'Категории' });
    const sport = canvas.getByRole('checkbox', { name: 'Спорт' });
    const health = canvas.getByRole('checkbox', { name: 'Здоровье' });
    // A subcategory sits deeper than its parent.
    await expect(sport.closest('ul')).not.toBe(tree);
    await expect(health.closest('ul')).toBe(tree);
    await userEvent.click(sport);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Идеи' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 4]);
    await userEvent.click(sport);
    await expect(args.onChange).toHaveBeenLastCalledWith([4]);
    await expect(canvas.getByRole('checkbox', { name: 'Идеи' })).toBeChecked();
  },
};

/** With the keyboard only: Tab to a category, Space checks it. */
export const Keyboard: Story = {
  render: (args) => <Checkable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Волонтёрство' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([5]);
  },
};

/** Names only, with an action per row (the category manager's delete buttons). */
export const WithActions: Story = {
  args: {
    nodes: communityTree,
    onChange: undefined,
    renderAction: (n) => (
      <Button size="sm" variant="ghost" tone="critical" aria-label={`Удалить: ${n.name}`}>
        ×
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Удалить: Релизы' })).toBeInTheDocument();
  },
};

/** A long name and deep nesting wrap inside a narrow column (the phone's filter sheet). */
export const LongNamesPhone: Story = {
  args: {
    nodes: [node(1, 'Очень длинное название категории, которое не помещается в строку фильтра', null, [node(2, 'Подкатегория с длинным названием для проверки переноса', 1, [node(3, 'Ещё глубже', 2)])])],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(3);
  },
};

/** In English (category names are the community's own). */
export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Categories' } };
