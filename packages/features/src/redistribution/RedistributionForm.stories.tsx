import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RedistributionForm } from './RedistributionForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { communityScope, emptyScope, hiddenScope, noPeriodScope, redistributionServer } from './fixtures.ts';

const meta = {
  title: 'Features/Redistribution/RedistributionForm',
  component: RedistributionForm,
  decorators: [withFeatures],
  parameters: { features: { handlers: redistributionServer().handlers, route: '/redistribution' } },
  args: { headingLevel: 1 },
  beforeEach: clearToasts,
} satisfies Meta<typeof RedistributionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Opens the recipient list (on focus) and returns the names offered, after typing `query` when given. */
async function offered(canvasElement: HTMLElement, query = ''): Promise<string[]> {
  const input = await within(canvasElement).findByRole('combobox', { name: /Кому/ });
  await userEvent.click(input);
  if (query) await userEvent.type(input, query);
  const listbox = await body().findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
  return within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

async function choose(canvasElement: HTMLElement, query: string, name: RegExp) {
  await userEvent.type(await within(canvasElement).findByRole('combobox', { name: /Кому/ }), query);
  await userEvent.click(await body().findByRole('option', { name }));
}

/**
 * While the recipient list is open react-aria hides the rest of the form from screen readers
 * (aria-hidden) while its fields stay focusable, which axe's aria-hidden-focus rule reports; the
 * stories whose picture is the open list turn that one rule off (as the thanks form's do).
 */
const openList = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** A manager of «Разработка» with 120 points to give. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('redistribution-balance')).toHaveTextContent('120');
    await expect(canvas.getByTestId('redistribution-scope')).toHaveTextContent('Ваша команда: «Разработка» и все подразделения внутри');
    await expect(canvas.getByRole('textbox', { name: /Сколько/ })).toHaveAccessibleDescription('От 1 до 120 спасибо');
  },
};

/** The colleagues offered are the team's only — «Разработка» and Backend under it — and never the manager herself. */
export const DivisionScope: Story = {
  parameters: openList,
  play: async ({ canvasElement }) => {
    const names = await offered(canvasElement);
    await expect(names).toEqual([expect.stringContaining('Иван Смирнов'), expect.stringContaining('Олег Тестов'), expect.stringContaining('Дмитрий Орлов')]);
    await expect(names).toHaveLength(3);
    await expect(names.join(' ')).not.toMatch(/Мария|Анна/);
  },
};

/** A manager of the whole community: everyone but herself. */
export const WholeCommunity: Story = {
  parameters: { ...openList, features: { handlers: redistributionServer({ scope: communityScope }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('redistribution-scope')).toHaveTextContent('Ваша команда: всё сообщество');
    const names = await offered(canvasElement);
    await expect(names).toHaveLength(5);
    await expect(names.join(' ')).not.toMatch(/Анна Петрова/);
  },
};

/** Nothing chosen, then amounts that are not a whole number, zero, more than the balance — each refused in its field, saying why. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Передать баллы' }));
    await expect(await canvas.findByText('Выберите получателя')).toBeInTheDocument();
    await expect(canvas.getByText('Это поле обязательно')).toBeInTheDocument();
    const amount = canvas.getByRole('textbox', { name: /Сколько/ });
    await userEvent.type(amount, '2,5');
    await expect(await canvas.findByText('Только целое число, например 5')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await expect(await canvas.findByText('Минимум — 1 спасибо')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '121');
    await expect(await canvas.findByText('Больше, чем у вас есть: можно передать 120 спасибо')).toBeInTheDocument();
  },
};

const successServer = redistributionServer();
/** Give 40 points to Иван with a note: one request with an Idempotency-Key, a toast, the form empties, the balance drops to 80. */
export const Success: Story = {
  parameters: { features: { handlers: successServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Смир', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: /Комментарий/ }), 'На благодарности команде за релиз');
    await userEvent.click(canvas.getByRole('button', { name: 'Передать баллы' }));
    await expect(await body().findByText('Баллы переданы: 40 спасибо → Иван Смирнов')).toBeInTheDocument();
    await expect(successServer.log).toHaveLength(1);
    await expect(successServer.log[0]!.body).toEqual({ recipientId: 2, amount: 40, message: 'На благодарности команде за релиз' });
    await expect(successServer.log[0]!.key).toMatch(UUID);
    await waitFor(() => expect(canvas.getByTestId('redistribution-balance')).toHaveTextContent('80'));
    await expect(canvas.getByRole('combobox', { name: /Кому/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Сколько/ })).toHaveValue('');
    clearToasts();
  },
};

const outServer = redistributionServer({ movedOut: [6] });
/** Олег moved to another division after the list was shown: REDISTRIBUTION_OUT_OF_SCOPE on the colleague field and as a toast. */
export const OutOfScope: Story = {
  parameters: { features: { handlers: outServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Олег', /Олег Тестов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Передать баллы' }));
    await expect(await body().findByRole('alert', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /Кому/ })).toHaveAccessibleDescription(/Этот коллега не из вашей команды: передать ему баллы нельзя/);
    clearToasts();
  },
};

const poorServer = redistributionServer({ balance: 30 });
/** The balance changed meanwhile (120 shown, 30 left): INSUFFICIENT_FUNDS on the amount, and the figure is read again. */
export const Insufficient: Story = {
  parameters: { features: { handlers: poorServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Иван', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Передать баллы' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Сколько/ })).toHaveAccessibleDescription(/Столько баллов у вас уже нет: баланс изменился, проверьте сумму/),
    );
    await waitFor(() => expect(canvas.getByTestId('redistribution-balance')).toHaveTextContent('30'));
    clearToasts();
  },
};

/** No active period: the form gives way to an explanation. */
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: redistributionServer({ scope: noPeriodScope }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Нет активного периода')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Передать баллы' })).toBeNull();
  },
};

const endingServer = redistributionServer({ endsPeriod: true });
/** The period ended while the form was open: NO_ACTIVE_PERIOD as a toast, then the explanation. */
export const PeriodEndsMeanwhile: Story = {
  parameters: { features: { handlers: endingServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Иван', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Передать баллы' }));
    await expect(await body().findByText('Период закончился: передать баллы сейчас нельзя')).toBeInTheDocument();
    await expect(await canvas.findByText('Нет активного периода')).toBeInTheDocument();
    clearToasts();
  },
};

/** Balances hidden: no figure, the amount is checked by the server. */
export const HiddenBalance: Story = { parameters: { features: { handlers: redistributionServer({ scope: hiddenScope }).handlers } } };
/** Nothing left to give: said above the form. */
export const NothingLeft: Story = { parameters: { features: { handlers: redistributionServer({ scope: emptyScope }).handlers } } };
export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/redistribution/scope': pending } } } };
export const ErrorFace: Story = {
  parameters: { features: { handlers: { 'GET /api/redistribution/scope': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить данные для передачи')).toBeInTheDocument();
    clearToasts();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const WholeCommunityEnglish: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: redistributionServer({ scope: communityScope }).handlers } } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
