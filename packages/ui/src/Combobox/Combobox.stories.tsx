import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/index.ts';
import { formFrame } from '../Field/storyFrame.tsx';
import { Combobox, type ComboboxProps } from './Combobox.tsx';

interface Person {
  id: number;
  name: string;
  department: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Анна Петрова', department: 'Маркетинг' },
  { id: 2, name: 'Андрей Смирнов', department: 'Разработка' },
  { id: 3, name: 'Борис Иванов', department: 'Продажи' },
  { id: 4, name: 'Вера Кузнецова', department: 'HR' },
  { id: 5, name: 'Анастасия Волкова-Преображенская', department: 'Отдел по работе с ключевыми клиентами и партнёрами' },
];
const PEOPLE_EN: Person[] = [
  { id: 11, name: 'Anna Peters', department: 'Marketing' },
  { id: 12, name: 'Andrew Smith', department: 'Engineering' },
  { id: 13, name: 'Boris Evans', department: 'Sales' },
];

/** A fake people search: resolves after `delay` ms, rejects with the abort reason when aborted. */
function searchIn(people: Person[], delay = 60) {
  return (query: string, signal: AbortSignal) =>
    new Promise<Person[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        const q = query.trim().toLowerCase();
        resolve(people.filter((person) => person.name.toLowerCase().includes(q)));
      }, delay);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** Holds the selection in state, as a form does, and reports it to the `onSelectionChange` spy. */
function Controlled(props: ComboboxProps<Person>) {
  const [selected, setSelected] = useState<Person | null>(props.selectedItem ?? null);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Combobox<Person>
        {...props}
        selectedItem={selected}
        onSelectionChange={(item) => {
          setSelected(item);
          props.onSelectionChange?.(item);
        }}
      />
      <output data-testid="selection">{selected ? `Выбрано: ${selected.name}` : 'Никто не выбран'}</output>
    </div>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Combobox<Person>,
  tags: ['autodocs'],
  args: {
    label: 'Кому',
    placeholder: 'Начните вводить имя',
    loadItems: fn(searchIn(PEOPLE)),
    getKey: (person: Person) => person.id,
    getLabel: (person: Person) => person.name,
    selectedItem: null,
    onSelectionChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [formFrame],
} satisfies Meta<typeof Combobox<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Idle until the user types. Keyboard: typing searches once after the debounce, Arrow Down moves
 * through the options, Enter chooses one and closes the list.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Кому' });
    await expect(args.loadItems).not.toHaveBeenCalled();
    await expect(body().queryByRole('listbox')).toBeNull();

    await userEvent.type(input, 'ан');
    const listbox = await body().findByRole('listbox');
    await expect(await within(listbox).findByRole('option', { name: 'Анна Петрова' })).toBeVisible();
    await expect(args.loadItems).toHaveBeenCalledTimes(1);
    await expect(args.loadItems).toHaveBeenLastCalledWith('ан', expect.any(AbortSignal));

    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getAllByRole('option')[0]!;
    await expect(first).toHaveAttribute('data-focused');
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');

    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(PEOPLE[0]);
    await expect(input).toHaveValue('Анна Петрова');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(canvas.getByTestId('selection')).toHaveTextContent('Выбрано: Анна Петрова');
  },
};

