import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CreateAdditionBody } from '@gratia/contracts';
import { vars } from '@gratia/tokens';
import { Box } from '@gratia/ui';
import { AddToThanksForm } from './AddToThanksForm.tsx';
import { useBalance } from '../balance/index.ts';
import { useOrganizationSettings } from '../organization/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { balanceBig, balanceHidden, users } from '../testing/fixtures.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { additions, othersThanks } from './fixtures.ts';

/** A thanks Иван Смирнов → Мария Кузнецова: the viewer (Анна Петрова) may add to it. */
const transfer = othersThanks(70).transaction;

/** What POST /api/transfers/additions received: bodies and idempotency keys, in order (reset before each story). */
const sent: { body: CreateAdditionBody; key: string | undefined }[] = [];
/** The server accepts the addition and answers as it does. */
const accept = (req: MockRequest) => {
  const body = req.body as CreateAdditionBody;
  sent.push({ body, key: req.headers['idempotency-key'] });
  return reply(201, {
    id: 500,
    transferId: body.transferId,
    amount: body.amount,
    message: body.message ?? '',
    sender: users[0],
    recipient: transfer.recipient,
    createdAt: new Date().toISOString(),
    additions: additions([users[0]!], body.amount, { byMe: body.amount }),
  });
};
/** The server refuses with `code` (and records the call). */
const refuse = (code: string, status: number, details?: Record<string, unknown>) => (req: MockRequest) => {
  sent.push({ body: req.body as CreateAdditionBody, key: req.headers['idempotency-key'] });
  return errorReply(code, status, details);
};
/**
 * As in the feed: the popover opens on a page that already has the member's balance and the
 * organization's settings, so the form mounts with its limits known.
 */
function OnLoadedPage(props: ComponentProps<typeof AddToThanksForm>) {
  const balance = useBalance();
  const settings = useOrganizationSettings();
  if (balance.isLoading || settings.isLoading) return null;
  return <AddToThanksForm {...props} />;
}

const handlers = (overrides: Record<string, unknown> = {}) => ({ features: { handlers: { ...defaultHandlers, 'POST /api/transfers/additions': accept, ...overrides } } });

/**
 * The form of a thanks' Add popover (docs/decisions/0014), here on its own at the popover's width:
 * how many points — a whole number, at least 1, within the points left to give and the
 * organization's max transfer, the limits said under the field — and an optional message. A
 * success closes the popover (`onDone`) with a toast; a refusal of the server shows in the form
 * and keeps what was typed.
 */
const meta = {
  title: 'Features/Feed/AddToThanksForm',
  component: AddToThanksForm,
  decorators: [
    // The Add popover: a raised surface at most the popover's width.
    (Story) => (
      <Box padding="md">
        <Box
          background="surfaceRaised"
          padding="md"
          borderRadius="lg"
          boxShadow="lg"
          style={{ boxSizing: 'border-box', width: vars.size.popoverMaxWidth, maxWidth: '100%', border: `${vars.size.borderWidth} solid ${vars.color.border}` }}
        >
          <Story />
        </Box>
      </Box>
    ),
    withFeatures,
  ],
  args: { transfer, onDone: fn() },
  parameters: { ...handlers() },
  render: (args) => <OnLoadedPage {...args} />,
  beforeEach: () => {
    clearToasts();
    sent.length = 0;
  },
} satisfies Meta<typeof AddToThanksForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const amountField = (canvasElement: HTMLElement, name: RegExp = /Сколько/) => within(canvasElement).findByRole('textbox', { name });
const messageField = (canvasElement: HTMLElement, name: RegExp = /Сообщение/) => within(canvasElement).getByRole('textbox', { name });
const submit = (canvasElement: HTMLElement, name = 'Добавить') => within(canvasElement).getByRole('button', { name });

/** Open: the amount field has the focus, the limits (80 left, at most 100 at a time) are said under it, the recipient is named. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await amountField(canvasElement);
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toBeRequired();
    await expect(await canvas.findByText('Доступно: 80 спасибо · не больше 100 спасибо за раз')).toBeInTheDocument();
    await expect(amount).toHaveAccessibleDescription(/Доступно: 80 спасибо/);
    await expect(canvas.getByText(/^Получатель — Мария Кузнецова\./)).toBeVisible();
    await expect(messageField(canvasElement)).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await expect(submit(canvasElement)).toHaveAttribute('type', 'submit');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available: 80 thank-yous · at most 100 thank-yous at a time')).toBeInTheDocument();
    await expect(canvas.getByText(/^Мария Кузнецова gets them\./)).toBeVisible();
    await expect(await amountField(canvasElement, /How much/)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  },
};

/** Sent empty: 'Это поле обязательно' under the amount, nothing is sent and the popover stays. */
export const AmountRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const amount = await amountField(canvasElement);
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(amount).toHaveAccessibleDescription(/Это поле обязательно/);
    await expect(sent).toEqual([]);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** More than the 80 points left: said when the field is left, and again while typing until it fits. */
