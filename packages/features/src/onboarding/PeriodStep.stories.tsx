import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Period } from '@gratia/contracts';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { clearDrafts } from './hooks.ts';
import { firstPeriod, meCreator, onboardingServer } from './fixtures.ts';
import { PeriodStep } from './PeriodStep.tsx';

/** The creator's mock server, with `overrides`. */
const creator = (overrides: Record<string, unknown> = {}, periods: Period[] = []) => ({
  features: { route: '/onboarding?step=period', handlers: { ...onboardingServer(meCreator, { periods }), ...overrides } },
});
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Onboarding/PeriodStep',
  component: PeriodStep,
  args: { onDone: fn() },
  decorators: [withFeatures],
  parameters: creator(),
  beforeEach: () => {
    clearToasts();
    clearDrafts();
  },
} satisfies Meta<typeof PeriodStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The creator's first period, prefilled: today to the end of next month, 100 points each; Set up later goes on without one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Начало/ })).toHaveValue('10-03-2026');
    await expect(canvas.getByRole('textbox', { name: /Окончание/ })).toHaveValue('30-04-2026');
    await expect(canvas.getByLabelText(/Сумма начисления/)).toHaveValue('100');
    await userEvent.click(canvas.getByRole('button', { name: 'Настроить позже' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};
/** The first period's form in English. */
export const English: Story = { globals: { locale: 'en' } };
/** The first period's form on a phone. */
export const Phone: Story = { globals: phone };

/** The periods module's rules before sending: a past start, an end before it, a fraction — each on its field. */
export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole('textbox', { name: /Начало/ });
    await userEvent.clear(start);
    await userEvent.type(start, '01032026');
    const end = canvas.getByRole('textbox', { name: /Окончание/ });
    await userEvent.clear(end);
    await userEvent.type(end, '01032026');
    const accrual = canvas.getByLabelText(/Сумма начисления/);
    await userEvent.clear(accrual);
    await userEvent.type(accrual, '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Запустить период' }));
    await expect(await canvas.findByText('Целое число баллов, без дробей')).toBeVisible();
    await expect(accrual).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The server refuses (another period overlaps): on the end date. */
export const Refused: Story = {
  parameters: creator({ 'POST /api/periods': errorReply('PERIOD_OVERLAP', 409, { periodId: 3 }) }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Запустить период' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Окончание/ })).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Starting it: a toast, and the step is done. */
export const Starts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Запустить период' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(document.body).getByText('Период запущен')).toBeInTheDocument());
    clearToasts();
  },
};

/** A period already exists (back from education): it is named, and the step only goes on. */
export const Exists: Story = {
  parameters: creator({}, [firstPeriod]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Период уже создан: 10-03-2026 — 30-04-2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Запустить период' })).toBeNull();
  },
};
