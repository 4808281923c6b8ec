import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BulkTransferDialog, TransferDialog } from './TransferDialogs.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { transactionsServer } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/transactions';

/**
 * The two dialogs of the transactions tab on their own (docs/decisions/0033): "New transfer" from
 * account to account and "Credit many". Their whole journeys are in TransactionsPanel's stories;
 * these hold the dialogs' own states — empty, each refusal on its field, English, a phone.
 */
const meta = {
  title: 'Features/Administration/TransferDialogs',
  component: TransferDialog,
  decorators: [withFeatures],
  args: { onClose: fn() },
  parameters: { features: { handlers: transactionsServer().handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof TransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Types `query` into the combobox `field` and takes the one colleague offered, with the keyboard. */
async function chooseMember(dialog: ReturnType<typeof within>, field: RegExp, query: string, name: RegExp, index = 0) {
  await userEvent.type(dialog.getAllByRole('combobox', { name: field })[index]!, query);
  await body().findByRole('option', { name });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

/** Opened: from the community to a member, the recipient's field focused; transfers are final, it says so. */
export const NewTransfer: Story = {
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Новый перевод' }));
    await expect(dialog.getByText(/изменить или удалить перевод после выполнения нельзя/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Участник/ })).toHaveFocus());
  },
};

/** Cancel (or Escape) closes without sending anything. */
export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Новый перевод' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const gone = transactionsServer();
/** The member left meanwhile: the refusal is shown on the member's field, and the dialog stays open. */
export const MemberGone: Story = {
  parameters: { features: { handlers: { ...gone.handlers, 'POST /api/admin/transfers': errorReply('USER_NOT_FOUND', 404, { field: 'userId' }) } } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Новый перевод' }));
    await chooseMember(dialog, /Участник/, 'Мари', /Мария Кузнецова/);
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '10');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('Спасибо за помощь');
    await userEvent.click(dialog.getByRole('button', { name: 'Выполнить перевод' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Участник/ })).toHaveAccessibleDescription(/Пользователь не найден/));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A failure of no field (the server is down) is shown above the buttons. */
export const ServerDown: Story = {
  parameters: { features: { handlers: { ...transactionsServer().handlers, 'POST /api/admin/transfers': errorReply('INTERNAL', 500) } } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Новый перевод' }));
    await chooseMember(dialog, /Участник/, 'Мари', /Мария Кузнецова/);
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '10');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('Спасибо за помощь');
    await userEvent.click(dialog.getByRole('button', { name: 'Выполнить перевод' }));
    await expect(await dialog.findByTestId('transfer-dialog-error')).toHaveTextContent('Произошла ошибка');
  },
};

export const NewTransferEnglish: Story = { globals: { locale: 'en' } };
export const NewTransferPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** "Credit many", opened: everyone, into received points, now. */
export const CreditMany: Story = {
  render: (args) => <BulkTransferDialog {...args} />,
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Начисление от сообщества многим' }));
    await expect(dialog.getByRole('radio', { name: 'Всем активным участникам' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Выполнить позже/ })).not.toBeChecked();
  },
};

/** Only the chosen, and none of them is active any more: the server's refusal is shown on the list. */
export const CreditManyNoRecipients: Story = {
  render: (args) => <BulkTransferDialog {...args} />,
  parameters: { features: { handlers: { ...transactionsServer().handlers, 'POST /api/admin/transfer-batches': errorReply('NO_RECIPIENTS', 422) } } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Начисление от сообщества многим' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Только выбранным' }));
    await chooseMember(dialog, /Добавить участника/, 'Анна', /Анна Петрова/);
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '5');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('Наставникам');
    await userEvent.click(dialog.getByRole('button', { name: 'Начислить' }));
    await expect(await dialog.findByText('Среди выбранных нет ни одного активного участника')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Scheduling opens the day and time; a day already past is refused on the day. */
export const CreditManyScheduledInPast: Story = {
  render: (args) => <BulkTransferDialog {...args} />,
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Начисление от сообщества многим' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '5');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('Премия');
    await userEvent.click(dialog.getByRole('switch', { name: /Выполнить позже/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Дата выполнения/ }), '01-01-2020');
    await userEvent.click(dialog.getByRole('button', { name: 'Запланировать' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Дата выполнения/ })).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const CreditManyEnglish: Story = { render: (args) => <BulkTransferDialog {...args} />, globals: { locale: 'en' } };
export const CreditManyPhone: Story = { render: (args) => <BulkTransferDialog {...args} />, globals: { viewport: { value: 'phone', isRotated: false } } };
