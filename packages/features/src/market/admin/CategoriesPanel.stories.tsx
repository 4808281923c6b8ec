import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { CategoriesPanel } from './CategoriesPanel.tsx';
import { fitsWidth, resetServers, serverFor } from './storyHelpers.ts';

const base = serverFor();
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/admin_market_goods?tab=categories' } });

const meta = {
  title: 'Features/MarketAdmin/CategoriesPanel',
  component: CategoriesPanel,
  decorators: [withFeatures],
  args: { marketId: 1 },
  parameters: features(base),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof CategoriesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The panel once its tree has loaded. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const tree = await canvas.findByTestId('categories-tree');
  return { canvas, tree };
}

/** The parent `<li>` id of the category named `name` (null at the top level). */
function parentOf(tree: HTMLElement, name: string): string | null {
  const item = within(tree).getByText(name).closest('li');
  return item?.parentElement?.closest('li')?.dataset.category ?? null;
}

/** Opens a category's menu and picks `item`. */
async function menu(canvas: ReturnType<typeof within>, name: string, item: string) {
  await userEvent.click(canvas.getByRole('button', { name: `Действия с категорией «${name}»` }));
  await userEvent.click(await body().findByRole('menuitem', { name: item }));
}

/** The tree nested and by name (Еда → Кофе, Обеды; Мерч; Обучение; Спорт → Бассейн), each category with its offer count and menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { tree } = await loaded(canvasElement);
    await expect([...tree.querySelectorAll('li')].map((li) => li.dataset.category)).toEqual(['1', '2', '3', '5', '6', '4', '7']);
    await expect(parentOf(tree, 'Бассейн')).toBe('4');
    await expect(within(tree).getByText('Еда').closest('li')).toHaveTextContent('1 предложение');
    await expect(within(tree).getByText('Мерч').closest('li')).toHaveTextContent('2 предложения');
  },
};

const adding = serverFor();
/** A subcategory: its name and a parent from the tree; it appears under the parent, a toast says so, the name field empties. */
export const AddUnderAParent: Story = {
  parameters: features(adding),
  play: async ({ canvasElement }) => {
    const { canvas, tree } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Название категории/ }), 'Десерты');
    await userEvent.click(canvas.getByRole('button', { name: /Родительская категория/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Еда' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить категорию' }));
    await expect(await body().findByText('Категория создана')).toBeInTheDocument();
    await expect(adding.server.log[0]).toEqual({ route: 'createCategory', body: { marketId: 1, name: 'Десерты', parentId: 1 } });
    await waitFor(() => expect(parentOf(tree, 'Десерты')).toBe('1'));
    await expect(canvas.getByRole('textbox', { name: /Название категории/ })).toHaveValue('');
    clearToasts();
  },
};

const naming = serverFor();
/** A blank name says 'Введите название категории' and sends nothing. */
export const NameRequired: Story = {
  parameters: features(naming),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Название категории/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить категорию' }));
    await expect(await canvas.findByText('Введите название категории')).toBeInTheDocument();
    await expect(naming.server.log).toEqual([]);
  },
};

const refusing = serverFor();
/** A category with subcategories cannot be deleted: the SPEC's sentence at once, nothing sent. */
export const DeleteWithSubcategories: Story = {
  parameters: features(refusing),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await menu(canvas, 'Спорт', 'Удалить');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Невозможно удалить категорию с дочерними категориями');
    await expect(refusing.server.log).toEqual([]);
  },
};

const deleting = serverFor();
/** A leaf goes after a confirmation (its offers stay without it): a toast, and it leaves the tree. */
export const DeleteLeaf: Story = {
  parameters: features(deleting),
  play: async ({ canvasElement }) => {
    const { canvas, tree } = await loaded(canvasElement);
    await menu(canvas, 'Обучение', 'Удалить');
    const dialog = within(await body().findByRole('alertdialog', { name: 'Удаление категории' }));
    await expect(dialog.getByText('Удалить «Обучение»? Предложения останутся, но без этой категории.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Категория удалена')).toBeInTheDocument();
    await waitFor(() => expect(within(tree).queryByText('Обучение')).toBeNull());
    clearToasts();
  },
};

