import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Баллы', onChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: type and commit with Tab, Arrow Up/Down step by one. Pointer: − and + step too
 * (they are skipped by Tab; the input is the one tab stop).
 */
export const Default: Story = {
  args: { description: 'Сколько баллов отправить коллеге' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Баллы' });
    await userEvent.click(input);
    await userEvent.keyboard('150');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(150);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(151);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(149);
    await userEvent.click(canvas.getByRole('button', { name: /Увеличение/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(150);
    await userEvent.click(canvas.getByRole('button', { name: /Уменьшение/ }));
    await expect(input).toHaveValue('149');
    await expect(canvas.getByRole('button', { name: /Увеличение/ })).toHaveAttribute('tabindex', '-1');
  },
};

/** ru formatting groups thousands with a space. */
export const LocaleFormattingRu: Story = {
  args: { defaultValue: 1234567 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('1\u00a0234\u00a0567');
  },
};

/** en formatting groups thousands with a comma. */
export const LocaleFormattingEn: Story = {
  args: { label: 'Points', defaultValue: 1234567 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Points' })).toHaveValue('1,234,567');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
  },
};

/** Typed values are clamped to min/max on commit; the stepper stops at the bounds. */
export const MinMax: Story = {
  args: { minValue: 1, maxValue: 100, defaultValue: 1, description: 'От 1 до 100 баллов' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Баллы' });
    await expect(canvas.getByRole('button', { name: /Уменьшение/ })).toBeDisabled();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('500');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(canvas.getByRole('button', { name: /Увеличение/ })).toBeDisabled();
  },
};

/** Points are whole: a decimal separator is not accepted. */
export const IntegerOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('12,5');
    await userEvent.tab();
    await expect(input).toHaveValue('125');
    await expect(args.onChange).toHaveBeenLastCalledWith(125);
  },
};

/** Fractions when asked for: percentages of an award (SPEC §5). */
export const Decimal: Story = {
  args: { label: 'Процент', step: 0.5, formatOptions: { maximumFractionDigits: 1 }, defaultValue: 12.5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Процент' });
    await expect(input).toHaveValue('12,5');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('13');
  },
};

/** Clearing the field reports `null`. */
export const Empty: Story = {
  args: { defaultValue: 10, placeholder: '0' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 5000, isRequired: true, errorMessage: 'Недостаточно баллов на балансе' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Баллы' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Недостаточно баллов на балансе');
    await expect(canvasElement.querySelector('[role="group"][data-invalid]')).not.toBeNull();
  },
};

export const InvalidEnglish: Story = {
  args: { label: 'Points', defaultValue: 5000, errorMessage: 'User has insufficient funds' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Points' })).toHaveAccessibleDescription(
      'User has insufficient funds',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 10, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Увеличение/ }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithoutStepper: Story = {
  args: { hideStepper: true, label: 'Призовой фонд', defaultValue: 10000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: 'Сколько баллов получит каждый победитель челленджа, занявший призовое место в итоговом рейтинге',
    description: 'Баллы списываются с баланса организатора в момент завершения челленджа и не возвращаются.',
    defaultValue: 999999999,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Controlled: the parent owns the number and can set it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [points, setPoints] = useState<number | null>(10);
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <NumberField {...args} value={points} onChange={setPoints} minValue={0} />
        <output>Итого: {points ?? '—'}</output>
        <button type="button" onClick={() => setPoints(100)}>
          100 баллов
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '100 баллов' }));
    await expect(canvas.getByRole('textbox')).toHaveValue('100');
    await expect(canvas.getByText('Итого: 100')).toBeInTheDocument();
  },
};
