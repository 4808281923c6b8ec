import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { CategoryManager } from './CategoryManager.tsx';
import { resettableTemplatesServer, type TemplatesServerOptions } from './fixtures.ts';

/** A templates server with the shell's reads; `log` shows what was sent. */
/** All servers of the stories, reset before each. */
const servers: ReturnType<typeof resettableTemplatesServer>[] = [];
function serverFor(options: TemplatesServerOptions = {}, extra: Record<string, unknown> = {}) {
  const made = resettableTemplatesServer(options);
  servers.push(made);
  return {
    get server() {
      return made.server;
    },
    handlers: { ...defaultHandlers, ...made.handlers, ...extra },
  };
}
const superuser = serverFor({ role: 'superuser' });
const adding = serverFor({ role: 'superuser' });
const deleting = serverFor({ role: 'superuser' });
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/challenge_templates?scope=common' } });

const meta = {
  title: 'Features/ChallengeTemplates/CategoryManager',
  component: CategoryManager,
  decorators: [withFeatures],
  args: { scope: 'common', onClose: () => undefined },
  parameters: features(superuser),
  beforeEach: () => {
    clearToasts();
    for (const s of servers) s.reset();
  },
} satisfies Meta<typeof CategoryManager>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog once its tree has loaded. */
async function loaded() {
  const dialog = within(await body().findByTestId('category-manager'));
  await dialog.findByTestId('category-manager-tree');
  return dialog;
}

/** The common tree, nested and sorted by name (Здоровье → Питание, Спорт → Бег), a Delete per category. */
export const CommonTree: Story = {
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.getByRole('heading', { name: 'Категории: Общие' })).toBeInTheDocument();
    const tree = dialog.getByTestId('category-manager-tree');
    await expect([...tree.querySelectorAll('li')].map((li) => li.dataset.category)).toEqual(['5', '1', '7', '6', '8', '4', '2', '3']);
    await expect(dialog.getByRole('button', { name: 'Удалить категорию «Бег»' })).toBeInTheDocument();
  },
};

/** A name is required: a blank one says 'Введите название категории' on the field and nothing is sent. */
export const NameRequired: Story = {
  parameters: features(adding),
  play: async () => {
    const dialog = await loaded();
    await userEvent.type(dialog.getByRole('textbox', { name: /Название категории/ }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить категорию' }));
    await expect(await dialog.findByText('Введите название категории')).toBeInTheDocument();
    await expect(adding.server.log).toEqual([]);
  },
};

/** Adding a subcategory: its name and a parent from the tree; it appears under the parent, and a toast says so. */
export const AddUnderAParent: Story = {
  parameters: features(adding),
  play: async () => {
    const dialog = await loaded();
    await userEvent.type(dialog.getByRole('textbox', { name: /Название категории/ }), 'Йога');
    await userEvent.click(dialog.getByRole('button', { name: /Родительская категория/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Здоровье' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить категорию' }));
    await expect(await body().findByText('Категория успешно создана')).toBeInTheDocument();
    await expect(adding.server.log[0]?.body).toEqual({ name: 'Йога', scope: 'common', parentId: 1 });
    const tree = within(dialog.getByTestId('category-manager-tree'));
    await waitFor(() => expect(tree.getByText('Йога').closest('ul')?.closest('li')?.dataset.category).toBe('1'));
    await expect(dialog.getByRole('textbox', { name: /Название категории/ })).toHaveValue('');
    clearToasts();
  },
};

/** A category with subcategories cannot be deleted: the SPEC's sentence, nothing sent. */
export const DeleteRefused: Story = {
  parameters: features(deleting),
  play: async () => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить категорию «Здоровье»' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Невозможно удалить категорию с дочерними категориями');
    await expect(deleting.server.log).toEqual([]);
  },
};

/** A leaf goes: a toast, and it leaves the tree. */
export const DeleteLeaf: Story = {
  parameters: features(deleting),
  play: async () => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить категорию «Бег»' }));
    await expect(await body().findByText('Категория успешно удалена')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText('Бег')).toBeNull());
    clearToasts();
  },
};

/** The server refuses (another manager added a subcategory meanwhile): its sentence shows. */
export const DeleteRefusedByTheServer: Story = {
  parameters: features(serverFor({ role: 'superuser' }, { 'DELETE /api/challenges/template-categories': errorReply('CATEGORY_HAS_CHILDREN', 409) })),
  play: async () => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить категорию «Идеи»' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Невозможно удалить категорию с дочерними категориями');
    clearToasts();
  },
};

/** An empty tree. */
export const Empty: Story = {
  args: { scope: 'my' },
  parameters: features(serverFor({ trees: { my: [] } })),
  play: async () => {
    const dialog = within(await body().findByTestId('category-manager'));
    await expect(await dialog.findByText('Категорий пока нет')).toBeInTheDocument();
  },
};

/** The tree is loading. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/challenges/template-categories': pending })),
  play: async () => {
    const dialog = within(await body().findByTestId('category-manager'));
    await expect(dialog.getByRole('status')).toBeInTheDocument();
  },
};

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, play: async () => void (await loaded()) };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
