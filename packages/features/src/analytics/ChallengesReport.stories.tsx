import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChallengesReport } from './ChallengesReport.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { challengesReportServer, demoReportRows, longReportRows, manyReportRows } from './fixtures.ts';

const ROUTE = '/analytics?report=challenges';

const meta = {
  title: 'Features/Analytics/ChallengesReport',
  component: ChallengesReport,
  decorators: [withFeatures],
  args: { searchDelayMs: 300 },
  parameters: { features: { handlers: challengesReportServer().handlers, route: ROUTE } },
} satisfies Meta<typeof ChallengesReport>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const TABLE = 'Челленджи сообщества';
/** The data rows of the report's table (its header row left out). */
const dataRows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('grid', { name: TABLE })).getAllByRole('row').slice(1);

/**
 * Every challenge of the community, newest first, one in each analytics state: the community's
 * own named as the community, the deleted one without a link; the totals of all of them; the
 * export link with no filter but the admin's time zone and language.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    const rows = dataRows(canvas);
    await expect(rows).toHaveLength(7);
    await expect(rows[0]).toHaveTextContent(/Осенний марафон идей.*Сообщество «Ромашка».*Отложен.*500 спасибо.*13-03-2026 – 27-03-2026/);
    await expect(rows[2]).toHaveTextContent(/Самое уютное рабочее место.*Мария Кузнецова.*Идёт приём отчётов.*45 спасибо.*4.*3.*1.*15 спасибо/);
    await expect(rows[4]).toHaveTextContent(/Угадай офис.*Завершён.*завершён 04-03-2026/);
    await expect(within(rows[0]!).getByRole('link', { name: 'Осенний марафон идей' })).toHaveAttribute('href', '/challenge/8');
    await expect(within(rows[6]!).queryByRole('link')).toBeNull();
    await expect(rows[6]).toHaveTextContent(/Фотоохота на весну.*Удалён/);
    const summary = canvas.getByTestId('challenges-summary');
    await expect(summary).toHaveTextContent(/Челленджей\s*7/);
    await expect(summary).toHaveTextContent(/Призовой фонд\s*947 спасибо/);
    await expect(summary).toHaveTextContent(/Выплачено победителям\s*55 спасибо/);
    await expect(summary).toHaveTextContent(/Участников\s*12/);
    await expect(canvas.getByTestId('challenges-export')).toHaveAttribute('href', expect.stringMatching(/^\/api\/analytics\/challenges\.xlsx\?timeZone=[^&]+&lang=ru$/));
  },
};

const byState = challengesReportServer();
/** Two states chosen in the picker: the server is asked for both, the trigger names them, the export follows; "Все состояния" clears them. */
export const FilterByState: Story = {
  parameters: { features: { handlers: byState.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await userEvent.click(canvas.getByRole('button', { name: /Состояние/ }));
    const picker = within(await body().findByRole('dialog', { name: 'Состояния челленджа' }));
    await userEvent.click(picker.getByRole('checkbox', { name: 'Удалён' }));
    await userEvent.click(picker.getByRole('checkbox', { name: 'Завершён' }));
    await waitFor(() => expect(byState.log.at(-1)?.get('state')).toBe('ended,deleted'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: /Состояние/ })).toHaveTextContent('Завершён, Удалён');
    await expect(canvas.getByTestId('challenges-summary')).toHaveTextContent(/Челленджей\s*3/);
    await expect(canvas.getByTestId('challenges-export')).toHaveAttribute('href', expect.stringMatching(/\?state=ended%2Cdeleted&timeZone=[^&]+&lang=ru$/));
    await userEvent.click(canvas.getByRole('button', { name: /Состояние/ }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Состояния челленджа' })).getByRole('checkbox', { name: 'Опубликован' }));
    await waitFor(() => expect(byState.log.at(-1)?.get('state')).toBe('published,ended,deleted'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Состояние/ })).toHaveTextContent('Выбрано: 3'));
    await userEvent.click(within(body().getByRole('dialog', { name: 'Состояния челленджа' })).getByRole('button', { name: 'Все состояния' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Состояния челленджа' })).toBeNull());
    // Every state again: the first answer, still in the cache.
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(7));
    await expect(canvas.getByRole('button', { name: /Состояние/ })).toHaveTextContent('Все');
    await expect(canvas.getByTestId('challenges-export')).toHaveAttribute('href', expect.stringMatching(/^\/api\/analytics\/challenges\.xlsx\?timeZone=[^&]+&lang=ru$/));
  },
};

const byPeriod = challengesReportServer();
/** The period's days typed DD-MM-YYYY: the server gets ISO days and the admin's time zone; the challenges overlapping them stay. */
export const FilterByPeriod: Story = {
  parameters: { features: { handlers: byPeriod.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Период с/ }), '01-03-2026');
    await waitFor(() => expect(byPeriod.log.at(-1)?.get('from')).toBe('2026-03-01'));
    await expect(byPeriod.log.at(-1)?.get('timeZone')).toBeTruthy();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Период по/ }), '05-03-2026');
    await waitFor(() => expect(byPeriod.log.at(-1)?.get('to')).toBe('2026-03-05'));
    await waitFor(() => expect(dataRows(canvas).map((r) => r.textContent)).toEqual([expect.stringMatching(/^Лучший лайфхак/), expect.stringMatching(/^Угадай офис/), expect.stringMatching(/^Поделись книгой/), expect.stringMatching(/^Фотоохота/)]));
    await expect(canvas.getByTestId('challenges-export')).toHaveAttribute('href', expect.stringMatching(/\?from=2026-03-01&to=2026-03-05&timeZone=[^&]+&lang=ru$/));
  },
};

