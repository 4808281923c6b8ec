import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeTable } from './EmployeeTable.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { adminEmployeesHandler, employee, employees, manyEmployees, structureServer } from './fixtures.ts';

/** Keeps the division filter in state, as the structure tab does with the tree. */
function Harness({ divisionId: initial }: { divisionId?: number }) {
  const [divisionId, setDivisionId] = useState<number | undefined>(initial);
  return <EmployeeTable divisionId={divisionId} onDivisionChange={setDivisionId} searchDelayMs={50} />;
}

const meta = {
  title: 'Features/Structure/EmployeeTable',
  component: Harness,
  decorators: [withFeatures],
  parameters: { features: { handlers: structureServer().handlers, route: '/organization_administration_settings/1/structure' } },
  beforeEach: clearToasts,
  args: {},
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Сотрудники' });
/** Body rows of the table (the header row left out). */
const rows = (canvasElement: HTMLElement) => within(table(canvasElement)).queryAllByRole('row').slice(1);
const rowOf = (canvasElement: HTMLElement, name: RegExp) => within(table(canvasElement)).getByRole('row', { name });
const menuOf = async (name: string) => userEvent.click(body().getByRole('button', { name: `Действия с сотрудником ${name}` }));
const ready = async (canvasElement: HTMLElement, count = employees.length) => waitFor(() => expect(rows(canvasElement)).toHaveLength(count));

/** A small community: each state (active, planned leave, fired, blocked), dates DD-MM-YYYY, the total. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByTestId('employees-total')).toHaveTextContent('7 сотрудников');
    await expect(rowOf(canvasElement, /Иван Смирнов/)).toHaveTextContent('15-06-2021');
    await expect(rowOf(canvasElement, /Иван Смирнов/)).toHaveTextContent('ivan@romashka.ru');
    await expect(rowOf(canvasElement, /Сергей Волков/)).toHaveTextContent('Уволен с 01-10-2025');
    await expect(rowOf(canvasElement, /Ольга Белова/)).toHaveTextContent('Заблокирован');
    await expect(rowOf(canvasElement, /Мария Кузнецова/)).toHaveTextContent('Увольнение 30-04-2026');
    await expect(rowOf(canvasElement, /Олег Тестов/)).toHaveTextContent('@oleg_qa');
    for (const header of ['Сотрудник', 'Должность', 'Подразделение', 'Статус', 'Дата приёма']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // Sorted by name (surname) on the server.
    await expect(rows(canvasElement)[0]).toHaveTextContent('Белова');
    await expect(canvas.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  },
};

/** Sorting asks the server: by name descending, then by hire date. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Сотрудник' }));
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('Тестов'));
    await expect(canvas.getByRole('columnheader', { name: 'Сотрудник' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Дата приёма' }));
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('Волков'));
    await expect(canvas.getByRole('columnheader', { name: 'Дата приёма' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Search waits for a pause; the state filter lists the fired; nothing found offers a reset. */
export const SearchAndFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'romashka смир');
    await ready(canvasElement, 1);
    await expect(canvas.getByTestId('employees-total')).toHaveTextContent('1 сотрудник');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Поиск' }));
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Состояние/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Уволен' }));
    await ready(canvasElement, 1);
    await expect(rows(canvasElement)[0]).toHaveTextContent('Волков');
    await userEvent.click(canvas.getByRole('button', { name: /Рабочий статус/ }));
    await userEvent.click(await body().findByRole('option', { name: 'На больничном' }));
    await expect(await canvas.findByText('Никого не нашлось')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }));
    await ready(canvasElement);
  },
};

/** The division filter (a tree select) keeps that division and those under it. */
export const DivisionFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Подразделение/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Продукт' }));
    // Продукт › Продукт и дизайн (Мария), Продукт › Разработка › Backend (Иван, Сергей, Олег).
    await ready(canvasElement, 4);
  },
};

