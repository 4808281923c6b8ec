import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@gratia/ui';
import { FormDialog } from './FormDialog.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Shared/FormDialog',
  component: FormDialog,
  decorators: [withFeatures],
  args: {
    title: 'Новое подразделение',
    onSubmit: fn(),
    onClose: fn(),
    saving: false,
    submitLabel: 'Создать',
    cancelLabel: 'Отмена',
    children: <TextField label="Название" autoFocus />,
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Enter submits; Cancel closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Новое подразделение' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'HR{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A failure that belongs to no field, and a destructive action. */
export const FormErrorCritical: Story = {
  args: { title: 'Уволить сотрудника', description: 'Вы уверены?', submitLabel: 'Уволить', submitTone: 'critical', formError: 'Не удалось сохранить' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Уволить сотрудника' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Не удалось сохранить');
  },
};

/** While saving: the button spins and Escape does not close. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Новое подразделение' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
