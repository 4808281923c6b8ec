import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Имя', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
  },
  decorators: [formFrame],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: a click on the label focuses the input; typing reports each edit. Keyboard: Tab reaches it. */
export const Default: Story = {
  args: { placeholder: 'Например, Анна' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await userEvent.click(canvas.getByText('Имя'));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused');
    await userEvent.type(input, 'Анна');
    await expect(input).toHaveValue('Анна');
    await expect(args.onChange).toHaveBeenLastCalledWith('Анна');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible');
  },
};

export const English: Story = {
  args: { label: 'First name', placeholder: 'e.g. Anna' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  },
};

/** The description is the input's accessible description. */
export const WithDescription: Story = {
  args: { label: 'Никнейм', description: 'Виден коллегам в ленте благодарностей.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Никнейм' });
    await expect(input).toHaveAccessibleDescription('Виден коллегам в ленте благодарностей.');
  },
};

/** Required: `aria-required` on the input and a visual `*` hidden from screen readers. */
export const Required: Story = {
  args: { label: 'Фамилия', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Фамилия' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error message makes the field invalid and describes the input. */
export const Invalid: Story = {
  args: {
    label: 'Эл. почта',
    type: 'email',
    defaultValue: 'anna@',
    description: 'Рабочий адрес',
    errorMessage: 'Введите корректные данные',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Эл. почта' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('data-invalid');
    await expect(input).toHaveAccessibleDescription('Рабочий адрес Введите корректные данные');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const InvalidEnglish: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'anna@', errorMessage: 'Enter the correct data' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('Enter the correct data');
  },
};

/** Disabled: not focusable, typing changes nothing. */
export const Disabled: Story = {
  args: { label: 'Логин', defaultValue: 'anna.petrova', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Логин' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('anna.petrova');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'ID', defaultValue: '4815162342', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ID' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('4815162342');
  },
};

export const Password: Story = {
  args: { label: 'Пароль', type: 'password', autoComplete: 'current-password', defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Пароль');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** `maxLength` stops typing at the limit. */
export const MaxLength: Story = {
  args: { label: 'Код', maxLength: 6, inputMode: 'numeric', autoComplete: 'one-time-code' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Код' });
    await userEvent.type(input, '12345678');
    await expect(input).toHaveValue('123456');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

/** The label is kept for screen readers only. */
export const HiddenLabel: Story = {
  args: { label: 'Поиск', isLabelHidden: true, type: 'search', placeholder: 'Поиск коллег' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Поиск' })).toBeInTheDocument();
  },
};

/** Long label, description, value and error wrap instead of overflowing. */
export const LongText: Story = {
  args: {
    label: 'Очень длинная подпись поля, которая не помещается в одну строку и должна переноситься',
    description:
      'Подробное описание того, что нужно ввести в это поле, с примерами и пояснениями, занимающее несколько строк.',
    errorMessage: 'Сообщение об ошибке тоже может быть длинным и переноситься на следующую строку без обрезки текста.',
    defaultValue: 'Значение, которое длиннее поля ввода и прокручивается внутри него, не ломая вёрстку',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Controlled by the parent: the shown text follows state, and the parent can reset it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('Ана');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <TextField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
        />
        <output>Значение: {value}</output>
        <button type="button" onClick={() => setValue('')}>
          Сбросить
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await userEvent.type(input, 'стасия');
    await expect(canvas.getByText('Значение: Анастасия')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(input).toHaveValue('');
  },
};