const THOUSANDS = manyEmployees(5000);
const pageLog: string[] = [];
/** 5,000 employees: one page of 25 in the DOM, page numbers with ellipsis, the next page fetched alone. */
export const Thousands: Story = {
  parameters: {
    features: {
      handlers: {
        ...structureServer().handlers,
        'GET /api/admin/employees': (req: MockRequest) => {
          pageLog.push(req.query.toString());
          return adminEmployeesHandler(() => THOUSANDS)(req);
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 25);
    await expect(canvas.getByTestId('employees-total')).toHaveTextContent('5 000 сотрудников');
    const pages = canvas.getByRole('navigation', { name: 'Страницы' });
    await expect(within(pages).getByRole('button', { name: 'Страница 200' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page'));
    await ready(canvasElement, 25);
    await expect(pageLog.at(-1)).toContain('page=2');
    await expect(pageLog.at(-1)).toContain('pageSize=25');
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 200' }));
    await waitFor(() => expect(pageLog.at(-1)).toContain('page=200'));
    await ready(canvasElement, 25);
  },
};

const fireServer = structureServer();
/** Fire: a date (today by default) and "Вы уверены…?"; the row shows the new state. */
export const Fire: Story = {
  parameters: { features: { handlers: fireServer.handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Уволить' }));
    const dialog = await body().findByRole('dialog', { name: 'Уволить сотрудника' });
    await expect(dialog).toHaveTextContent('Вы уверены, что вы хотите уволить сотрудника? Иван Смирнов');
    await expect(within(dialog).getByRole('textbox', { name: /Дата увольнения/ })).toHaveValue('10-03-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Уволить' }));
    await expect(await body().findByText('Сотрудник уволен')).toBeInTheDocument();
    await expect(fireServer.log.at(-1)).toEqual({ call: 'POST /api/admin/employees/fire?id=2', body: { firedOn: '2026-03-10' } });
    await waitFor(() => expect(rowOf(canvasElement, /Иван Смирнов/)).toHaveTextContent('Уволен с 10-03-2026'));
    clearToasts();
  },
};

/** The fire dialog (for the picture), the date cleared: it is required. */
export const FireDialog: Story = {
  parameters: { features: { handlers: structureServer().handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Уволить' }));
    const dialog = await body().findByRole('dialog', { name: 'Уволить сотрудника' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Дата увольнения/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Уволить' }));
    await expect(await within(dialog).findByText('Это поле обязательно')).toBeInTheDocument();
  },
};

const rehireServer = structureServer();
/** A fired person: "Вернуть на работу" clears the fire date. */
export const Rehire: Story = {
  parameters: { features: { handlers: rehireServer.handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Сергей Волков');
    await expect(await body().findByRole('menuitem', { name: 'Вернуть на работу' })).toBeInTheDocument();
    await expect(body().queryByRole('menuitem', { name: 'Уволить' })).toBeNull();
    await userEvent.click(body().getByRole('menuitem', { name: 'Вернуть на работу' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Вернуть сотрудника на работу?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Вернуть на работу' }));
    await expect(await body().findByText('Сотрудник снова работает')).toBeInTheDocument();
    await expect(rehireServer.log.at(-1)).toEqual({ call: 'POST /api/admin/employees/fire?id=20', body: { firedOn: null } });
    await waitFor(() => expect(rowOf(canvasElement, /Сергей Волков/)).toHaveTextContent('Работает'));
    clearToasts();
  },
};

const blockServer = structureServer();
/** Block after "Вы уверены…?", then unblock. */
export const BlockAndUnblock: Story = {
  parameters: { features: { handlers: blockServer.handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Заблокировать' }));
    let confirm = await body().findByRole('alertdialog', { name: 'Вы уверены, что вы хотите заблокировать сотрудника?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Заблокировать' }));
    await expect(await body().findByText('Сотрудник заблокирован')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(canvasElement, /Иван Смирнов/)).toHaveTextContent('Заблокирован'));
    await expect(blockServer.log.at(-1)).toEqual({ call: 'POST /api/admin/employees/block?id=2', body: { blocked: true } });
    clearToasts();
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Разблокировать' }));
    confirm = await body().findByRole('alertdialog', { name: 'Разблокировать сотрудника?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Разблокировать' }));
    await expect(await body().findByText('Сотрудник разблокирован')).toBeInTheDocument();
    await expect(blockServer.log.at(-1)?.body).toEqual({ blocked: false });
    clearToasts();
  },
};

/** The block confirmation (for the picture). */
export const BlockConfirm: Story = {
  parameters: { features: { handlers: structureServer().handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Заблокировать' }));
    await expect(await body().findByRole('alertdialog')).toHaveTextContent('Иван Смирнов не сможет войти в сообщество');
  },
};

/** The admin cannot block herself: the server's SELF_ACTION as a toast. */
export const SelfAction: Story = {
  parameters: { features: { handlers: structureServer().handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Анна Петрова');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Заблокировать' }));
    const confirm = await body().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Заблокировать' }));
    await expect(await body().findByText('Это действие нельзя выполнить над самим собой')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('alertdialog', { name: 'Вы уверены, что вы хотите заблокировать сотрудника?' })).toBeNull());
  },
};

const moveServer = structureServer();
/** Move: an in-place tree select of the new division. */
export const Move: Story = {
  parameters: { features: { handlers: moveServer.handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Перенести' }));
    const dialog = await body().findByRole('dialog', { name: 'Перенести сотрудника' });
    const picker = within(dialog).getByRole('grid', { name: 'Подразделение' });
    await expect(within(picker).getByText('Backend').closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(picker).getByText('HR'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Сотрудник перенесён')).toBeInTheDocument();
    await expect(moveServer.log.at(-1)).toEqual({ call: 'PATCH /api/admin/employees?id=2', body: { divisionId: 1 } });
    await waitFor(() => expect(rowOf(canvasElement, /Иван Смирнов/)).toHaveTextContent('HR'));
    clearToasts();
  },
};

/** Edit opens the employee form filled with the record. */
export const Edit: Story = {
  parameters: { features: { handlers: structureServer().handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await menuOf('Иван Смирнов');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Редактировать' }));
    const dialog = await body().findByRole('dialog', { name: 'Редактирование сотрудника' });
    await expect(within(dialog).getByRole('textbox', { name: /^Электронная почта/ })).toHaveValue('ivan@romashka.ru');
  },
};

/** "Выгрузить в Excel" downloads the table as filtered and sorted; "Импорт" opens the import dialog. */
export const ImportAndExport: Story = {
  parameters: { features: { handlers: structureServer().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const exportLink = canvas.getByRole('link', { name: 'Выгрузить в Excel' });
    await expect(exportLink).toHaveAttribute('download');
    await expect(exportLink).toHaveAttribute('href', '/api/admin/employees/export?sort=name&order=asc&lang=ru');
    await userEvent.click(canvas.getByRole('button', { name: /Состояние/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Уволен' }));
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Дата приёма' }));
    await waitFor(() => expect(exportLink).toHaveAttribute('href', '/api/admin/employees/export?state=fired&sort=hiredOn&order=asc&lang=ru'));
    await userEvent.click(canvas.getByRole('button', { name: 'Импорт' }));
    const dialog = await body().findByRole('dialog', { name: 'Импорт сотрудников' });
    await expect(within(dialog).getByRole('button', { name: 'Выбрать файл' })).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/admin/employees': pending } } } };

export const Empty: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/admin/employees': { items: [], total: 0, page: 1, pageSize: 25 } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Сотрудников пока нет')).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId('employees-total')).toHaveTextContent('0 сотрудников');
  },
};

export const OneRow: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'GET /api/admin/employees': adminEmployeesHandler(() => employees.slice(1, 2)) } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 1);
    await expect(within(canvasElement).getByTestId('employees-total')).toHaveTextContent('1 сотрудник');
  },
};

/** The first page fails: an error with a retry. */
export const ErrorState: Story = {
  parameters: {
    features: {
      handlers: (() => {
        let calls = 0;
        const server = structureServer();
        return { ...server.handlers, 'GET /api/admin/employees': (req: MockRequest) => (++calls === 1 ? errorReply('INTERNAL', 500) : server.handlers['GET /api/admin/employees'](req)) };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить сотрудников')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await ready(canvasElement);
    clearToasts();
  },
};

/** Long names, e-mails, job titles and divisions end with an ellipsis. */
export const LongNames: Story = {
  parameters: {
    features: {
      handlers: {
        ...structureServer().handlers,
        'GET /api/admin/employees': adminEmployeesHandler(() => [
          employees[6]!,
          employee({ id: 40, firstName: 'Анастасия-Мария', surname: 'Воскресенская-Покровская', email: 'anastasia.voskresenskaya-pokrovskaya@very-long-company-domain.example.ru', jobTitle: 'Главный специалист по внутренним коммуникациям и корпоративной культуре', division: { id: 4, name: 'Продажи Северо-Запад и Калининградская область' }, status: 'remotely', hiredOn: '2020-02-29' }),
        ]),
      },
    },
  },
};

export const English: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: structureServer().handlers } } };
/** A phone: filters stacked, the table scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, parameters: { features: { handlers: structureServer().handlers } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } }, parameters: { features: { handlers: structureServer().handlers } } };
