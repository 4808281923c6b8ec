import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/index.ts';
import { GridList, GridListItem, type Selection } from './GridList.tsx';

interface Person {
  id: string;
  name: string;
  team: string;
  isDisabled?: boolean;
}

const PEOPLE: Person[] = [
  { id: 'anna', name: 'Анна Смирнова', team: 'Продажи' },
  { id: 'boris', name: 'Борис Петров', team: 'Разработка' },
  { id: 'vera', name: 'Вера Козлова', team: 'Поддержка', isDisabled: true },
  { id: 'gleb', name: 'Глеб Орлов', team: 'Маркетинг' },
];

/** Twelve tiles of the grid stories: short words in a 4-column grid. */
const TILES = ['Спасибо', 'Супер', 'Браво', 'Огонь', 'Ура', 'Класс', 'Вау', 'Топ', 'Круто', 'Ого', 'Молодец', 'Лучший'].map((label, i) => ({
  id: `t${i + 1}`,
  label,
}));

const onSelectionChange = fn();
const onAction = fn();

const meta = {
  title: 'UI/GridList',
  component: GridList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list or wrapping grid of selectable items — a sticker picker, a choice of people or pictures. ' +
          '**When to use:** items that are more than a line of text (an image, an avatar, several lines) and are chosen or acted on; not for a value out of text options (use Select or RadioGroup), commands (Menu) or columns of data (DataTable). ' +
          '**Props:** `aria-label`, `layout` (`stack` | `grid`), `items` + a render function or static `GridListItem`s (`id`, `textValue`, `isDisabled`), `selectionMode` (`none` | `single` | `multiple`), `selectionBehavior` (`toggle` | `replace`), `selectedKeys`/`defaultSelectedKeys`, `onSelectionChange(keys)`, `disabledKeys`, `onAction(id)`, `renderEmptyState`, `className` (wins over the layout). ' +
          '**Accessibility:** `grid` of `row`s with `aria-selected`; one Tab stop, arrows move (all four in `grid`), Home/End jump, typing jumps by `textValue`, Space/Enter select; disabled items are skipped.',
      },
    },
  },
  beforeEach: () => {
    onSelectionChange.mockClear();
    onAction.mockClear();
  },
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof GridList>;

/** Gives the story a fixed width, so the grid's column count is known. */
const box =
  (width: string): Decorator =>
  (Story) => (
  <div style={{ width }}>
    <Story />
  </div>
);

function PersonRow({ person }: { person: Person }) {
  return (
    <GridListItem id={person.id} textValue={person.name} isDisabled={person.isDisabled}>
      <Avatar name={person.name} size="sm" isDecorative />
      <span>
        {person.name}
        <br />
        <small>{person.team}</small>
      </span>
    </GridListItem>
  );
}

/** Pointer: single selection in a stack; a click selects, another click moves the selection. */
export const Default: Story = {
  decorators: [box('20rem')],
  render: () => (
    <GridList aria-label="Кому благодарность" items={PEOPLE} selectionMode="single" onSelectionChange={onSelectionChange}>
      {(person) => <PersonRow person={person} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Кому благодарность' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    const anna = canvas.getByRole('row', { name: /Анна Смирнова/ });
    await userEvent.click(anna);
    await expect(anna).toHaveAttribute('aria-selected', 'true');
    await expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['anna']);
    const gleb = canvas.getByRole('row', { name: /Глеб Орлов/ });
    await userEvent.click(gleb);
    await expect(gleb).toHaveAttribute('aria-selected', 'true');
    await expect(anna).toHaveAttribute('aria-selected', 'false');
  },
};

/**
 * Keyboard in a stack with multiple selection: one Tab stop, Arrow Down moves and skips the
 * disabled row, Space toggles, End/Home jump, typing jumps to a name.
 */