/** The server refuses (somebody added a subcategory meanwhile): its sentence shows above the tree. */
export const DeleteRefusedByTheServer: Story = {
  parameters: features(serverFor({}, { 'DELETE /api/market/admin/categories': errorReply('CATEGORY_HAS_CHILDREN', 409) })),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await menu(canvas, 'Мерч', 'Удалить');
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await expect(await canvas.findByTestId('categories-error')).toHaveTextContent('Невозможно удалить категорию с дочерними категориями');
    clearToasts();
  },
};

const renaming = serverFor();
/** Rename: the dialog starts with the name; the new one shows in the tree. */
export const Rename: Story = {
  parameters: features(renaming),
  play: async ({ canvasElement }) => {
    const { canvas, tree } = await loaded(canvasElement);
    await menu(canvas, 'Мерч', 'Переименовать');
    const dialog = within(await body().findByTestId('category-rename'));
    const name = dialog.getByRole('textbox', { name: /Название категории/ });
    await expect(name).toHaveValue('Мерч');
    await userEvent.clear(name);
    await userEvent.type(name, 'Сувениры');
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Категория переименована')).toBeInTheDocument();
    await waitFor(() => expect(within(tree).getByText('Сувениры')).toBeInTheDocument());
    await expect(renaming.server.log[0]).toEqual({ route: 'updateCategory', body: { id: 5, name: 'Сувениры' } });
    clearToasts();
  },
};

const moving = serverFor();
/** Move: the parents offered leave out the category and its subcategories; «Спорт» goes under «Еда», with «Бассейн» under it still. */
export const Move: Story = {
  parameters: features(moving),
  play: async ({ canvasElement }) => {
    const { canvas, tree } = await loaded(canvasElement);
    await menu(canvas, 'Спорт', 'Переместить');
    const dialog = within(await body().findByTestId('category-move'));
    await userEvent.click(dialog.getByRole('button', { name: /Родительская категория/ }));
    const listbox = await body().findByRole('listbox');
    const options = [...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    await expect(options).toEqual(['Без родительской категории', 'Еда', 'Кофе', 'Обеды', 'Мерч', 'Обучение']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Еда' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Категория перемещена')).toBeInTheDocument();
    await waitFor(() => expect(parentOf(tree, 'Спорт')).toBe('1'));
    await expect(parentOf(tree, 'Бассейн')).toBe('4');
    await expect(moving.server.log[0]).toEqual({ route: 'updateCategory', body: { id: 4, parentId: 1 } });
    clearToasts();
  },
};

/** The server refuses a move into the category's own subtree (CATEGORY_CYCLE): said in the dialog. */
export const MoveCycleRefused: Story = {
  parameters: features(serverFor({}, { 'PATCH /api/market/admin/categories': errorReply('CATEGORY_CYCLE', 422) })),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await menu(canvas, 'Обеды', 'Переместить');
    const dialog = within(await body().findByTestId('category-move'));
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await dialog.findByText('Категория не может быть вложена в саму себя')).toBeInTheDocument();
    clearToasts();
  },
};

/** No categories yet. */
export const Empty: Story = {
  parameters: features(serverFor({ categories: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Категорий пока нет')).toBeInTheDocument();
  },
};

/** The tree is loading. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/categories': pending })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('categories-panel')).toHaveAttribute('data-state', 'loading');
  },
};

/** The tree failed to load: an error with retry. */
export const LoadError: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/categories': errorReply('INTERNAL', 500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить категории')).toBeInTheDocument();
    clearToasts();
  },
};

/** On a phone (390 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await fitsWidth();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await loaded(canvasElement);
  },
};
