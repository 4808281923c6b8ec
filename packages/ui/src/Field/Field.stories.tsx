import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from './Field.tsx';
import { counter } from '../TextArea/TextArea.css.ts';
import { formFrame } from './storyFrame.tsx';

/**
 * Stories only: the field parts put together the way TextField does — a react-aria field
 * holding `FieldLabel`, a bordered `Input` and `FieldHelp` — so the label, required mark,
 * description and error are seen and checked with the wiring they rely on.
 */
function FieldParts({ label, isLabelHidden, description, errorMessage, isRequired, isDisabled, trailing }: FieldBaseProps & { trailing?: ReactNode }) {
  return (
    <AriaTextField {...fieldValidation(errorMessage)} isRequired={isRequired} isDisabled={isDisabled} className={fieldStyles.root}>
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Input className={fieldStyles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} trailing={trailing} />
    </AriaTextField>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldParts,
  tags: ['autodocs'],
  args: { label: 'Имя' },
  decorators: [formFrame],
  parameters: {
    docs: {
      description: {
        component:
          'The parts every labelled form control is built from (TextField, TextArea, NumberField, Select, Combobox, DateInput); shown here inside a plain react-aria text field. ' +
          '**When to use:** only when building a new form control; forms use the controls themselves. ' +
          '**Parts:** `FieldLabel` (the visible label and accessible name; `isRequired` adds a red `*` that is hidden from screen readers — the control carries `aria-required`; `isHidden` keeps the label for screen readers only), ' +
          '`FieldHelp` (description and error message under the control, plus an optional `trailing` part such as a counter), ' +
          '`fieldValidation(errorMessage)` (the control is invalid exactly when a message is given; no browser bubbles). ' +
          '**Props of every control (`FieldBaseProps`):** `label`, `isLabelHidden`, `description`, `errorMessage`, `isRequired`, `isDisabled`. ' +
          '**Accessibility:** the label names the control; description and error are linked by `aria-describedby`; an error sets `aria-invalid`. Long texts wrap, even unbroken ones.',
      },
    },
  },
} satisfies Meta<typeof FieldParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label only: it names the input and a click on it focuses the input; nothing is shown under it. */
export const LabelOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toBeRequired();
    await userEvent.click(canvas.getByText('Имя'));
    await expect(input).toHaveFocus();
    input.blur();
  },
};

/** Required: a visual `*` beside the label, left out of the accessible name; the input is `aria-required`. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    const mark = canvas.getByText('*');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A description under the input, linked to it by `aria-describedby`. */
export const WithDescription: Story = {
  args: { label: 'Электронная почта', description: 'Рабочая почта, на неё придёт ссылка для входа' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Электронная почта' });
    await expect(canvas.getByText('Рабочая почта, на неё придёт ссылка для входа')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Рабочая почта, на неё придёт ссылка для входа');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error message makes the input invalid; it is shown under the description and read with it. */
export const WithError: Story = {
  args: { label: 'Электронная почта', isRequired: true, description: 'Рабочая почта', errorMessage: 'Обязательное поле' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Электронная почта' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Обязательное поле')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Рабочая почта/);
    await expect(input).toHaveAccessibleDescription(/Обязательное поле/);
  },
};

/** An empty message is no error: `fieldValidation('')` leaves the input valid. */
export const EmptyErrorIsValid: Story = {
  args: { errorMessage: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Имя' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(fieldValidation('')).toEqual({ isInvalid: false, validationBehavior: 'aria' });
    await expect(fieldValidation('Ошибка')).toEqual({ isInvalid: true, validationBehavior: 'aria' });
    await expect(fieldValidation(undefined, true).isInvalid).toBe(true);
  },
};

const LONG_LABEL = 'Как коллеги могут обращаться к вам в благодарностях, комментариях и уведомлениях';
const LONG_DESCRIPTION =
  'Это имя увидят все сотрудники организации в ленте, истории переводов и рейтингах; изменить его можно в профиле в любой момент. ' +
  'Ссылка на правила: https://gratia.example/организация/правила-оформления-профиля-сотрудника';
const LONG_ERROR = 'Имя не может быть длиннее 64 символов и не должно состоять только из пробелов, цифр или знаков препинания';

/** Long label, description (with an unbroken link) and error wrap inside the form's width; the trailing counter keeps its place. */
export const LongTexts: Story = {
  args: {
    label: LONG_LABEL,
    isRequired: true,
    description: LONG_DESCRIPTION,
    errorMessage: LONG_ERROR,
    // TextArea's counter, the one trailing part in use.
    trailing: (
      <span className={counter} data-at-limit="">
        80 / 64
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: LONG_LABEL });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/правила-оформления-профиля-сотрудника/);
    // Nothing sticks out: every text wraps within the field's width.
    const root = input.closest(`.${fieldStyles.root}`) as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const description = canvas.getByText(/правила-оформления-профиля-сотрудника/);
    await expect(description.scrollWidth).toBeLessThanOrEqual(description.clientWidth);
  },
};

/** `isLabelHidden`: no visible label (e.g. a search box with an icon), still the accessible name. */
export const HiddenLabel: Story = {
  args: { label: 'Поиск по сотрудникам', isLabelHidden: true, description: 'Имя, фамилия или отдел' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Поиск по сотрудникам' });
    await expect(input).toHaveAccessibleDescription('Имя, фамилия или отдел');
    // The label is inside a visually hidden 1×1 px box.
    const hiddenBox = canvas.getByText('Поиск по сотрудникам').parentElement!;
    await expect(hiddenBox.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(hiddenBox.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** Disabled: the label and help stay readable; the input cannot be focused or edited. */
export const Disabled: Story = {
  args: { isDisabled: true, description: 'Имя задаёт администратор' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Имя' })).toBeDisabled();
    await expect(canvas.getByText('Имя задаёт администратор')).toBeVisible();
  },
};

/** en: the parts carry no text of their own — the control passes translated label, help and error in. */
export const English: Story = {
  args: { label: 'Email', isRequired: true, description: 'Your work email; the sign-in link is sent there', errorMessage: 'Required field' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Your work email; the sign-in link is sent there/);
    await expect(input).toHaveAccessibleDescription(/Required field/);
  },
};