export const KeyboardMultiple: Story = {
  decorators: [box('20rem')],
  render: () => (
    <GridList aria-label="Участники челленджа" items={PEOPLE} selectionMode="multiple" onSelectionChange={onSelectionChange}>
      {(person) => <PersonRow person={person} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (name: RegExp) => canvas.getByRole('row', { name });
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(row(/Анна/)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(row(/Анна/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(row(/Борис/)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)].sort()).toEqual(['anna', 'boris']);
    // Вера is disabled: Arrow Down goes past her.
    await expect(row(/Вера/)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(row(/Глеб/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(row(/Анна/)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(row(/Анна/)).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{End}');
    await expect(row(/Глеб/)).toHaveFocus();
    await userEvent.keyboard('Бор');
    await waitFor(() => expect(row(/Борис/)).toHaveFocus());
    // One Tab stop: Tab leaves the list.
    await userEvent.tab();
    await expect(canvasElement.querySelector('[role=grid]')?.contains(document.activeElement)).toBe(false);
  },
};

function Tile({ id, label }: { id: string; label: string }) {
  return (
    <GridListItem id={id} textValue={label}>
      <span style={{ textAlign: 'center', width: '100%' }}>{label}</span>
    </GridListItem>
  );
}

/**
 * `layout="grid"` with `replace` selection, as in a sticker picker: four columns here; Left/Right
 * move along a row, Down/Up between rows, and the selection follows the focus.
 */
export const GridKeyboard: Story = {
  decorators: [box('20rem')],
  render: () => (
    <GridList
      aria-label="Стикеры"
      layout="grid"
      items={TILES.slice(0, 8)}
      selectionMode="single"
      selectionBehavior="replace"
      onSelectionChange={onSelectionChange}
    >
      {(tile) => <Tile {...tile} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = (name: string) => canvas.getByRole('row', { name });
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(tile('Спасибо')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tile('Супер')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tile('Класс')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tile('Ура')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(tile('Спасибо')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await expect(tile('Вау')).toHaveFocus();
    // `replace`: the selection follows the keyboard focus, one tile at a time.
    await expect(tile('Вау')).toHaveAttribute('aria-selected', 'true');
    await expect(tile('Спасибо')).toHaveAttribute('aria-selected', 'false');
    await expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['t7']);
  },
};

/** Controlled selection: the grid shows what the parent holds. */
export const Controlled: Story = {
  decorators: [box('20rem')],
  render: function Render() {
    const [selected, setSelected] = useState<Selection>(new Set(['t3']));
    return (
      <>
        <GridList aria-label="Стикеры" layout="grid" items={TILES.slice(0, 4)} selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
          {(tile) => <Tile {...tile} />}
        </GridList>
        <p data-testid="selected">{selected === 'all' ? 'all' : [...selected].join(',')}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Браво' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Огонь' }));
    await expect(canvas.getByTestId('selected')).toHaveTextContent('t4');
    await expect(canvas.getByRole('row', { name: 'Браво' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** A disabled item can be neither focused nor selected (`isDisabled` on the item or `disabledKeys`). */
export const DisabledItem: Story = {
  decorators: [box('20rem')],
  render: () => (
    <GridList aria-label="Стикеры" layout="grid" items={TILES.slice(0, 4)} selectionMode="single" disabledKeys={['t2']} onSelectionChange={onSelectionChange}>
      {(tile) => <Tile {...tile} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('row', { name: 'Супер' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).not.toHaveAttribute('aria-selected', 'true');
    await expect(onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Браво' })).toHaveFocus();
  },
};

/** No items: the default muted text. */
export const Empty: Story = {
  decorators: [box('20rem')],
  render: () => (
    <GridList aria-label="Стикеры" layout="grid" items={[] as { id: string; label: string }[]} selectionMode="single">
      {(tile) => <Tile {...tile} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Стикеры' });
    await expect(grid).toHaveTextContent('Ничего нет');
    await expect(grid).toHaveAttribute('data-empty', 'true');
    // The empty list is still one Tab stop, with the focus ring.
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(grid).toHaveFocus();
  },
};

/** No items, with the caller's own empty state. */
export const EmptyCustom: Story = {
  decorators: [box('20rem')],
  render: () => (
    <GridList
      aria-label="Стикеры набора «Праздники»"
      layout="grid"
      items={[] as { id: string; label: string }[]}
      renderEmptyState={() => 'В этом наборе пока нет стикеров'}
    >
      {(tile) => <Tile {...tile} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent('В этом наборе пока нет стикеров');
  },
};

const MANY = Array.from({ length: 60 }, (_, i) => ({ id: `m${i + 1}`, name: `Сотрудник ${i + 1}`, team: i % 2 ? 'Продажи' : 'Разработка' }));

/** Sixty rows in a scrolling box, no selection: End jumps to the last row and scrolls it into view; Enter runs `onAction`. */
export const ManyItems: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem', maxHeight: '20rem', overflow: 'auto', padding: '0.25rem' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <GridList aria-label="Сотрудники" items={MANY} onAction={onAction}>
      {(person) => <PersonRow person={person} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(60);
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('row', { name: /Сотрудник 60/ });
    await expect(last).toHaveFocus();
    const scroller = canvasElement.querySelector<HTMLElement>('[role=grid]')!.parentElement!;
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1));
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenLastCalledWith('m60');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
  },
};

/** English, with an item already selected. */
export const English: Story = {
  globals: { locale: 'en' },
  decorators: [box('20rem')],
  render: () => (
    <GridList
      aria-label="Recipients"
      items={[
        { id: 'anna', name: 'Anna Smith', team: 'Sales' },
        { id: 'boris', name: 'Boris Peterson', team: 'Engineering' },
        { id: 'vera', name: 'Vera Collins', team: 'Support', isDisabled: true },
      ]}
      selectionMode="single"
      defaultSelectedKeys={['boris']}
    >
      {(person) => <PersonRow person={person} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /Boris Peterson/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** English empty list: the default text is translated. */
export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [box('20rem')],
  render: () => (
    <GridList aria-label="Stickers" layout="grid" items={[] as { id: string; label: string }[]}>
      {(tile) => <Tile {...tile} />}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent('Nothing here');
  },
};
