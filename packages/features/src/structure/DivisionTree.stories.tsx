import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DivisionTree } from './DivisionTree.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { divisions, structureServer } from './fixtures.ts';

/** Keeps the chosen division in state and says which one it is (as the table would filter). */
function Harness() {
  const [selectedId, setSelectedId] = useState<number | undefined>();
  return (
    <div>
      <DivisionTree selectedId={selectedId} onSelect={setSelectedId} />
      <p data-testid="chosen">{selectedId ?? 'all'}</p>
    </div>
  );
}

const meta = {
  title: 'Features/Structure/DivisionTree',
  component: Harness,
  decorators: [withFeatures],
  // The tree as the fixtures give it (the in-memory server recounts members from its employees).
  parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/divisions': { items: divisions } }, route: '/organization_administration_settings/1/structure' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The tree row holding the division `name`. */
const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = within(canvasElement).getByText(name, { selector: 'span' }).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
/** The option `name` of the in-place tree select of a dialog. */
const pickerRow = (dialog: HTMLElement, name: string) => {
  const grid = within(dialog).getByRole('grid', { name: 'Вышестоящее подразделение' });
  const row = within(grid).getByText(name, { selector: 'span' }).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no option ${name}`);
  return row;
};
const openActions = async (name: string) => userEvent.click(body().getByRole('button', { name: `Действия с подразделением «${name}»` }));

/** The tree: parents before children, indented, with member and sub-division counts; a toggle folds a branch; choosing a row selects it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Подразделения' });
    await waitFor(() => expect(grid.querySelectorAll('[role="row"]')).toHaveLength(divisions.length + 1));
    await expect(rowOf(canvasElement, 'Продукт')).toHaveTextContent('1 сотрудник · 2 вложенных');
    await expect(rowOf(canvasElement, 'Backend')).toHaveTextContent('4 сотрудника');
    const nested = rowOf(canvasElement, 'Исследования').querySelector('[data-depth]')!;
    const top = rowOf(canvasElement, 'HR').querySelector('[data-depth]')!;
    await expect(parseFloat(getComputedStyle(nested).paddingInlineStart)).toBeGreaterThan(parseFloat(getComputedStyle(top).paddingInlineStart));
    // Fold "Продукт": its four descendants go.
    await userEvent.click(canvas.getByRole('button', { name: 'Свернуть «Продукт»' }));
    await waitFor(() => expect(grid.querySelectorAll('[role="row"]')).toHaveLength(divisions.length - 3));
    await expect(canvas.getByRole('button', { name: 'Развернуть «Продукт»' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Развернуть «Продукт»' }));
    await waitFor(() => expect(grid.querySelectorAll('[role="row"]')).toHaveLength(divisions.length + 1));
    // Choosing a division.
    await userEvent.click(canvas.getByText('HR', { selector: 'span' }));
    await waitFor(() => expect(canvas.getByTestId('chosen')).toHaveTextContent('1'));
    await expect(rowOf(canvasElement, 'HR')).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: arrows move along the rows, Space chooses one. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Подразделения' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(rowOf(canvasElement, 'Все подразделения')).toHaveFocus();
    // Siblings by name: Cyrillic names first in Russian.
    await userEvent.keyboard('{ArrowDown}');
    await expect(rowOf(canvasElement, 'Продажи Северо-Запад и Калининградская область')).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByTestId('chosen')).toHaveTextContent('4'));
  },
};

const createServer = structureServer();
/** "Add division" at the top level; the name is required; a toast confirms and the tree shows it. */
export const CreateTopLevel: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Подразделения' });
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить подразделение' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое подразделение' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await expect(await within(dialog).findByText('Это поле обязательно')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Маркетинг');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Подразделение создано')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(canvasElement, 'Маркетинг')).toBeInTheDocument());
    await expect(createServer.log.at(-1)).toEqual({ call: 'POST /api/divisions', body: { name: 'Маркетинг', parentId: null } });
    clearToasts();
  },
};

const childServer = structureServer();
/** A row's menu adds a sub-division under it (the parent is preset). */
export const CreateChild: Story = {
  parameters: { features: { handlers: childServer.handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('HR');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Добавить вложенное' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое подразделение' });
    await expect(pickerRow(dialog, 'HR')).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Рекрутинг');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(rowOf(canvasElement, 'Рекрутинг')).toBeInTheDocument());
    await expect(childServer.log.at(-1)?.body).toEqual({ name: 'Рекрутинг', parentId: 1 });
    await expect(rowOf(canvasElement, 'HR')).toHaveTextContent('1 вложенное');
    clearToasts();
  },
};

const renameServer = structureServer();
/** Rename from the row's menu. */
export const Rename: Story = {
  parameters: { features: { handlers: renameServer.handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('HR');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Переименовать' }));
    const dialog = await body().findByRole('dialog', { name: 'Переименовать подразделение' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await expect(name).toHaveValue('HR');
    await userEvent.clear(name);
    await userEvent.type(name, 'Люди и культура');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(rowOf(canvasElement, 'Люди и культура')).toBeInTheDocument());
    await expect(renameServer.log.at(-1)).toEqual({ call: 'PATCH /api/divisions?id=1', body: { name: 'Люди и культура' } });
    clearToasts();
  },
};

const moveServer = structureServer();
/** Move: the division itself and those under it cannot be chosen as its parent; the tree follows the move. */
export const Move: Story = {
  parameters: { features: { handlers: moveServer.handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('Продукт и дизайн');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Перенести' }));
    const dialog = await body().findByRole('dialog', { name: 'Перенести подразделение «Продукт и дизайн»' });
    await expect(pickerRow(dialog, 'Исследования')).toHaveAttribute('aria-disabled', 'true');
    await expect(pickerRow(dialog, 'Продукт и дизайн')).toHaveAttribute('aria-disabled', 'true');
    await expect(pickerRow(dialog, 'Продукт')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(pickerRow(dialog, 'Верхний уровень'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Подразделение перенесено')).toBeInTheDocument();
    await expect(moveServer.log.at(-1)).toEqual({ call: 'PATCH /api/divisions?id=3', body: { parentId: null } });
    await waitFor(() => expect(rowOf(canvasElement, 'Продукт')).toHaveTextContent('1 вложенное'));
    clearToasts();
  },
};

/** The tree changed meanwhile and the server refuses the move as a cycle: the dialog says so. */
export const MoveCycle: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'PATCH /api/divisions': errorReply('DIVISION_CYCLE', 409) } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('HR');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Перенести' }));
    const dialog = await body().findByRole('dialog', { name: 'Перенести подразделение «HR»' });
    await userEvent.click(pickerRow(dialog, 'Backend'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Нельзя перенести подразделение внутрь него самого');
  },
};

const deleteServer = structureServer();
/** Delete: "Вы уверены…?"; a division with people is refused with the server's reason; an empty one goes. */
export const Delete: Story = {
  parameters: { features: { handlers: deleteServer.handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('HR');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Удалить' }));
    let confirm = await body().findByRole('alertdialog', { name: 'Вы уверены, что хотите удалить подразделение?' });
    await expect(confirm).toHaveTextContent('«HR» будет удалено.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('В подразделении есть сотрудники или вложенные подразделения: сначала перенесите их');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    // "Разработка" has a sub-division; "Исследования" has one member: refused too. A new empty one can go.
    await openActions('Разработка');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Удалить' }));
    confirm = await body().findByRole('alertdialog');
    await expect(within(confirm).queryByRole('alert')).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(deleteServer.log.filter((c) => c.call.startsWith('DELETE'))).toHaveLength(2);
  },
};

/** The confirmation after a refused delete (for the picture). */
export const DeleteRefused: Story = {
  parameters: { features: { handlers: structureServer().handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('Backend');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Удалить' }));
    const confirm = await body().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
  },
};

const emptyDivision = structureServer({ divisions: [...divisions, { id: 50, name: 'Пустое', parentId: null, memberCount: 0, childCount: 0 }] });
/** An empty division is deleted and leaves the tree. */
export const DeleteEmpty: Story = {
  parameters: { features: { handlers: emptyDivision.handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Подразделения' });
    await openActions('Пустое');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Удалить' }));
    const confirm = await body().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Подразделение удалено')).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).queryByText('Пустое')).toBeNull());
    clearToasts();
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/divisions': pending } } } };

export const Empty: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/divisions': { items: [] } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Подразделений пока нет')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Добавить подразделение' })).toBeEnabled();
  },
};

export const ErrorFace: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/divisions': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить подразделения')).toBeInTheDocument();
    clearToasts();
  },
};

/** One division only. */
export const OneDivision: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/divisions': { items: [divisions[5]] } } } },
};

/** Long names end with an ellipsis; the menu keeps its place. */
export const LongNames: Story = {
  parameters: {
    features: {
      handlers: {
        ...structureServer().handlers,
        'GET /api/divisions': {
          items: [
            { id: 1, name: 'Департамент по развитию региональных продаж и работе с ключевыми партнёрами', parentId: null, memberCount: 120, childCount: 1 },
            { id: 2, name: 'Отдел сопровождения стратегических клиентов Северо-Западного федерального округа', parentId: 1, memberCount: 31, childCount: 0 },
          ],
        },
      },
    },
  },
};

export const English: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: structureServer().handlers } } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, parameters: { features: { handlers: structureServer().handlers } } };
