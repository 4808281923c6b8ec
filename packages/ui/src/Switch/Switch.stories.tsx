import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { Switch } from './Switch.tsx';
import { expectFocusRing, expectSelectionVisible } from '../internal/forcedColorsStory.ts';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Показывать дату рождения', onChange: fn() },
  decorators: [formFrame],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: a click on the row toggles. Keyboard: Tab focuses (ring), Space toggles. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Показывать дату рождения' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Показывать дату рождения'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-selected');
  },
};

export const English: Story = {
  args: { children: 'Show my birth date' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show my birth date' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Показывать дату рождения'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Показывать коллегам мой никнейм в Telegram и идентификатор, чтобы со мной можно было связаться напрямую по рабочим вопросам',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const VISIBILITY_RU = [
  ['surname', 'Фамилия'],
  ['name', 'Имя'],
  ['middleName', 'Отчество'],
  ['telegram', 'Ник и ID в Telegram'],
  ['email', 'E-mail'],
  ['phone', 'Телефон'],
  ['startDate', 'Дата начала работы'],
  ['birthDate', 'Дата рождения'],
  ['birthYear', 'Год рождения'],
] as const;
const VISIBILITY_EN: Record<(typeof VISIBILITY_RU)[number][0], string> = {
  surname: 'Surname',
  name: 'Name',
  middleName: 'Middle name',
  telegram: 'Telegram nick and id',
  email: 'E-mail',
  phone: 'Phone',
  startDate: 'Start date',
  birthDate: 'Birth date',
  birthYear: 'Birth year',
};

function VisibilityList({ english = false }: { english?: boolean }) {
  const [shown, setShown] = useState<Record<string, boolean>>({ surname: true, name: true, email: true });
  return (
    <fieldset style={{ display: 'grid', gap: '0.75rem', border: 'none', margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.75rem' }}>{english ? 'Visible to colleagues' : 'Видно коллегам'}</legend>
      {VISIBILITY_RU.map(([key, ru]) => (
        <Switch key={key} isSelected={shown[key] ?? false} onChange={(on) => setShown((prev) => ({ ...prev, [key]: on }))}>
          {english ? VISIBILITY_EN[key] : ru}
        </Switch>
      ))}
    </fieldset>
  );
}

/** SPEC §5 profile: visibility toggles for each personal field; Tab walks them, Space flips. */
export const ProfileVisibility: Story = {
  render: () => <VisibilityList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(9);
    await expect(canvas.getByRole('switch', { name: 'Фамилия' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Фамилия' }));
    await expect(canvas.getByRole('switch', { name: 'Фамилия' })).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Имя' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Отчество' })).toBeChecked();
  },
};

export const ProfileVisibilityEnglish: Story = {
  render: () => <VisibilityList english />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Birth year' })).not.toBeChecked();
  },
};

/** Windows High Contrast: an on switch has a highlighted track and a visible thumb; the focus ring stays. */
export const ForcedColors: Story = {
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch {...args} defaultSelected>
        Показывать дату рождения
      </Switch>
      <Switch {...args}>Показывать телефон</Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [on, off] = [...canvasElement.querySelectorAll('label')];
    await expectSelectionVisible(on?.querySelector('[aria-hidden="true"]') ?? null, off?.querySelector('[aria-hidden="true"]') ?? null);
    await userEvent.tab();
    await expectFocusRing(on?.querySelector('[aria-hidden="true"]') ?? null);
  },
};