const bySearch = challengesReportServer();
/**
 * The name search runs once typing pauses (one request for the whole word), anywhere in the name
 * and whatever the case; nothing found says so and offers to reset the filters.
 */
export const Search: Story = {
  parameters: { features: { handlers: bySearch.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    const before = bySearch.log.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Название' }), 'КНИГ');
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(1));
    await expect(bySearch.log.slice(before).map((q) => q.get('q'))).toEqual(['КНИГ']);
    await expect(dataRows(canvas)[0]).toHaveTextContent(/Поделись книгой/);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Название' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Название' }), 'кактус');
    await expect(await canvas.findByText('Нет челленджей с такими условиями')).toBeInTheDocument();
    await expect(canvas.getByTestId('challenges-summary')).toHaveTextContent(/Челленджей\s*0/);
    const resets = canvas.getAllByRole('button', { name: 'Сбросить фильтры' });
    await userEvent.click(resets.at(-1)!);
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(7));
    await expect(canvas.getByRole('searchbox', { name: 'Название' })).toHaveValue('');
    await expect(canvas.getByTestId('challenges-export')).toHaveAttribute('href', expect.stringMatching(/^\/api\/analytics\/challenges\.xlsx\?timeZone=[^&]+&lang=ru$/));
  },
};

/** A community without challenges: the report says so (nothing to reset). */
export const Empty: Story = {
  parameters: { features: { handlers: challengesReportServer({ rows: [] }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('В сообществе пока нет челленджей')).toBeInTheDocument();
    await expect(canvas.getByTestId('challenges-summary')).toHaveTextContent(/Челленджей\s*0/);
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeDisabled();
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...challengesReportServer().handlers, 'GET /api/analytics/challenges': pending } } } };

/** The first read fails: the error with "Повторить", which reads again and shows the report. */
export const LoadError: Story = {
  parameters: {
    features: {
      handlers: (() => {
        let calls = 0;
        const server = challengesReportServer();
        return { ...server.handlers, 'GET /api/analytics/challenges': (req: MockRequest) => (++calls === 1 ? errorReply('INTERNAL', 500) : server.handlers['GET /api/analytics/challenges'](req)) };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить отчёт')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(7));
  },
};

const many = challengesReportServer({ rows: manyReportRows(75) });
/** 75 challenges: 30 a page, "Загрузить ещё" reads the next page after the last row, the totals stay those of all 75. */
export const ManyPages: Story = {
  parameters: { features: { handlers: many.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await expect(dataRows(canvas)).toHaveLength(30);
    await expect(canvas.getByTestId('challenges-summary')).toHaveTextContent(/Челленджей\s*75/);
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(60));
    await expect(many.log.at(-1)?.get('cursor')).toBe('30');
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(75));
    await expect(canvas.queryByRole('button', { name: 'Загрузить ещё' })).toBeNull();
    const ids = dataRows(canvas).map((r) => within(r).queryByRole('link')?.getAttribute('href') ?? r.textContent);
    await expect(new Set(ids).size).toBe(75);
    await expect(canvas.getByTestId('challenges-summary')).toHaveTextContent(/Челленджей\s*75/);
  },
};

/** A name near its limit, a long double name and big figures wrap inside their cells. */
export const LongNames: Story = { parameters: { features: { handlers: challengesReportServer({ rows: longReportRows }).handlers } } };

/** More challenges than one export holds: the link gives way to a note saying to narrow the filters. */
export const TooManyToExport: Story = {
  parameters: {
    features: {
      handlers: {
        ...challengesReportServer().handlers,
        'GET /api/analytics/challenges': { items: demoReportRows.slice(0, 3), nextCursor: 'next', summary: { count: 60_000, fund: 5_400_000, paidOut: 1_200_000, participants: 240_000 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('challenges-export-too-many')).toHaveTextContent(/не больше 50\s000 челленджей/);
    await expect(canvas.queryByTestId('challenges-export')).toBeNull();
  },
};

/** Phones: one card per challenge — name and state, author, the figures, the dates. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByTestId('challenge-report-card');
    await expect(cards).toHaveLength(7);
    await expect(cards[2]).toHaveTextContent(/Самое уютное рабочее место.*Идёт приём отчётов.*Мария Кузнецова.*Фонд.*45 спасибо/);
  },
};

export const English: Story = { globals: { locale: 'en' } };
