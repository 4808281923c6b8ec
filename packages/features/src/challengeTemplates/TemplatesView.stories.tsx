import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChallengeTemplate } from '@gratia/contracts';
import { withFeatures, withLocation } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { commonTemplates, longTemplate, resettableTemplatesServer, template, type TemplatesServerOptions } from './fixtures.ts';
import { TemplatesView } from './TemplatesView.tsx';

/** Every list request's query (cleared before each story). */
const asked: string[] = [];

/** The templates server for `options` with the shell's reads, recording each list query. */
const servers: ReturnType<typeof resettableTemplatesServer>[] = [];
function handlersOf(options: TemplatesServerOptions = {}, extra: Record<string, unknown> = {}) {
  const server = resettableTemplatesServer(options);
  servers.push(server);
  const list = server.handlers['GET /api/challenges/templates']!;
  return {
    ...defaultHandlers,
    ...server.handlers,
    'GET /api/challenges/templates': (req: MockRequest) => {
      asked.push(req.query.toString());
      return list(req);
    },
    ...extra,
  };
}

const meta = {
  title: 'Features/ChallengeTemplates/TemplatesView',
  component: TemplatesView,
  decorators: [withLocation, withFeatures],
  parameters: { features: { handlers: handlersOf(), route: '/challenge_templates' } },
  beforeEach: () => {
    asked.length = 0;
    clearToasts();
    for (const server of servers) server.reset();
  },
} satisfies Meta<typeof TemplatesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const view = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
const cardNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
const body = () => within(document.body);

/** Loaded, the category tree too, the pictures decoded. */
async function ready(canvasElement: HTMLElement, count?: number) {
  await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
  if (count !== undefined) await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(count));
  await waitFor(() => expect(within(canvasElement).getByTestId('template-sidebar').querySelector('[role="status"]')).toBeNull());
  await imagesDecoded(canvasElement);
}

/**
 * A member's own templates (the default tab 'Мои'): the back link, the title and 'Новый шаблон';
 * their card starts a challenge from it and offers Edit and Delete; their own category tree.
 */
