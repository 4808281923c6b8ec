import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GeneralSettingsForm } from './GeneralSettingsForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { generalServer, generalSettings } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/general';

const meta = {
  title: 'Features/Administration/GeneralSettingsForm',
  component: GeneralSettingsForm,
  decorators: [withFeatures],
  parameters: { features: { handlers: generalServer().handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof GeneralSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The loaded form: its fields, once they hold the saved settings. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByTestId('general-settings-form');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Название сообщества/ })).toHaveValue(generalSettings.name));
  return { canvas, form, save: () => canvas.getByRole('button', { name: 'Сохранить' }) };
}

/** The saved settings in every field: «= 5 мин» under the seconds, the points handed out with the bonus name; nothing to save yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, save } = await loaded(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Для 1, 21, 31/ })).toHaveValue('балл');
    await expect(canvas.getByRole('textbox', { name: /^Для 2–4/ })).toHaveValue('балла');
    await expect(canvas.getByRole('textbox', { name: /^Для 5–20/ })).toHaveValue('баллов');
    await expect(canvas.getByRole('textbox', { name: /^Для 1$/ })).toHaveValue('point');
    await expect(canvas.getByRole('textbox', { name: /^Для 0, 2, 3/ })).toHaveValue('points');
    await expect(canvas.getByTestId('bonus-example-ru')).toHaveTextContent('Пример: 1 балл · 3 балла · 5 баллов');
    await expect(canvas.getByTestId('bonus-example-en')).toHaveTextContent('Пример: 1 point · 5 points');
    await expect(canvas.getByRole('textbox', { name: /^Максимум в одной благодарности/ })).toHaveValue('100');
    await expect(canvas.getByTestId('disbursed')).toHaveTextContent(/^125\s000 баллов$/);
    await expect(canvas.getByRole('textbox', { name: /^Время на отмену/ })).toHaveValue('300');
    await expect(canvas.getByTestId('transactionCancelTime-equivalent')).toHaveTextContent('= 5 мин');
    await expect(canvas.getByTestId('botCommandLifetime-equivalent')).toHaveTextContent('= 5 мин');
    await expect(canvas.getByTestId('messageLifetime-equivalent')).toHaveTextContent('= 1 день');
    await expect(canvas.getByRole('switch', { name: 'Анонимные благодарности' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Скрывать балансы' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Скрыть магазин' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Скрыть магазин' })).toHaveAccessibleDescription('Участники не видят магазин в меню.');
    await expect(save()).toBeDisabled();
    for (const title of ['Сообщество', 'Баллы', 'Благодарности', 'Telegram-бот', 'Магазин']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  },
};

/** While the settings load: each section drawn as placeholders. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...generalServer().handlers, 'GET /api/organization/economy': pending } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('general-settings')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Reads of GET /api/organization/economy in {@link LoadError} (reset before it runs). */
let reads = 0;
/** The settings cannot be read: an error with a retry, which brings the form. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: { ...generalServer().handlers, 'GET /api/organization/economy': () => (++reads === 1 ? errorReply('INTERNAL', 500) : generalSettings) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить настройки')).toBeInTheDocument();
    await expect(canvas.getByTestId('general-settings')).toHaveAttribute('data-state', 'error');
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
    await expect(reads).toBe(2);
    clearToasts();
  },
};

/** The settings stay unreadable: the error face, with its retry. */
export const LoadFailed: Story = {
  parameters: { features: { handlers: { ...generalServer().handlers, 'GET /api/organization/economy': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить настройки')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('general-settings-form')).toBeNull();
    clearToasts();
  },
};

/** In English: “= 5 min”, “1 point · 5 points”. */
export const English: Story = { globals: { locale: 'en' } };

const nameServer = generalServer();
/** A new name: only `{ name }` is sent, a toast confirms, and Save is off again. */
export const SaveName: Story = {
  parameters: { features: { handlers: nameServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await loaded(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Название сообщества/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ромашка Плюс ');
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeInTheDocument();
    await userEvent.click(save());
    await expect(await body().findByText('Настройки сохранены')).toBeInTheDocument();
    await expect(nameServer.log.map((c) => c.body)).toEqual([{ name: 'Ромашка Плюс' }]);
    await waitFor(() => expect(save()).toBeDisabled());
    await expect(name).toHaveValue('Ромашка Плюс');
    clearToasts();
  },
};

const bonusServer = generalServer();
/** New forms of the bonus name: the examples follow the typing, and the save sends `bonusName` alone. */
export const BonusForms: Story = {
  parameters: { features: { handlers: bonusServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await loaded(canvasElement);
    const forms: [RegExp, string][] = [
      [/^Для 1, 21, 31/, 'звезда'],
      [/^Для 2–4/, 'звезды'],
      [/^Для 5–20/, 'звёзд'],
      [/^Для 1$/, 'star'],
      [/^Для 0, 2, 3/, 'stars'],
    ];
    for (const [label, text] of forms) {
      const field = canvas.getByRole('textbox', { name: label });
      await userEvent.clear(field);
      await userEvent.type(field, text);
    }
    await expect(canvas.getByTestId('bonus-example-ru')).toHaveTextContent('Пример: 1 звезда · 3 звезды · 5 звёзд');
    await expect(canvas.getByTestId('bonus-example-en')).toHaveTextContent('Пример: 1 star · 5 stars');
    await userEvent.click(save());
    await expect(await body().findByText('Настройки сохранены')).toBeInTheDocument();
    await expect(bonusServer.log.map((c) => c.body)).toEqual([{ bonusName: { ru: { one: 'звезда', few: 'звезды', many: 'звёзд' }, en: { one: 'star', other: 'stars' } } }]);
    await waitFor(() => expect(canvas.getByTestId('disbursed')).toHaveTextContent(/^125\s000 звёзд$/));
    clearToasts();
  },
};

const clientServer = generalServer();
/** An empty name and a negative lifetime are refused on their fields before sending; the name takes the focus. */
export const ClientValidation: Story = {
  parameters: { features: { handlers: clientServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await loaded(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Название сообщества/ });
    const lifetime = canvas.getByRole('textbox', { name: /^Время жизни сообщений бота/ });
    await userEvent.clear(name);
    await userEvent.clear(lifetime);
    await userEvent.type(lifetime, '-5');
    await userEvent.click(save());
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/Это поле обязательно/);
    await expect(lifetime).toHaveAttribute('aria-invalid', 'true');
    await expect(lifetime).toHaveAccessibleDescription(/Не меньше 0/);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByTestId('general-settings-error')).toHaveTextContent('Настройки не сохранены: проверьте отмеченные поля');
    await expect(clientServer.log).toEqual([]);
    // Typing in a field clears its message.
    await userEvent.type(name, 'Ромашка');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

const refusedServer = generalServer();
/** The server refuses one form of the bonus name: its message shows on that form, which takes the focus. */
export const ServerRefused: Story = {
  parameters: {
    features: {
      handlers: {
        ...refusedServer.handlers,
        'PATCH /api/organization/economy': errorReply('VALIDATION_ERROR', 400, {
          issues: [{ path: 'bonusName.ru.few', message: 'validation.forbiddenCharacter', location: 'body' }],
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await loaded(canvasElement);
    const few = canvas.getByRole('textbox', { name: /^Для 2–4/ });
    await userEvent.clear(few);
    await userEvent.type(few, 'балла✓');
    await userEvent.click(save());
    await waitFor(() => expect(few).toHaveAttribute('aria-invalid', 'true'));
    await expect(few).toHaveAccessibleDescription(/Текст содержит недопустимый символ/);
    await waitFor(() => expect(few).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /^Для 1, 21, 31/ })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: /^Для 5–20/ })).not.toHaveAttribute('aria-invalid');
    await expect(few).toHaveValue('балла✓');
  },
};

const keyboardServer = generalServer();
/** Tab reaches every control in order (the buttons only once something changed); Enter in a field saves. */
export const KeyboardOnly: Story = {
  parameters: { features: { handlers: keyboardServer.handlers } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const order = [
      /^Название сообщества/,
      /^Для 1, 21, 31/,
      /^Для 2–4/,
      /^Для 5–20/,
      /^Для 1$/,
      /^Для 0, 2, 3/,
      /^Максимум в одной благодарности/,
      /^Время на отмену/,
      /^Анонимные благодарности$/,
      /^Скрывать балансы$/,
      /^Время жизни команд/,
      /^Время жизни сообщений бота/,
      /^Скрыть магазин$/,
    ];
    for (const name of order.slice(0, -1)) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
    // In the message lifetime: a new value, and Enter saves it.
    await userEvent.keyboard('{End}{Backspace>8/}3600{Enter}');
    await expect(await body().findByText('Настройки сохранены')).toBeInTheDocument();
    await expect(keyboardServer.log.map((c) => c.body)).toEqual([{ messageLifetime: 3600 }]);
    await expect(within(canvasElement).getByTestId('messageLifetime-equivalent')).toHaveTextContent('= 1 ч');
    clearToasts();
    // Then the market switch: Space turns it on, and the buttons can be reached; Enter on "Discard" puts it back.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(order.at(-1)!);
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('switch', { name: 'Скрыть магазин' })).toBeChecked();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Сохранить');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Отменить изменения');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('switch', { name: 'Скрыть магазин' })).not.toBeChecked());
    await expect(keyboardServer.log).toHaveLength(1);
  },
};

/** A phone (375 px): one column, every field as wide as the screen, nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { form } = await loaded(canvasElement);
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const name = within(canvasElement).getByRole('textbox', { name: /^Название сообщества/ });
    const card = name.closest('section')!;
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(card.getBoundingClientRect().width * 0.8);
  },
};

const switchesServer = generalServer();
/** The limit emptied (no limit) and the market hidden: the body holds those two, `maxTransfer: null`. */
export const NoLimitHiddenMarket: Story = {
  parameters: { features: { handlers: switchesServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, save } = await loaded(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Максимум в одной благодарности/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Скрыть магазин' }));
    await userEvent.click(save());
    await expect(await body().findByText('Настройки сохранены')).toBeInTheDocument();
    await expect(switchesServer.log.map((c) => c.body)).toEqual([{ maxTransfer: null, hideMarket: true }]);
    await expect(canvas.getByRole('switch', { name: 'Скрыть магазин' })).toBeChecked();
    clearToasts();
  },
};

/** Saving: the button is busy until the server answers. */
export const Saving: Story = {
  parameters: { features: { handlers: { ...generalServer().handlers, 'PATCH /api/organization/economy': pending } } },
  play: async ({ canvasElement }) => {
    const { canvas, form, save } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Время на отмену/ }), '0');
    await expect(canvas.getByTestId('transactionCancelTime-equivalent')).toHaveTextContent('= 50 мин');
    await userEvent.click(save());
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'saving'));
    await expect(save()).toHaveAttribute('data-pending', 'true');
  },
};
