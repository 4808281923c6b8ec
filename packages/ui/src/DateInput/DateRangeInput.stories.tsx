import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { pinToday } from './storyClock.ts';
import { DateRangeInput, type DateRange } from './DateRangeInput.tsx';

const meta = {
  title: 'UI/DateRangeInput',
  component: DateRangeInput,
  tags: ['autodocs'],
  args: { label: 'Период проведения', onChange: fn() },
  decorators: [formFrame, (Story) => <div style={{ minHeight: '26rem' }}><Story /></div>],
  // Today is pinned: calendars never show a today mark or a default month that moves with the real date.
  beforeEach: pinToday,
  parameters: {
    docs: {
      description: {
        component:
          'A period as two DD-MM-YYYY dates with one range calendar (SPEC §5). **When to use:** challenge dates, report periods. ' +
          '**Props:** `label` (group name), `startLabel`/`endLabel`, `value`/`defaultValue` `{start, end}` (ISO or null), `onChange`, `minValue`/`maxValue`, `isRequired`, `isDisabled`. ' +
          'Both fields follow DateInput\'s rules; an end before the start shows "Некорректная дата" on the end field and reports `end: null`. ' +
          '**Accessibility:** a `group` named by the label; each field is a labelled input; the calendar button opens a react-aria RangeCalendar (first pick = start, second = end).',
      },
    },
  },
} satisfies Meta<typeof DateRangeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const TypeRangeRu: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Период проведения' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Начало/ }), '01-12-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /Конец/ }), '31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-01', end: '2026-12-31' });
    await expect(canvas.queryByText('Некорректная дата')).toBeNull();
  },
};

export const TypeRangeEn: Story = {
  args: { label: 'Period' },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Start/ }), '01-12-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /End/ }), '31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-01', end: '2026-12-31' });
  },
};

/** Impossible dates and an end before the start show the invalid message. */
export const InvalidDates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('textbox', { name: /Начало/ });
    const end = canvas.getByRole('textbox', { name: /Конец/ });
    await userEvent.type(start, '31-02-2026');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
    await userEvent.clear(start);
    await userEvent.type(start, '10-12-2026');
    await userEvent.type(end, '01-12-2026');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-10', end: null });
    await userEvent.clear(end);
    await userEvent.type(end, '11-12-2026');
    await expect(end).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-10', end: '2026-12-11' });
  },
};

/** The range calendar: first click is the start, second the end; the fields follow. */
export const PickRange: Story = {
  args: { defaultValue: { start: '2026-12-01', end: '2026-12-02' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = await body().findByRole('dialog', { name: 'Период проведения' });
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(within(grid).getByText('10'));
    await userEvent.click(within(grid).getByText('20'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /Начало/ })).toHaveValue('10-12-2026');
    await expect(canvas.getByRole('textbox', { name: /Конец/ })).toHaveValue('20-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-10', end: '2026-12-20' });
  },
};

export const MinMax: Story = {
  args: { minValue: '2026-12-01', maxValue: '2026-12-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Конец/ }), '01-01-2027');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-12-01', end: '2026-12-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Открыть календарь' })).toBeDisabled();
  },
};

/** The range calendar left open (visual baseline). */
export const CalendarOpen: Story = {
  args: { defaultValue: { start: '2026-12-07', end: '2026-12-18' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть календарь' }));
    const dialog = await body().findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await expect(within(grid).getByText('10').closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true');
    await expect(within(grid).getByText('20').closest('[role=gridcell]')).not.toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * Controlled: a host that clears the range (a "Clear" button) empties both fields; an end before
 * the start, which the field reports as `end: null`, stays typed and marked invalid.
 */
export const ControlledReset: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<DateRange>({ start: null, end: null });
    return (
      <div>
        <DateRangeInput
          {...args}
          value={range}
          onChange={(next) => {
            setRange(next);
            args.onChange?.(next);
          }}
        />
        <button type="button" onClick={() => setRange({ start: null, end: null })}>
          Сбросить
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [start, end] = [canvas.getByRole('textbox', { name: /Начало/ }), canvas.getByRole('textbox', { name: /Конец/ })];
    await userEvent.type(start, '10-12-2026');
    await userEvent.type(end, '05-12-2026');
    await expect(await canvas.findByText('Некорректная дата')).toBeInTheDocument();
    await expect(end).toHaveValue('05-12-2026');
    await userEvent.clear(end);
    await userEvent.type(end, '20-12-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('');
  },
};
