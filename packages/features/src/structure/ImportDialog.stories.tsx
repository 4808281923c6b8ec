import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@gratia/ui';
import { ImportDialog } from './ImportDialog.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { importOk, importUploads, importWithErrors, manyImportRows, structureServer } from './fixtures.ts';

/** The dialog as the employee table opens it; after it closes, a line says so. */
function Harness() {
  const [open, setOpen] = useState(true);
  return open ? <ImportDialog onClose={() => setOpen(false)} /> : <Text data-testid="import-closed">—</Text>;
}

const meta = {
  title: 'Features/Structure/ImportDialog',
  component: Harness,
  decorators: [withFeatures],
  parameters: { features: { handlers: structureServer().handlers, route: '/organization_administration_settings/1/structure', upload: importUploads({ body: importOk }).transport } },
  beforeEach: clearToasts,
  args: {},
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: /Импорт сотрудников|Import employees/ });
/** A small CSV as a browser's file input gives it. */
const csvFile = (name = 'сотрудники.csv', size?: number) =>
  size === undefined ? new File(['Фамилия;Имя;E-mail\r\nСоколов;Артём;artem@romashka.ru\r\n'], name, { type: 'text/csv' }) : new File([new Uint8Array(size)], name, { type: 'text/csv' });
/** Chooses `file` in the dialog's hidden file input. */
async function choose(file: File) {
  const input = (await dialog()).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file, { applyAccept: false });
}
const importButton = async () => within(await dialog()).getByRole('button', { name: /^(Импортировать|Import)$/ });

/** No file yet: the columns, the rules, the template link and the limits; "Импортировать" is disabled. */
export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveTextContent('Обязательны «Фамилия» и «Имя»');
    await expect(d).toHaveTextContent('Отчество, Никнейм, E-mail, Телефон, Ник в Telegram, Telegram ID');
    await expect(d).toHaveTextContent('Файл — до 5 МБ и до 5 000 строк.');
    const template = within(d).getByRole('link', { name: 'Скачать шаблон' });
    await expect(template).toHaveAttribute('href', '/api/admin/employees/import/template?lang=ru');
    await expect(template).toHaveAttribute('download');
    await expect(await importButton()).toBeDisabled();
    await expect(d.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'empty');
  },
};

/** The file is being checked: the upload's bar, then "Проверяем файл…" until the server answers. */
export const LoadingPreview: Story = {
  parameters: { features: { upload: importUploads('pending').transport } },
  play: async () => {
    await choose(csvFile());
    const d = await dialog();
    await expect(await within(d).findByText('Проверяем файл…')).toBeInTheDocument();
    await expect(within(d).getByTestId('import-file')).toHaveTextContent('Файл «сотрудники.csv»');
    await expect(d.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'checking');
    await expect(await importButton()).toBeDisabled();
  },
};

const okUploads = importUploads({ body: importOk });
/** A clean file: the totals, the new division, the rows; "Импортировать" is enabled. */
export const PreviewOk: Story = {
  parameters: { features: { upload: okUploads.transport } },
  play: async () => {
    await choose(csvFile());
    const d = await dialog();
    const totals = await within(d).findByTestId('import-totals');
    await expect(totals).toHaveTextContent('Добавятся: 12');
    await expect(totals).toHaveTextContent('Обновятся: 3');
    await expect(totals).toHaveTextContent('Без изменений: 2');
    await expect(totals).not.toHaveTextContent('С ошибками');
    await expect(d).toHaveTextContent('Будут созданы подразделения: Продукт / Аналитика');
    const table = within(d).getByRole('grid', { name: 'Строки файла' });
    await expect(within(table).getAllByRole('row')).toHaveLength(18);
    await expect(within(table).getByRole('row', { name: /Смирнов Иван/ })).toHaveTextContent('Изменится');
    await expect(await importButton()).toBeEnabled();
    await expect(okUploads.log.at(-1)).toEqual({ path: '/api/admin/employees/import/preview', file: 'сотрудники.csv' });
  },
};

