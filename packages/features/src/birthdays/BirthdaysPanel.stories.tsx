import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { BirthdaysPanel } from './BirthdaysPanel.tsx';
import { birthdaysHandler, fixtureBirthdays } from './fixtures.ts';

const meta = {
  title: 'Features/Birthdays/BirthdaysPanel',
  component: BirthdaysPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/employees/birthdays': birthdaysHandler() } } },
} satisfies Meta<typeof BirthdaysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The period fields and the calendar are their own chunks (`lazy`), fetched when asked for: time to load them. */
const LAZY_PART = { timeout: 15_000 };

/** The next two weeks: today Анна (turns 36), tomorrow Иван (no age: his year is hidden), then Мария; each links to the profile and to the thanks form. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const anna = await canvas.findByRole('link', { name: 'Анна Петрова' });
    await expect(anna).toHaveAttribute('href', '/other_profile/1');
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Сегодня · исполняется 36 лет'),
      expect.stringMatching(/Иван Смирнов\s*Завтра\s*Поблагодарить/),
      expect.stringContaining('17 марта · исполняется 31 год'),
    ]);
    await expect(canvas.getByRole('link', { name: 'Поблагодарить: Мария Кузнецова' })).toHaveAttribute('href', '/new_transfer?to=3');
    await expect(rows[0]).toHaveAttribute('data-today');
    await expect(canvas.getByText('Ближайшие 14 дней')).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };

/**
 * "Choose a period" loads the date fields; a period typed as DD-MM-YYYY lists its birthdays —
 * across February's end, 29 February on the 28th; "Clear period" goes back to the next two weeks.
 */
export const ChosenPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Анна Петрова' });
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать период' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^С/ }, LAZY_PART), '20-02-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /^По/ }), '05-03-2026');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/Пётр Зимин.*28 февраля · исполняется 34 года/);
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить период' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Выбрать период' })).toBeInTheDocument();
  },
};

/** A period longer than a year is refused before anything is asked. */
export const PeriodTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Выбрать период' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^С/ }, LAZY_PART), '01-01-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /^По/ }), '02-01-2027');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Выберите период не длиннее года');
  },
};

/** A period with nobody. */
export const EmptyPeriod: Story = {
  parameters: { features: { handlers: { 'GET /api/employees/birthdays': { items: [] } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('В ближайшее время именинников нет')).toBeInTheDocument();
  },
};

/** The calendar: March with the birthdays marked, today's people below; picking the 17th lists Мария, the 18th nobody. */
export const CalendarMonth: Story = {
  args: { defaultView: 'calendar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', {}, LAZY_PART);
    await waitFor(() => expect(grid.querySelectorAll('[data-marked]')).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: 'Анна Петрова' })).toBeInTheDocument();
    const day = (n: number) => [...grid.querySelectorAll<HTMLElement>('[role=gridcell] > *')].find((el) => Number.parseInt(el.textContent ?? '', 10) === n && !el.hasAttribute('data-outside-month'));
    await userEvent.click(day(17)!);
    await expect(await canvas.findByRole('link', { name: 'Мария Кузнецова' })).toBeInTheDocument();
    await expect(canvas.getByText('17 марта')).toBeInTheDocument();
    await userEvent.click(day(18)!);
    await expect(await canvas.findByText('В этот день именинников нет')).toBeInTheDocument();
    await userEvent.unhover(day(18)!);
  },
};

export const CalendarEnglish: Story = { args: { defaultView: 'calendar' }, globals: { locale: 'en' } };

export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/employees/birthdays': pending } } } };

/** The request fails: the error with a retry. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { 'GET /api/employees/birthdays': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить дни рождения')).toBeInTheDocument();
  },
};

/** A long name wraps beside the photo; the action stays whole. */
export const LongName: Story = {
  parameters: {
    features: { handlers: { 'GET /api/employees/birthdays': birthdaysHandler([{ ...fixtureBirthdays[3]!, month: 3, day: 12 }]) } },
  },
};
