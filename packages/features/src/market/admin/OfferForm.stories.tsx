import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, pending, reply } from '../../testing/mockFetch.ts';
import { clearToasts, fileInput, imagesDecoded, makePhoto } from '../../testing/storyHelpers.ts';
import { OfferForm } from './OfferForm.tsx';
import { fakeUploads, resetServers, serverFor } from './storyHelpers.ts';

const base = serverFor();
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/admin_market_goods', upload: fakeUploads() } });

const meta = {
  title: 'Features/MarketAdmin/OfferForm',
  component: OfferForm,
  decorators: [withFeatures],
  args: { marketId: 1, offerId: null, onClose: () => undefined },
  parameters: features(base),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof OfferForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The form once its offer (when editing) and categories have loaded (the loading dialog is another element). */
async function form() {
  await body().findByRole('checkbox', { name: 'Кофе' });
  const dialog = body().getByTestId('offer-form');
  return { dialog, scope: within(dialog) };
}

/** "Добавление предложения": every field empty but the defaults (active, an error when the remainder is exceeded, unlimited issuance, weight 0). */
export const Create: Story = {
  play: async () => {
    const { scope } = await form();
    await expect(scope.getByRole('heading', { name: 'Добавление предложения' })).toBeInTheDocument();
    await expect(scope.getByRole('radio', { name: /Выдать ошибку при превышении количества/ })).toBeChecked();
    await expect(scope.getByRole('button', { name: /Период действия лимита/ })).toHaveTextContent('Выдавать безлимитно');
    await expect(scope.queryByRole('textbox', { name: /Количество/ })).toBeNull();
  },
};

const validating = serverFor();
/** Add with nothing filled: the name, the price and the remainder say what they need; nothing is sent. */
export const ClientValidation: Story = {
  parameters: features(validating),
  play: async () => {
    const { scope } = await form();
    await userEvent.click(scope.getByRole('button', { name: 'Добавить' }));
    await expect(await scope.findByText('Введите имя предложения')).toBeInTheDocument();
    await expect(scope.getByRole('textbox', { name: /Название/ })).toHaveAccessibleDescription(/Введите имя предложения/);
    await expect(scope.getByText('Укажите цену')).toBeInTheDocument();
    await expect(scope.getByText('Укажите остаток')).toBeInTheDocument();
    await expect(validating.server.log).toEqual([]);
    // Typing the name clears its message at once.
    await userEvent.type(scope.getByRole('textbox', { name: /Название/ }), 'Сырники');
    await expect(scope.queryByText('Введите имя предложения')).toBeNull();
  },
};

/** "Активно с" after "Активно до": the contracts' sentence under "Активно до". */
export const DatesOrder: Story = {
  play: async () => {
    const { scope } = await form();
    await userEvent.type(scope.getByRole('textbox', { name: /Название/ }), 'Сырники');
    await userEvent.type(scope.getByRole('textbox', { name: /^Цена/ }), '50');
    await userEvent.type(scope.getByRole('textbox', { name: /^Остаток/ }), '10');
    await userEvent.type(scope.getByRole('textbox', { name: /^Активно с/ }), '20032026');
    await userEvent.type(scope.getByRole('textbox', { name: /^Активно до/ }), '10032026');
    await userEvent.click(scope.getByRole('button', { name: 'Добавить' }));
    await expect(await scope.findByText('Дата «активен от» должна быть раньше, чем «активен до»')).toBeInTheDocument();
    await expect(scope.getByRole('textbox', { name: /^Активно до/ })).toHaveAccessibleDescription(/должна быть раньше/);
  },
};

/** An issue limit other than unlimited needs its quantity, a custom window its days. */
export const LimitRequired: Story = {
  play: async () => {
    const { scope } = await form();
    await userEvent.click(scope.getByRole('button', { name: /Период действия лимита/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Свой период (дни)' }));
    await userEvent.click(scope.getByRole('button', { name: 'Добавить' }));
    await expect(await scope.findByText('Укажите количество')).toBeInTheDocument();
    await expect(scope.getByText('Укажите число дней')).toBeInTheDocument();
  },
};

const creating = serverFor();
/**
 * The whole form typed through: name, description, a photo uploaded and its tile cropped, a
 * category, price, remainder with "issue what is left", a monthly limit of 2 — Add sends it all
 * (numbers as numbers), says 'Предложение добавлено'.
 */
export const CreateOffer: Story = {
  parameters: features(creating),
  play: async () => {
    const { dialog, scope } = await form();
    await userEvent.type(scope.getByRole('textbox', { name: /Название/ }), 'Сырники на завтрак');
    await userEvent.type(scope.getByRole('textbox', { name: /Описание/ }), 'Со сметаной и вареньем.');
    await userEvent.upload(fileInput(dialog), [await makePhoto('breakfast.png', 1)]);
    await expect(await scope.findByRole('img', { name: 'Фото 1 из 1, главное' })).toBeInTheDocument();
    await userEvent.click(await scope.findByRole('button', { name: 'Выбрать область для плитки' }, { timeout: 10_000 }));
    const apply = await scope.findByRole('button', { name: 'Применить' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    // The crop is drawn on a canvas and uploaded: slow on a loaded machine.
    await expect(await scope.findByRole('img', { name: 'Фото для плитки предложения' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(scope.getByRole('checkbox', { name: 'Кофе' }));
    await userEvent.type(scope.getByRole('textbox', { name: /^Цена/ }), '50');
    await userEvent.type(scope.getByRole('textbox', { name: /^Остаток/ }), '10');
    await userEvent.click(scope.getByRole('radio', { name: /Выдать остаток при превышении количества/ }));
    await userEvent.click(scope.getByRole('button', { name: /Период действия лимита/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Месяц' }));
    await userEvent.type(scope.getByRole('textbox', { name: /^Количество/ }), '2');
    await userEvent.click(scope.getByRole('button', { name: 'Добавить' }));
    await expect(await body().findByText('Предложение добавлено')).toBeInTheDocument();
    const sent = creating.server.log[0];
    await expect(sent?.route).toBe('createOffer');
    await expect(sent?.body).toEqual({
      marketId: 1,
      name: 'Сырники на завтрак',
      description: 'Со сметаной и вареньем.',
      imageIds: [expect.stringMatching(/^7c0be1a0-/)],
      tileId: expect.stringMatching(/^7c0be1a0-/),
      categoryIds: [2],
      price: 50,
      stock: 10,
      remainderAction: 'issue',
      activeFrom: null,
      activeUntil: null,
      status: 'active',
      limit: { period: 'month', quantity: 2, days: null },
      sortWeight: 0,
      immediateDelivery: false,
    });
    clearToasts();
  },
};

const editing = serverFor();
/** "Изменение предложения": the hoodie's values, its two photos and tile; a new price is saved with every field. */
export const Edit: Story = {
  args: { offerId: 2 },
  parameters: features(editing),
  play: async () => {
    const { scope } = await form();
    await expect(scope.getByRole('heading', { name: 'Изменение предложения' })).toBeInTheDocument();
    await expect(scope.getByRole('textbox', { name: /Название/ })).toHaveValue('Худи с логотипом');
    await expect(scope.getByRole('checkbox', { name: 'Мерч' })).toBeChecked();
    await expect(scope.getByRole('radio', { name: /Выдать остаток при превышении количества/ })).toBeChecked();
    await expect(scope.getByRole('img', { name: 'Фото для плитки предложения' })).toBeInTheDocument();
    const price = scope.getByRole('textbox', { name: /^Цена/ });
    await userEvent.clear(price);
    await userEvent.type(price, '350');
    await userEvent.click(scope.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Изменения сохранены')).toBeInTheDocument();
    await expect(editing.server.log[0]?.body).toMatchObject({ id: 2, name: 'Худи с логотипом', price: 350, stock: 3, remainderAction: 'issue', limit: { period: 'year', quantity: 1, days: null } });
    clearToasts();
  },
};

const reordering = serverFor();
/** Moving the second photo first drops the tile (it was cut from the other one); removing a photo sends the rest. */
export const ReorderPhotos: Story = {
  args: { offerId: 2 },
  parameters: features(reordering),
  play: async () => {
    const { scope } = await form();
    await userEvent.click(scope.getByRole('button', { name: 'Переместить фото 2 раньше' }));
    await expect(await scope.findByText('Фото теперь на месте 1 из 2')).toBeInTheDocument();
    await expect(scope.getByTestId('offer-tile')).toHaveAttribute('data-state', 'none');
    await userEvent.click(scope.getByRole('button', { name: 'Удалить фото 2' }));
    await userEvent.click(scope.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(reordering.server.log[0]?.body).toMatchObject({ imageIds: ['5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a03'], tileId: null }));
    clearToasts();
  },
};

/** The server refuses fields (400 VALIDATION_ERROR): each message shows under its field. */
export const ServerFieldErrors: Story = {
  args: { offerId: 2 },
  parameters: features(
    serverFor(
      {},
      {
        'PATCH /api/market/admin/offers': reply(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'invalid',
            details: { issues: [{ path: 'name', message: 'validation.forbiddenCharacter' }, { path: 'activeUntil', message: 'validation.datesOrder' }, { path: 'limit', message: 'validation.required' }] },
          },
        }),
      },
    ),
  ),
  play: async () => {
    const { scope } = await form();
    await userEvent.click(scope.getByRole('button', { name: 'Сохранить' }));
    await expect(await scope.findByText('Текст содержит недопустимый символ')).toBeInTheDocument();
    await expect(scope.getByRole('textbox', { name: /Название/ })).toHaveAccessibleDescription(/недопустимый символ/);
    await expect(scope.getByText('Дата «активен от» должна быть раньше, чем «активен до»')).toBeInTheDocument();
    await expect(scope.getByRole('textbox', { name: /^Количество/ })).toHaveAccessibleDescription(/Это поле обязательно/);
  },
};

/** Any other refusal (here the member lost the right): above the buttons, the dialog stays. */
export const ServerRefusal: Story = {
  args: { offerId: 2 },
  parameters: features(serverFor({}, { 'PATCH /api/market/admin/offers': errorReply('FORBIDDEN', 403) })),
  play: async () => {
    const { scope } = await form();
    await userEvent.click(scope.getByRole('button', { name: 'Сохранить' }));
    await expect(await scope.findByTestId('offer-form-error')).toHaveTextContent('Недостаточно прав для этого действия');
    clearToasts();
  },
};

/** The offer to change is loading. */
export const Loading: Story = {
  args: { offerId: 2 },
  parameters: features(serverFor({}, { 'GET /api/market/admin/offers/one': pending })),
  play: async () => {
    await expect(await body().findByTestId('offer-form')).toHaveAttribute('data-state', 'loading');
  },
};

/** The offer could not be loaded: an error with retry. */
export const LoadError: Story = {
  args: { offerId: 2 },
  parameters: features(serverFor({}, { 'GET /api/market/admin/offers/one': errorReply('OFFER_NOT_FOUND', 404) })),
  play: async () => {
    await expect(await body().findByText('Не удалось загрузить предложение')).toBeInTheDocument();
    clearToasts();
  },
};

/** On a phone (390 px): the pairs of fields stack. */
export const Phone: Story = {
  args: { offerId: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const { dialog } = await form();
    await imagesDecoded(dialog);
  },
};

/** In English, editing. */
export const English: Story = {
  args: { offerId: 2 },
  globals: { locale: 'en' },
  play: async () => {
    const { dialog, scope } = await form();
    await expect(scope.getByRole('heading', { name: 'Change offer' })).toBeInTheDocument();
    await imagesDecoded(dialog);
  },
};
