import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Сообщение', onChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer focus via the label, typing with new lines, Tab in and out. */
export const Default: Story = {
  args: { placeholder: 'За что вы благодарите коллегу?' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.click(canvas.getByText('Сообщение'));
    await expect(area).toHaveFocus();
    await userEvent.type(area, 'Спасибо!{Enter}За помощь');
    await expect(area).toHaveValue('Спасибо!\nЗа помощь');
    await expect(args.onChange).toHaveBeenLastCalledWith('Спасибо!\nЗа помощь');
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(area).toHaveAttribute('data-focus-visible');
  },
};

/** With `maxLength`: a visible `N / max` counter, announced as "Введено N из max символов". */
export const WithCounter: Story = {
  args: { maxLength: 280, description: 'Сообщение увидят все участники сообщества.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Сообщение' });
    await expect(canvas.getByText('0 / 280')).toBeVisible();
    await userEvent.type(area, 'Спасибо');
    await expect(canvas.getByText('7 / 280')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('Сообщение увидят все участники сообщества. Введено 7 из 280 символов');
  },
};

export const WithCounterEnglish: Story = {
  args: { label: 'Message', maxLength: 280, defaultValue: 'Thank you!' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByText('10 / 280')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('10 of 280 characters used');
  },
};

/** At the limit typing stops and the counter turns critical (`data-at-limit`). */
export const AtLimit: Story = {
  args: { maxLength: 21, defaultValue: 'Спасибо за поддержку' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(area, '!!!');
    await expect(area).toHaveValue('Спасибо за поддержку!');
    const counter = canvas.getByText('21 / 21').parentElement;
    await expect(counter).toHaveAttribute('data-at-limit');
    await expect(area).toHaveAccessibleDescription('Введено 21 из 21 символа');
  },
};

export const Required: Story = {
  args: { label: 'Причина отказа', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Причина отказа' })).toBeRequired();
  },
};

/** SPEC §5: a rejection reason is required. */
export const Invalid: Story = {
  args: { label: 'Причина отказа', isRequired: true, maxLength: 500, errorMessage: 'Это поле обязательно' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Причина отказа' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAttribute('data-invalid');
    await expect(area).toHaveAccessibleDescription('Это поле обязательно Введено 0 из 500 символов');
  },
};

export const InvalidEnglish: Story = {
  args: { label: 'Rejection reason', isRequired: true, errorMessage: 'This field is required' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Rejection reason' });
    await expect(area).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Нельзя изменить', maxLength: 100 },
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Сообщение' });
    await expect(area).toBeDisabled();
    await userEvent.type(area, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long label, description and text wrap; the textarea scrolls, the page does not. */
export const LongText: Story = {
  args: {
    label: 'Расскажите подробно, что именно сделал коллега и почему это было важно для команды и компании',
    description: 'Длинное описание поля, которое переносится на несколько строк и не ломает вёрстку формы.',
    maxLength: 2000,
    rows: 4,
    defaultValue: 'Очень длинный текст благодарности. '.repeat(20),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(within(canvasElement).getByText('700 / 2000')).toBeVisible();
  },
};

/** Controlled by the parent; the counter follows the parent's value. */
export const Controlled: Story = {
  args: { maxLength: 50 },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <TextArea {...args} value={value} onChange={setValue} />
        <button type="button" onClick={() => setValue('Готовый шаблон благодарности')}>
          Вставить шаблон
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Вставить шаблон' }));
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Готовый шаблон благодарности');
    await expect(canvas.getByText('28 / 50')).toBeVisible();
  },
};
