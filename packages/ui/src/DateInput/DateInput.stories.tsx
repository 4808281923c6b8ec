import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { pinToday } from './storyClock.ts';
import { DateInput } from './DateInput.tsx';
import { maskDateText, parseDateText } from './dateText.ts';

const meta = {
  title: 'UI/DateInput',
  component: DateInput,
  tags: ['autodocs'],
  args: { label: 'Дата рождения', onChange: fn() },
  decorators: [formFrame, (Story) => <div style={{ minHeight: '26rem' }}><Story /></div>],
  // Today is pinned: calendars never show a today mark or a default month that moves with the real date.
  beforeEach: pinToday,
  parameters: {
    docs: {
      description: {
        component:
          'A date typed as **DD-MM-YYYY in every language** (SPEC §5, §9) with a calendar popover. ' +
          '**When to use:** birthdays, challenge dates, report filters — any single calendar date. For a period use DateRangeInput. ' +
          '**Props:** `label`, `value`/`defaultValue` (ISO `YYYY-MM-DD` or `null`), `onChange(iso | null)`, `minValue`/`maxValue` (ISO, inclusive), ' +
          '`errorMessage` (form errors override the built-in message), `description` (defaults to the format hint), `hasCalendar`, `isRequired`, `isDisabled`. ' +
          '**Behaviour:** digits are masked as typed (31122026 → 31-12-2026). An impossible date (31-02-2026), a date outside min/max, or an incomplete date after leaving the field shows ' +
          '"Некорректная дата" / "Invalid date" and reports `null`. ' +
          '**Accessibility:** a labelled text input with the format hint and the error linked by `aria-describedby` and `aria-invalid`; ' +
          'the calendar button ("Открыть календарь") opens a react-aria Calendar grid: arrows move by day, Page Up/Down by month, Enter picks, Escape closes and returns focus.',
      },
    },
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** ru: typing 31-12-2026 (with or without dashes) gives '2026-12-31'. */
export const TypeValidRu: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Дата рождения/ });
    await expect(input).toHaveAttribute('placeholder', 'ДД-ММ-ГГГГ');
    await expect(input).toHaveAccessibleDescription('Формат: ДД-ММ-ГГГГ');
    await userEvent.type(input, '31-12-2026');
    await expect(input).toHaveValue('31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '31122026');
    await expect(input).toHaveValue('31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
    await userEvent.tab();
    await expect(input).toHaveValue('31-12-2026');
    await expect(within(canvasElement).queryByText('Некорректная дата')).toBeNull();
  },
};

/** en: the order is still day-month-year: 31-12-2026 is 31 December. */
export const TypeValidEn: Story = {
  args: { label: 'Date of birth' },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Date of birth/ });
    await expect(input).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await expect(input).toHaveAccessibleDescription('Format: DD-MM-YYYY');
    await userEvent.type(input, '31-12-2026');
    await expect(input).toHaveValue('31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
  },
};

/** An impossible date shows 'Некорректная дата' and reports null; fixing it clears the message. */
export const ImpossibleDateRu: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Дата рождения/ });
    await userEvent.type(input, '31-02-2026');
    await expect(input).toHaveValue('31-02-2026');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Некорректная дата/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    // Nothing silently "corrects" the date on blur.
    await expect(input).toHaveValue('31-02-2026');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await userEvent.keyboard('28022026');
    await expect(input).toHaveValue('28-02-2026');
    await expect(canvas.queryByText('Некорректная дата')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-28');
  },
};

export const ImpossibleDateEn: Story = {
  args: { label: 'Date of birth' },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Date of birth/ });
    await userEvent.type(input, '31-02-2026');
    await expect(canvas.getByText('Invalid date')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A month 13 is impossible too. */
export const ImpossibleMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '01132026');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
  },
};

/** Incomplete text is fine while typing and invalid after leaving the field. */
export const Incomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '3112');
    await expect(input).toHaveValue('31-12');
    await expect(canvas.queryByText('Некорректная дата')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** min/max: dates outside the bounds are invalid, inside them valid; the calendar disables them. */
export const MinMax: Story = {
  args: { label: 'Дата начала', minValue: '2026-01-01', maxValue: '2026-12-31', description: 'В пределах 2026 года' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Дата начала/ });
    await userEvent.type(input, '01-01-2027');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '31-12-2025');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '31-12-2026');
    await expect(canvas.queryByText('Некорректная дата')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = await body().findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    // Page Down would go to January 2027, past max: the month stays.
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/декабрь 2026/i);
    await expect(within(grid).getByText('31').closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    // Focus returns to the calendar button; blur it once it has, so the baseline never depends on
    // when react-aria restores focus (a busy machine captured it halfway).
    const button = canvas.getByRole('button', { name: 'Открыть календарь' });
    await waitFor(() => expect(button).toHaveFocus());
    button.blur();
    await waitFor(() => expect(canvasElement.querySelector(':focus-within')).toBeNull());
  },
};