export const OverBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await amountField(canvasElement);
    await userEvent.type(amount, '90');
    await expect(canvas.queryByText(/Больше, чем у вас есть/)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('Больше, чем у вас есть: для распределения осталось 80 спасибо')).toBeInTheDocument();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // Checked while typing from now on: fixing it clears the message.
    await userEvent.clear(amount);
    await userEvent.type(amount, '8');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(amount, '1');
    await expect(await canvas.findByText(/Больше, чем у вас есть/)).toBeInTheDocument();
  },
};

/** Plenty of points but more than the organization's 100 at a time: its limit is said. */
export const OverMaxTransfer: Story = {
  parameters: handlers({ 'GET /api/balance': balanceBig }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Доступно: 1\s250\s000 спасибо · не больше 100 спасибо за раз$/)).toBeInTheDocument();
    await userEvent.type(await amountField(canvasElement), '150');
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByText('Лимит организации — 100 спасибо за одну благодарность')).toBeInTheDocument();
    await expect(sent).toEqual([]);
  },
};

/** Not a whole number ('2,5'), and zero: each has its own message. */
export const NotWholeNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await amountField(canvasElement);
    await userEvent.type(amount, '0');
    await userEvent.tab();
    await expect(await canvas.findByText('Минимум — 1 спасибо')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,5');
    await expect(await canvas.findByText('Только целое число, например 5')).toBeInTheDocument();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toEqual([]);
  },
};

/** A hidden balance: only the organization's limit is said under the field. */
export const BalanceHidden: Story = {
  parameters: handlers({ 'GET /api/balance': balanceHidden }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не больше 100 спасибо за раз')).toBeInTheDocument();
    await expect(canvas.queryByText(/Доступно/)).toBeNull();
  },
};

/** Enter sends it: the thanks, the points and the message with an idempotency key; the popover closes with a toast. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const amount = await amountField(canvasElement);
    await userEvent.type(messageField(canvasElement), 'Присоединяюсь!');
    await userEvent.type(amount, '5{Enter}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(sent.map((call) => call.body)).toEqual([{ transferId: 70, amount: 5, message: 'Присоединяюсь!' }]);
    await expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(await body().findByText('Баллы добавлены: 5 спасибо → Мария Кузнецова')).toBeInTheDocument();
    clearToasts();
  },
};

/** While it is being sent: the button is busy and the popover stays open. */
export const Sending: Story = {
  parameters: handlers({ 'POST /api/transfers/additions': pending }),
  play: async ({ args, canvasElement }) => {
    await userEvent.type(await amountField(canvasElement), '5');
    await userEvent.click(submit(canvasElement));
    const button = submit(canvasElement);
    await waitFor(() => expect(within(button).getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument());
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Not enough points on the server: its answer under the amount; what was typed stays. */
export const RefusedAmount: Story = {
  parameters: handlers({ 'POST /api/transfers/additions': refuse('INSUFFICIENT_FUNDS', 422) }),
  play: async ({ args, canvasElement }) => {
    const amount = await amountField(canvasElement);
    await userEvent.type(amount, '5');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(amount).toHaveAccessibleDescription(/Недостаточно баллов на балансе/);
    await expect(amount).toHaveValue('5');
    await expect(sent).toHaveLength(1);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The thanks was canceled meanwhile: the refusal as an alert for the whole form, which keeps what was typed. */
export const Refused: Story = {
  parameters: handlers({ 'POST /api/transfers/additions': refuse('ADDITION_NOT_ALLOWED', 409, { reason: 'canceled' }) }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvasElement), '5');
    await userEvent.type(messageField(canvasElement), 'Присоединяюсь!');
    await userEvent.click(submit(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Это спасибо отменено: добавить к нему нельзя');
    await expect(canvasElement.querySelector('form')).toHaveAccessibleDescription('Это спасибо отменено: добавить к нему нельзя');
    await expect(await amountField(canvasElement)).toHaveValue('5');
    await expect(messageField(canvasElement)).toHaveValue('Присоединяюсь!');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent again after a failure: the same idempotency key, so the server adds once. */
let attempts = 0;
export const RetryKeepsKey: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  parameters: handlers({
    'POST /api/transfers/additions': (req: MockRequest) => (++attempts === 1 ? refuse('INTERNAL', 500)(req) : accept(req)),
  }),
  play: async ({ args, canvasElement }) => {
    await userEvent.type(await amountField(canvasElement), '5');
    await userEvent.click(submit(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Произошла ошибка');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(sent).toHaveLength(2);
    await expect(sent[1]!.key).toBe(sent[0]!.key);
    clearToasts();
  },
};

/** 'Отмена' closes the popover without sending anything. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(await amountField(canvasElement), '5');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Отмена' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(sent).toEqual([]);
  },
};