/** Pointer: the chevron opens suggestions for an empty query at once; a click chooses. */
export const PointerSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Показать варианты/ }));
    await expect(args.loadItems).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await userEvent.click(await body().findByRole('option', { name: 'Борис Иванов' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(PEOPLE[2]);
    await expect(canvas.getByRole('combobox')).toHaveValue('Борис Иванов');
  },
};

/** Suggestions: the two people chosen lately under "Недавние", the others under "Коллеги". */
const suggestionGroup = (person: Person) => (person.id <= 2 ? 'Недавние' : 'Коллеги');

/**
 * `menuTrigger="focus"` and `getSection`: focus alone opens the suggestions (`loadItems('')`) in
 * groups under headings; typing searches, and the grouped suggestions are not kept meanwhile.
 */
export const SuggestionsOnFocus: Story = {
  args: { menuTrigger: 'focus', getSection: suggestionGroup, loadItems: fn(searchIn(PEOPLE, 300)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Кому' })).toHaveFocus();
    const listbox = await body().findByRole('listbox');
    const recent = await within(listbox).findByRole('group', { name: 'Недавние' });
    await expect(args.loadItems).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await expect(within(recent).getAllByRole('option').map((o) => o.textContent)).toEqual(['Анна Петрова', 'Андрей Смирнов']);
    await expect(within(within(listbox).getByRole('group', { name: 'Коллеги' })).getAllByRole('option')).toHaveLength(3);
    // The keyboard walks across the groups.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Борис Иванов' })).toHaveAttribute('data-focused');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(listbox).getByRole('option', { name: 'Анна Петрова' })).toHaveAttribute('data-focused');
  },
};

export const SuggestionsWhileTyping: Story = {
  args: { menuTrigger: 'focus', getSection: suggestionGroup, loadItems: fn(searchIn(PEOPLE, 300)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Кому' }));
    const listbox = await body().findByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Недавние' });
    await userEvent.keyboard('Бор');
    await waitFor(() => expect(within(listbox).queryByRole('group')).toBeNull());
    await expect(within(listbox).queryByRole('option', { name: 'Анна Петрова' })).toBeNull();
    await expect(await within(listbox).findByRole('option', { name: 'Борис Иванов' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('selection')).toHaveTextContent('Выбрано: Борис Иванов');
  },
};

export const English: Story = {
  args: { label: 'Recipient', placeholder: 'Start typing a name', loadItems: fn(searchIn(PEOPLE_EN)) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    await expect(await body().findByRole('option', { name: 'Andrew Smith' })).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Recipient' }), 'zzz');
    await expect(await within(await body().findByRole('listbox')).findByText('Nothing found')).toBeVisible();
  },
};

/** Rich options through `renderItem`; the input still shows `getLabel`. */
export const CustomItems: Story = {
  args: {
    renderItem: (person: Person) => (
      <>
        <span>{person.name}</span>
        <span style={{ fontSize: '0.875rem' }}>{person.department}</span>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'Вера');
    const option = await body().findByRole('option', { name: /Вера Кузнецова/ });
    await expect(option).toHaveTextContent('HR');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Вера Кузнецова');
  },
};

/** Stories only: room under the field for the open list, so that its screenshot shows the options. */
const roomForTheList: Decorator = (Story) => (
  <div style={{ minBlockSize: '24rem' }}>
    <Story />
  </div>
);

/**
 * `renderStart` and `getDescription`: each option with an avatar (decorative), the name, and the
 * department as a muted second line — the option is named by the name alone and described by the
 * department; a person without one has no second line.
 */
export const WithDescriptions: Story = {
  args: {
    loadItems: fn(searchIn([...PEOPLE.slice(0, 4), { id: 6, name: 'Анатолий Новиков', department: '' }])),
    renderStart: (person: Person) => <Avatar name={person.name} size="sm" isDecorative />,
    getDescription: (person: Person) => person.department,
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'ан');
    const listbox = await body().findByRole('listbox');
    const anna = await within(listbox).findByRole('option', { name: 'Анна Петрова' });
    await expect(anna).toHaveAccessibleName('Анна Петрова');
    await expect(anna).toHaveAccessibleDescription('Маркетинг');
    const anatoly = within(listbox).getByRole('option', { name: 'Анатолий Новиков' });
    await expect(anatoly).not.toHaveAccessibleDescription();
    await expect(anatoly).toHaveTextContent(/^АНАнатолий Новиков$/);
    // The avatars are hidden from assistive technology: no images in the list (Анна, Андрей, Борис Иванов, Анатолий).
    await expect(within(listbox).queryAllByRole('img')).toHaveLength(0);
    await expect(listbox.querySelectorAll('[aria-hidden="true"] [data-fallback]')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(PEOPLE[0]);
    await expect(input).toHaveValue('Анна Петрова');
  },
};

/** Loading: a spinner in the field, "Загрузка…" in the list and in the live region. */
export const Loading: Story = {
  args: { loadItems: fn((_query: string, _signal: AbortSignal) => new Promise<Person[]>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'а');
    // The list is open, so react-aria hides the rest of the field from screen readers: the live
    // region (kept audible) announces loading instead of the spinner.
    await waitFor(() => expect(canvasElement.querySelector('[role="progressbar"]')).toHaveAttribute('aria-label', 'Загрузка…'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…'));
    await expect(await body().findByRole('listbox')).toHaveTextContent('Загрузка…');
  },
};

/** Empty: the default message, shown in the list and announced. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Щъ');
    await expect(await within(await body().findByRole('listbox')).findByText('Ничего не найдено')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Ничего не найдено'));
  },
};

export const CustomEmptyMessage: Story = {
  args: { emptyMessage: 'Коллега не найден. Проверьте написание фамилии.' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Щъ');
    const listbox = await body().findByRole('listbox');
    await expect(await within(listbox).findByText('Коллега не найден. Проверьте написание фамилии.')).toBeVisible();
  },
};

function failingOnce() {
  let calls = 0;
  const ok = searchIn(PEOPLE);
  return (query: string, signal: AbortSignal) => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('network')) : ok(query, signal);
  };
}

/** Error, keyboard: the list offers a Retry option; Arrow Down + Enter reloads the same query. */
export const ErrorRetryWithKeyboard: Story = {
  args: { loadItems: fn(failingOnce()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'Ан');
    const retry = await body().findByRole('option', { name: /Повторить/ });
    await expect(retry).toHaveTextContent('Не удалось загрузить варианты');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Не удалось загрузить варианты'));
    // While the list is open the Retry option is the only Retry (the field's button is not rendered).
    await expect(canvas.queryByRole('button', { name: 'Повторить', hidden: true })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await body().findByRole('option', { name: 'Анна Петрова' })).toBeVisible();
    await expect(args.loadItems).toHaveBeenCalledTimes(2);
    await expect(args.loadItems).toHaveBeenLastCalledWith('Ан', expect.any(AbortSignal));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Ан');
  },
};

/** Error, pointer: a click on the Retry option in the list reloads the same query. */
export const ErrorRetryWithPointer: Story = {
  args: { loadItems: fn(failingOnce()) },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'Бо');
    await userEvent.click(await body().findByRole('option', { name: /Повторить/ }));
    await expect(await body().findByRole('option', { name: 'Борис Иванов' })).toBeVisible();
    await expect(args.loadItems).toHaveBeenLastCalledWith('Бо', expect.any(AbortSignal));
    await expect(input).toHaveValue('Бо');
  },
};

/**
 * Error after the list was closed: the field shows the error with a Retry button (keyboard: Tab
 * reaches it); it refocuses the input and reopens the list for the current text.
 */
export const ErrorRetryAfterClosing: Story = {
  args: { loadItems: fn(failingOnce()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'Бо');
    await body().findByRole('option', { name: /Повторить/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    const retry = canvas.getByRole('button', { name: 'Повторить' });
    await expect(retry.parentElement).toHaveTextContent('Не удалось загрузить варианты');
    await userEvent.click(retry);
    await expect(input).toHaveFocus();
    await expect(await body().findByRole('option', { name: 'Борис Иванов' })).toBeVisible();
    await expect(args.loadItems).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button', { name: 'Повторить' })).toBeNull();
  },
};

export const ErrorEnglish: Story = {
  args: { label: 'Recipient', loadItems: fn((_query: string, _signal: AbortSignal): Promise<Person[]> => Promise.reject(new Error('offline'))) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'An');
    await expect(await body().findByRole('option', { name: /Retry/ })).toHaveTextContent('Could not load the options');
  },
};

/** Typing quickly sends one request, for the final text, after the 250 ms pause. */
export const Debounced: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Андрей');
    await body().findByRole('option', { name: 'Андрей Смирнов' });
    await expect(args.loadItems).toHaveBeenCalledTimes(1);
    await expect(args.loadItems).toHaveBeenCalledWith('Андрей', expect.any(AbortSignal));
  },
};

/** A newer query aborts the request still in flight; its late answer is ignored. */
export const AbortsPreviousRequest: Story = {
  args: { loadItems: fn(searchIn(PEOPLE, 600)) },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'Б');
    await waitFor(() => expect(args.loadItems).toHaveBeenCalledTimes(1));
    const firstSignal = (args.loadItems as ReturnType<typeof fn>).mock.calls[0]![1] as AbortSignal;
    await expect(firstSignal.aborted).toBe(false);
    await userEvent.type(input, 'о');
    await expect(firstSignal.aborted).toBe(true);
    await expect(await body().findByRole('option', { name: 'Борис Иванов' }, { timeout: 2000 })).toBeVisible();
    await expect(args.loadItems).toHaveBeenLastCalledWith('Бо', expect.any(AbortSignal));
  },
};

/**
 * A chosen option: typing over it clears the selection at once; Escape then closes the list and
 * leaving the field empties the unchosen text.
 */
export const TypingClearsSelection: Story = {
  args: { selectedItem: PEOPLE[1] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveValue('Андрей Смирнов');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('Андрей Смирно');
    await expect(canvas.getByTestId('selection')).toHaveTextContent('Никто не выбран');
    await body().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(input).toHaveValue('');
  },
};

/** Opening a field with a choice lists suggestions for `''` and marks the chosen one. */
export const WithSelection: Story = {
  args: { selectedItem: PEOPLE[0] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.loadItems).toHaveBeenCalledWith('', expect.any(AbortSignal));
    const chosen = await body().findByRole('option', { name: 'Анна Петрова' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(input).toHaveValue('Анна Петрова');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** The form's validation message (not a load error): invalid, described, `data-invalid`. */
export const Invalid: Story = {
  args: { isRequired: true, description: 'Получатель благодарности', errorMessage: 'Это поле обязательно' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Кому' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Получатель благодарности Это поле обязательно');
    await expect(canvasElement.querySelector('.react-aria-ComboBox, [data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, selectedItem: PEOPLE[3] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Показать варианты/ }), { pointerEventsCheck: 0 });
    await expect(args.loadItems).not.toHaveBeenCalled();
  },
};

/** Long names and departments wrap inside the list; the field does not overflow. */
export const LongText: Story = {
  args: {
    label: 'Кому отправить благодарность за помощь в проекте по запуску нового продукта',
    renderItem: (person: Person) => (
      <>
        <span>{person.name}</span>
        <span style={{ fontSize: '0.875rem' }}>{person.department}</span>
      </>
    ),
    selectedItem: PEOPLE[4],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Показать варианты/ }));
    await expect(await body().findByRole('option', { name: /Волкова-Преображенская/ })).toBeVisible();
  },
};

/**
 * {@link WithDescriptions} on a phone, with a very long name and department: both wrap beside the
 * avatar. Last in the file: in the story tests, the stories after it kept its phone viewport.
 */
export const WithDescriptionsLong: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [roomForTheList],
  args: {
    loadItems: fn(searchIn(PEOPLE)),
    renderStart: (person: Person) => <Avatar name={person.name} size="sm" isDecorative />,
    getDescription: (person: Person) => person.department,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Показать варианты/ }));
    const option = await body().findByRole('option', { name: 'Анастасия Волкова-Преображенская' });
    await expect(option).toHaveAccessibleDescription('Отдел по работе с ключевыми клиентами и партнёрами');
    await waitFor(() => expect(option).toBeVisible());
    // Nothing sticks out sideways.
    const listbox = body().getByRole('listbox');
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth + 1);
  },
};