export const Mine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Шаблоны челленджей' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /К челленджам/ })).toHaveAttribute('href', '/challenges');
    await expect(canvas.getByRole('radio', { name: 'Мои' })).toBeChecked();
    await expect(asked[0]).toContain('scope=my');
    await expect(canvas.getByRole('link', { name: 'Приветствие новичков месяца' })).toHaveAttribute('href', '/challenges/new?template=30');
    await expect(canvas.getByRole('button', { name: 'Изменить шаблон «Приветствие новичков месяца»' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Удалить шаблон «Приветствие новичков месяца»' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Для HR' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Управлять категориями' })).toBeInTheDocument();
  },
};

/**
 * A member on 'Общие': the common templates with the kind of each ('Цепочка заданий' opens the
 * chain form), no Edit or Delete; the tree nested (Здоровье → Спорт → Бег), no 'Manage'.
 */
export const CommonMember: Story = {
  parameters: { features: { handlers: handlersOf(), route: '/challenge_templates?scope=common' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, commonTemplates.length);
    await expect(canvas.getByRole('radio', { name: 'Общие' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /^Изменить шаблон/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Управлять категориями' })).toBeNull();
    const chain = canvas.getByRole('article', { name: 'Адаптация новичка' });
    await expect(within(chain).getByTestId('template-kind')).toHaveTextContent('Цепочка заданий');
    await expect(within(chain).getByTestId('template-steps')).toHaveTextContent('3 шага, 4 челленджа');
    await expect(within(chain).getByRole('link')).toHaveAttribute('href', '/challenge_chains/new?template=13');
    await expect(within(chain).getByRole('link')).toHaveAccessibleDescription('Создать цепочку');
    const run = within(canvas.getByTestId('template-sidebar')).getByRole('checkbox', { name: 'Бег' });
    await expect(run.closest('ul')?.closest('li')?.dataset.category).toBe('6');
  },
};
export const CommonEnglish: Story = { parameters: { features: { handlers: handlersOf(), route: '/challenge_templates?scope=common' } }, globals: { locale: 'en' } };

/** A superuser on 'Общие': Edit and Delete on every common card, and 'Manage categories'. */
export const CommonSuperuser: Story = {
  parameters: { features: { handlers: handlersOf({ role: 'superuser' }), route: '/challenge_templates?scope=common' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, commonTemplates.length);
    await expect(canvas.getAllByRole('button', { name: /^Изменить шаблон/ })).toHaveLength(commonTemplates.length);
    await expect(canvas.getByRole('button', { name: 'Управлять категориями' })).toBeInTheDocument();
  },
};

/** An admin on 'Наши': the community's templates, editable; a member sees them without the buttons. */
export const CommunityAdmin: Story = {
  parameters: { features: { handlers: handlersOf({ role: 'admin' }), route: '/challenge_templates?scope=community' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 2);
    await expect(cardNames(canvasElement)).toEqual(['Баг-хант перед релизом', 'Костюм на Хэллоуин']);
    await expect(canvas.getAllByRole('button', { name: /^Удалить шаблон/ })).toHaveLength(2);
  },
};
export const CommunityMember: Story = {
  parameters: { features: { handlers: handlersOf(), route: '/challenge_templates?scope=community' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 2);
    await expect(within(canvasElement).queryByRole('button', { name: /^Удалить шаблон/ })).toBeNull();
  },
};

/**
 * The tabs and the category filter put themselves in the URL and ask the server: several
 * categories (a parent selects its subcategories' templates), Reset clears them; another tab
 * starts with none.
 */
export const FilterByCategories: Story = {
  parameters: { features: { handlers: handlersOf(), route: '/challenge_templates?scope=common' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = () => within(canvas.getByTestId('template-sidebar'));
    await ready(canvasElement);
    await userEvent.click(sidebar().getByRole('checkbox', { name: 'Здоровье' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/challenge_templates?scope=common&category=1'));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Зарядка каждое утро', '10 000 шагов', 'Полезный обед']));
    await userEvent.click(sidebar().getByRole('checkbox', { name: 'Идеи' }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Зарядка каждое утро', '10 000 шагов', 'Полезный обед', 'Лучшая идея квартала']));
    await expect(asked.at(-1)).toContain('categoryId=1&categoryId=4');
    await userEvent.click(sidebar().getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/challenge_templates?scope=common'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(commonTemplates.length));
    await userEvent.click(canvas.getByRole('radio', { name: 'Наши' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/challenge_templates?scope=community'));
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-scope', 'community'));
  },
};

/** The search asks the server a moment after the last key (`?q=`); nothing found offers Reset. */
export const Search: Story = {
  parameters: { features: { handlers: handlersOf(), route: '/challenge_templates?scope=common' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по названию' }), 'шаг');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['10 000 шагов']));
    await expect(location(canvasElement)).toBe('/challenge_templates?scope=common&q=%D1%88%D0%B0%D0%B3');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по названию' }), 'оход');
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'empty'));
    await expect(canvas.getByText('Подходящих шаблонов нет')).toBeInTheDocument();
    // The empty state's Reset (the sidebar's is disabled: no category is checked).
    await userEvent.click(canvas.getAllByRole('button', { name: 'Сбросить' }).find((b) => !b.hasAttribute('disabled'))!);
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveValue('');
  },
};

/** Loading: placeholder cards and the tree's placeholder lines. */
export const Loading: Story = {
  parameters: { features: { handlers: handlersOf({}, { 'GET /api/challenges/templates': pending, 'GET /api/challenges/template-categories': pending }) } },
  play: async ({ canvasElement }) => {
    await expect(view(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status', { name: 'Загружаем шаблоны' })).toBeInTheDocument();
  },
};

/** No templates of one's own yet: the empty state offers 'Новый шаблон'; no categories either. */
export const Empty: Story = {
  parameters: { features: { handlers: handlersOf({ templates: [], trees: { my: [] } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'empty'));
    await expect(canvas.getByText('У вас пока нет своих шаблонов')).toBeInTheDocument();
    await expect(await canvas.findByText('Категорий пока нет')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Новый шаблон' })).toHaveLength(2);
  },
};
export const EmptyEnglish: Story = { parameters: { features: { handlers: handlersOf({ templates: [], trees: { my: [] } }) } }, globals: { locale: 'en' } };

/** The list cannot be read: the error with a retry, which reads it again. */
export const LoadError: Story = {
  parameters: { features: { handlers: handlersOf({}, { 'GET /api/challenges/templates': errorReply('INTERNAL', 500) }) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(within(canvasElement).getByText('Не удалось загрузить шаблоны')).toBeInTheDocument();
    clearToasts();
  },
};

/** Long names, descriptions and many categories wrap and end in an ellipsis. */
export const LongText: Story = {
  parameters: { features: { handlers: handlersOf({ templates: [longTemplate, template({ id: 41 })] }), route: '/challenge_templates?scope=common' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 2);
    const card = within(canvasElement).getAllByRole('article')[0]!;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(view(canvasElement).getBoundingClientRect().width);
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Deleting asks first; confirmed, the card leaves the list and a toast says so. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить шаблон «Приветствие новичков месяца»' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText('Удалить шаблон «Приветствие новичков месяца»?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Шаблон удалён')).toBeInTheDocument();
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'empty'));
    clearToasts();
  },
};

/** 'Новый шаблон' opens the form in the tab's scope. */
export const OpensTheForm: Story = {
  parameters: { features: { handlers: handlersOf({ role: 'admin' }), route: '/challenge_templates?scope=community' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Новый шаблон' }));
    const dialog = within(await body().findByTestId('template-form'));
    await expect(await dialog.findByRole('radio', { name: 'Виден только моему сообществу' })).toBeChecked();
  },
};

/** On a phone: one column; the categories behind a button, in a popover; a checked one shows in the button. */
export const Phone: Story = {
  globals: PHONE,
  parameters: { features: { handlers: handlersOf(), route: '/challenge_templates?scope=common' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.getByTestId('template-sidebar')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Категории' }));
    const popover = within(await body().findByRole('dialog', { name: 'Фильтр по категориям' }));
    await userEvent.click(popover.getByRole('checkbox', { name: 'Команда' }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Адаптация новичка']));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Категории: 1' })).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

/** A page of templates the member made: 25 of them, two pages. */
const many: ChallengeTemplate[] = Array.from({ length: 25 }, (_, i) => template({ id: 100 + i, scope: 'my', name: `Шаблон №${i + 1}`, covers: [], me: { canEdit: true, canDelete: true }, createdAt: new Date(Date.UTC(2026, 2, 1, 0, 60 - i)).toISOString() }));
export const Paging: Story = {
  parameters: { features: { handlers: handlersOf({ templates: many }) } },
  args: { autoLoad: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(asked.some((q) => q.includes('cursor=20'))).toBe(true));
    await expect(await canvas.findByText('Это все шаблоны')).toBeInTheDocument();
  },
};