/** Pointer: the calendar opens on the value's month; a click picks a day and closes it. */
export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-12-15' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('15-12-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть календарь' }));
    const dialog = await body().findByRole('dialog', { name: 'Дата рождения' });
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/декабрь 2026/i);
    await userEvent.click(within(within(dialog).getByRole('grid')).getByText('31'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(input).toHaveValue('31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
  },
};

/** Keyboard: Tab to the button, Enter opens with the chosen day focused, arrows move, Enter picks; Escape returns focus. */
export const KeyboardCalendar: Story = {
  args: { defaultValue: '2026-12-30' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    const button = canvas.getByRole('button', { name: 'Открыть календарь' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('30'));
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('31');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(input).toHaveValue('31-12-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(input).toHaveValue('31-12-2026');
  },
};

export const EnglishCalendar: Story = {
  args: { label: 'Start date', defaultValue: '2026-12-15' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    const dialog = await body().findByRole('dialog', { name: 'Start date' });
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('December 2026');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus returns to the calendar button; blur it once it has, so the baseline never depends
    // on focus-ring modality or on when react-aria restores focus.
    const button = within(canvasElement).getByRole('button', { name: 'Open calendar' });
    await waitFor(() => expect(button).toHaveFocus());
    button.blur();
    await waitFor(() => expect(canvasElement.querySelector(':focus-within')).toBeNull());
  },
};

/** A form's own message replaces the built-in one. */
export const FormError: Story = {
  args: { isRequired: true, errorMessage: 'Обязательное поле' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/Обязательное поле/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-05-09' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toHaveValue('09-05-2026');
    await expect(canvas.getByRole('button', { name: 'Открыть календарь' })).toBeDisabled();
  },
};

/** Controlled: the host owns the ISO value; setting it from outside replaces the text. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2026-03-08');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <DateInput {...args} value={value} onChange={(next) => { setValue(next); args.onChange?.(next); }} />
        <output data-testid="iso">{value ?? 'null'}</output>
        <button type="button" onClick={() => setValue('2027-01-01')}>Новый год</button>
        <button type="button" onClick={() => setValue(null)}>Очистить</button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('08-03-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Новый год' }));
    await expect(input).toHaveValue('01-01-2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, '01-05-2026');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('2026-05-01');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('null');
    await expect(input).toHaveValue('01-05-202');
  },
};

/** The parsing rules behind the field (pure helpers): leap years, impossible days and months, masking. */
export const ParsingRules: Story = {
  play: async () => {
    const show = (text: string) => {
      const result = parseDateText(text);
      return typeof result === 'object' ? result.toString() : result;
    };
    await expect(show('29-02-2028')).toBe('2028-02-29');
    await expect(show('29-02-2026')).toBe('impossible');
    await expect(show('31-04-2026')).toBe('impossible');
    await expect(show('00-01-2026')).toBe('impossible');
    await expect(show('01-00-2026')).toBe('impossible');
    await expect(show('01-01-0000')).toBe('impossible');
    await expect(show('1-1-2026')).toBe('incomplete');
    await expect(show('')).toBe('empty');
    await expect(maskDateText('31.12.2026')).toBe('31-12-2026');
    await expect(maskDateText('31/12/20261999')).toBe('31-12-2026');
    await expect(maskDateText('311')).toBe('31-1');
    await expect(maskDateText('ab')).toBe('');
  },
};

/** A leap day is accepted in a leap year only. */
export const LeapDay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '29-02-2028');
    await expect(args.onChange).toHaveBeenLastCalledWith('2028-02-29');
    await userEvent.clear(input);
    await userEvent.type(input, '29-02-2026');
    await expect(canvas.getByText('Некорректная дата')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** The calendar left open (visual baseline): selected day, today's outline, disabled days past max. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2026-12-15', minValue: '2026-12-03', maxValue: '2026-12-24' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть календарь' }));
    const dialog = await body().findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await expect(within(grid).getByText('15').closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true');
    await expect(within(grid).getByRole('button', { name: /, 25 декабря 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByRole('button', { name: /, 2 декабря 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByRole('button', { name: /, 24 декабря 2026/ })).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
