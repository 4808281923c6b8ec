import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';

const statusRu: RadioOption[] = [
  { id: 'office', label: 'В офисе' },
  { id: 'remotely', label: 'Удалённо' },
  { id: 'vacation', label: 'В отпуске', description: 'Коллеги увидят, что вы не на связи' },
  { id: 'illness', label: 'На больничном' },
];
const statusEn: RadioOption[] = [
  { id: 'office', label: 'In the office' },
  { id: 'remotely', label: 'Remotely' },
  { id: 'vacation', label: 'On vacation', description: 'Colleagues will see you are away' },
  { id: 'illness', label: 'On sick leave' },
];

/**
 * RadioGroup: one choice among a few visible options (employee status, a single-choice survey
 * question). Arrow keys move and select; Tab leaves the group.
 */
const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { label: 'Статус', options: statusRu, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Статус' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Удалённо' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('remotely');
    await expect(canvas.getByRole('radio', { name: 'Удалённо' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'office' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'В офисе' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Удалённо' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('remotely');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'На больничном' })).toBeChecked();
  },
};

function ControlledGroup(props: RadioGroupProps) {
  const [value, setValue] = useState<string | null>('vacation');
  return (
    <>
      <RadioGroup {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledGroup {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /В отпуске/ })).toBeChecked();
    await userEvent.click(canvas.getByText('В офисе'));
    await expect(canvas.getByTestId('value')).toHaveTextContent('office');
  },
};

export const Horizontal: Story = {
  args: { label: 'Пол', options: [{ id: 'male', label: 'Мужской' }, { id: 'female', label: 'Женский' }], orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Это поле обязательно', description: 'Выберите, где вы работаете сегодня' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Это поле обязательно/);
  },
};

export const DisabledOption: Story = {
  args: { options: statusRu.map((o) => (o.id === 'illness' ? { ...o, isDisabled: true } : o)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'На больничном' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'office' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const English: Story = {
  args: { label: 'Status', options: statusEn, defaultValue: 'remotely' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Remotely' })).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label: 'Как вы оцениваете прошедший квартал с точки зрения командной работы и взаимопомощи в отделе?',
    options: [
      { id: 'a', label: 'Отлично: мы постоянно помогали друг другу, делились знаниями и вместе доводили задачи до результата' },
      { id: 'b', label: 'Хорошо' },
      { id: 'c', label: 'Есть над чем поработать' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};