/** Rows with errors: listed first, each problem translated with its cell; "Импортировать" is disabled. */
export const PreviewWithErrors: Story = {
  parameters: { features: { upload: importUploads({ body: importWithErrors }).transport } },
  play: async () => {
    await choose(csvFile());
    const d = await dialog();
    await expect(await within(d).findByTestId('import-totals')).toHaveTextContent('С ошибками: 3');
    await expect(within(d).getByRole('alert')).toHaveTextContent('Исправьте ошибки в файле');
    const table = within(d).getByRole('grid', { name: 'Строки файла' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('Дата приёма «30-02-2026»: Введите существующую дату');
    await expect(table).toHaveTextContent('Фамилия: Это поле обязательно');
    await expect(table).toHaveTextContent('Telegram ID «123456789»: Это значение уже принадлежит другому человеку');
    await expect(table).toHaveTextContent('E-mail «ivan@romashka.ru»: Такое значение уже есть в другой строке файла');
    await expect(await importButton()).toBeDisabled();
    // Every row on demand.
    await userEvent.click(within(d).getByRole('radio', { name: /Все/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(10));
  },
};

/** A file over 5 MB is refused before it is sent. */
export const TooBig: Story = {
  play: async () => {
    await choose(csvFile('огромный.csv', 5 * 1024 * 1024 + 1));
    const d = await dialog();
    await expect(await within(d).findByTestId('import-failure')).toHaveTextContent('Файл больше 5 МБ: разделите его на части');
    await expect(d.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'failed');
    await expect(await importButton()).toBeDisabled();
  },
};

/** The header row is wrong: which columns are missing and which are unknown. */
export const WrongColumns: Story = {
  parameters: {
    features: { upload: importUploads({ code: 'IMPORT_COLUMNS_INVALID', status: 422, details: { missing: ['Фамилия'], unknown: ['Табельный номер'], duplicate: [] } }).transport },
  },
  play: async () => {
    await choose(csvFile());
    await expect(await within(await dialog()).findByTestId('import-failure')).toHaveTextContent(
      'Нет обязательных столбцов: Фамилия. Незнакомые столбцы: Табельный номер. Переименуйте или удалите их.',
    );
    await expect(within(await dialog()).queryByRole('button', { name: 'Повторить' })).toBeNull();
  },
};

/** Not a table the server reads (a PDF renamed, an old .xls). */
export const WrongType: Story = {
  parameters: { features: { upload: importUploads({ code: 'IMPORT_FILE_TYPE', status: 415, details: { accepted: ['.xlsx', '.csv'] } }).transport } },
  play: async () => {
    await choose(csvFile('отчёт.pdf'));
    await expect(await within(await dialog()).findByTestId('import-failure')).toHaveTextContent('Загрузите файл Excel (.xlsx) или CSV (.csv)');
  },
};

/** The server failed: the catalogue's message and a retry, which works the second time. */
export const ServerError: Story = {
  parameters: {
    features: {
      upload: (() => {
        const failing = importUploads({ code: 'INTERNAL', status: 500 }).transport;
        const working = importUploads({ body: importOk }).transport;
        let calls = 0;
        return (request: Parameters<typeof failing>[0]) => (++calls === 1 ? failing(request) : working(request));
      })(),
    },
  },
  play: async () => {
    await choose(csvFile());
    const d = await dialog();
    await expect(await within(d).findByTestId('import-failure')).toHaveTextContent('Произошла ошибка');
    await userEvent.click(within(d).getByRole('button', { name: 'Повторить' }));
    await expect(await within(d).findByTestId('import-totals')).toHaveTextContent('Добавятся: 12');
  },
};

const successUploads = importUploads({ body: importOk });
/** Import: the same file is sent again, a toast gives the counts, the dialog closes. */
export const ImportSuccess: Story = {
  parameters: { features: { upload: successUploads.transport } },
  play: async ({ canvasElement }) => {
    await choose(csvFile());
    await within(await dialog()).findByTestId('import-totals');
    await userEvent.click(await importButton());
    await expect(await body().findByText('Импорт завершён: добавлено 12, обновлено 3')).toBeInTheDocument();
    await expect(await within(canvasElement).findByTestId('import-closed')).toBeInTheDocument();
    await expect(successUploads.log.map((c) => c.path)).toEqual(['/api/admin/employees/import/preview', '/api/admin/employees/import']);
    await expect(successUploads.log.at(-1)?.file).toBe('сотрудники.csv');
  },
};

/** The community changed after the preview: the import is refused, the dialog shows the file again with the new errors. */
export const ChangedMeanwhile: Story = {
  parameters: {
    features: {
      upload: (() => {
        let previews = 0;
        const first = importUploads({ body: importOk }, { code: 'IMPORT_ROWS_INVALID', status: 422, details: { rows: [], totals: importWithErrors.totals } }).transport;
        const second = importUploads({ body: importWithErrors }).transport;
        return (request: Parameters<typeof first>[0]) => (request.url.endsWith('/preview') && ++previews > 1 ? second(request) : first(request));
      })(),
    },
  },
  play: async () => {
    await choose(csvFile());
    const d = await dialog();
    await within(d).findByTestId('import-totals');
    await userEvent.click(await importButton());
    await waitFor(() => expect(within(d).getByTestId('import-totals')).toHaveTextContent('С ошибками: 3'));
    await expect(d).toHaveTextContent('Пока вы смотрели, данные в сообществе изменились');
  },
};

/** English: the help, then a preview with errors. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { features: { upload: importUploads({ body: importWithErrors }).transport } },
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveTextContent('"Surname" and "First name" are required');
    await expect(within(d).getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/api/admin/employees/import/template?lang=en');
    await choose(csvFile('staff.csv'));
    await expect(await within(d).findByTestId('import-totals')).toHaveTextContent('With errors: 3');
    await expect(within(d).getByRole('grid', { name: 'Rows of the file' })).toHaveTextContent('Hire date "30-02-2026": Enter a real date');
  },
};

/** A phone: the dialog fills the width, the preview table scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { upload: importUploads({ body: importWithErrors }).transport } },
  play: async () => {
    await choose(csvFile());
    await expect(await within(await dialog()).findByTestId('import-totals')).toHaveTextContent('С ошибками: 3');
  },
};

/** The phone before a file: the help fits. */
export const PhoneEmpty: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

const THOUSANDS = manyImportRows(5000);
/** 5,000 rows: 50 on a page, the pages below, the errors first. */
export const Thousands: Story = {
  parameters: { features: { upload: importUploads({ body: THOUSANDS }).transport } },
  play: async () => {
    await choose(csvFile());
    const d = await dialog();
    await expect(await within(d).findByTestId('import-totals')).toHaveTextContent(`С ошибками: ${THOUSANDS.totals.errors}`);
    const table = within(d).getByRole('grid', { name: 'Строки файла' });
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(within(d).getByRole('radio', { name: /Все/ }));
    const pages = within(d).getByRole('navigation', { name: 'Страницы' });
    await expect(within(pages).getByRole('button', { name: 'Страница 100' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 100' }));
    await waitFor(() => expect(within(table).getByRole('row', { name: /5000/ })).toBeInTheDocument());
    await expect(await importButton()).toBeDisabled();
  },
};
