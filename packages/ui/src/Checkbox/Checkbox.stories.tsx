import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Отправить анонимно', onChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: a click on the label toggles. Keyboard: Tab focuses (ring), Space toggles. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Отправить анонимно' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Отправить анонимно'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-selected');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** Some of a group selected: `aria-checked="mixed"`. */
export const Indeterminate: Story = {
  args: { children: 'Все отделы', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Все отделы' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const English: Story = {
  args: { children: 'Send anonymously' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send anonymously' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** Disabled: no toggle by pointer or keyboard, skipped by Tab. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Отправить анонимно'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledSelected: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'Я согласен с правилами челленджа', isInvalid: true, isRequired: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-invalid');
  },
};

/** Without a visible label the checkbox is named by `aria-label`. */
export const LabelledByAria: Story = {
  args: { children: undefined, 'aria-label': 'Выбрать строку' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Выбрать строку' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Я соглашаюсь на обработку персональных данных и подтверждаю, что ознакомился с правилами участия в челлендже, порядком начисления баллов и условиями получения призов',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A "select all" row driving a group (controlled, indeterminate when partly selected). */
export const ControlledGroup: Story = {
  render: function Render() {
    const departments = ['Маркетинг', 'Продажи', 'Разработка'];
    const [chosen, setChosen] = useState<string[]>(['Продажи']);
    const all = chosen.length === departments.length;
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Checkbox
          isSelected={all}
          isIndeterminate={chosen.length > 0 && !all}
          onChange={(on) => setChosen(on ? departments : [])}
        >
          Все отделы
        </Checkbox>
        {departments.map((name) => (
          <Checkbox
            key={name}
            isSelected={chosen.includes(name)}
            onChange={(on) => setChosen((prev) => (on ? [...prev, name] : prev.filter((d) => d !== name)))}
          >
            {name}
          </Checkbox>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const allBox = canvas.getByRole('checkbox', { name: 'Все отделы' });
    await expect(allBox).toBePartiallyChecked();
    await userEvent.click(allBox);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Маркетинг' }));
    await expect(allBox).toBePartiallyChecked();
  },
};
