import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileEditForm } from './ProfileEditForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, fileInput, imagesDecoded, makePhoto } from '../testing/storyHelpers.ts';
import { avatarUploads } from './storyHelpers.ts';
import { ownProfile, ownProfileHandlers } from '../testing/profiles.ts';

const handlers = {
  ...defaultHandlers,
  ...ownProfileHandlers(),
  // The contacts' Telegram row (decision 0028): the own profile's account, linked through the bot.
  'GET /api/profile/contacts/telegram': { bot: 'gratia_romashka_bot', tgName: ownProfile.tgName, linked: true },
  'PUT /api/profile/settings': (req: MockRequest) => req.body,
};

const meta = {
  title: 'Features/Profile/ProfileEditForm',
  component: ProfileEditForm,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/profile', upload: avatarUploads() } },
  beforeEach: clearToasts,
} satisfies Meta<typeof ProfileEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Handlers over a profile of their own, with every PATCH body kept in `log` (read by the play function). */
function recorded(start = ownProfile) {
  const log: Record<string, unknown>[] = [];
  return { log, handlers: { ...handlers, ...ownProfileHandlers(start, log) } };
}
const filled = recorded();
const visibility = recorded();
const photo = recorded();
const languageLog: unknown[] = [];

/** Every field filled from the profile; a change saves only that field, and a toast confirms. */
export const Filled: Story = {
  parameters: {
    features: {
      handlers: filled.handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = filled.log;
    await expect(await canvas.findByRole('textbox', { name: /^Имя/ })).toHaveValue('Анна');
    await expect(canvas.getByRole('textbox', { name: /^Отчество/ })).toHaveValue('Сергеевна');
    await expect(canvas.getByRole('textbox', { name: /^Дата рождения/ })).toHaveValue('03-11-1990');
    await expect(canvas.getByRole('switch', { name: 'Телефон' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Фамилия' })).toBeChecked();
    const location = canvas.getByRole('textbox', { name: /^Местоположение/ });
    await userEvent.clear(location);
    await userEvent.type(location, 'Казань');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Профиль сохранён')).toBeInTheDocument();
    await expect(log.at(-1)).toEqual({ location: 'Казань' });
    clearToasts();
  },
};

/** The server refuses fields: each message shows on its field. */
export const ServerValidationErrors: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'PATCH /api/profile': errorReply('VALIDATION_ERROR', 400, {
          issues: [
            { path: 'location', message: 'validation.forbiddenCharacter', location: 'body' },
            { path: 'phone', message: 'validation.phone', location: 'body' },
          ],
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = await canvas.findByRole('textbox', { name: /^Местоположение/ });
    await userEvent.type(location, ' ✓');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Местоположение/ })).toHaveAccessibleDescription('Текст содержит недопустимый символ'));
    await expect(canvas.getByRole('textbox', { name: /^Телефон/ })).toHaveAccessibleDescription('Введите номер телефона: цифры, можно с + в начале');
    await expect(canvas.getByRole('textbox', { name: /^Местоположение/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * SPEC §5: a nickname or a shown Telegram nickname is needed. Emptying the nickname while Telegram
 * is hidden is refused on the nickname field before sending; hiding Telegram without a nickname is
 * refused by the server, shown there too, and the switch goes back on.
 */
export const NicknameRule: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        ...ownProfileHandlers({ ...ownProfile, hiddenFields: ['tgName'] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByRole('textbox', { name: /^Никнейм/ });
    await userEvent.clear(nickname);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    await expect(nickname).toHaveAccessibleDescription(/Нужен никнейм или видимый никнейм в Telegram/);
  },
};

/** Hiding Telegram with no nickname: the server's refusal lands on the nickname field; the switch stays on. */
export const NicknameRuleFromServer: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        ...ownProfileHandlers({ ...ownProfile, nickname: null, hiddenFields: [] }),
        'PATCH /api/profile': errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'nickname', message: 'validation.nicknameOrTelegram' }] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const telegram = await canvas.findByRole('switch', { name: 'Никнейм в Telegram' });
    await userEvent.click(telegram);
    const nickname = canvas.getByRole('textbox', { name: /^Никнейм/ });
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    await expect(nickname).toHaveAccessibleDescription(/Нужен никнейм или видимый никнейм в Telegram/);
    await expect(telegram).toBeChecked();
  },
};

/** A visibility switch saves at once: only `hiddenFields` is sent. */
export const VisibilitySwitch: Story = {
  parameters: {
    features: {
      handlers: visibility.handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = visibility.log;
    await userEvent.click(await canvas.findByRole('switch', { name: 'Дата рождения' }));
    await expect(await body().findByText('Видимость сохранена')).toBeInTheDocument();
    await expect(log.at(-1)).toEqual({ hiddenFields: ['phone', 'birthDate', 'birthYear'] });
    await expect(canvas.getByRole('switch', { name: 'Дата рождения' })).not.toBeChecked();
    clearToasts();
  },
};

/** A photo is chosen: it is being framed (the round crop, zoom, Apply and Cancel). */
export const CropInProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Выбрать фото' });
    await userEvent.upload(fileInput(canvasElement), await makePhoto('me.png', 1, 640, 480));
    await waitFor(() => expect(canvasElement.querySelector('[data-photo-state="cropping"]')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Применить' })).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

/** Apply: the crop is uploaded as an avatar, saved as the photo, and a toast confirms; then it can be deleted. */
export const PhotoUpload: Story = {
  parameters: {
    features: {
      handlers: photo.handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = photo.log;
    await canvas.findByRole('button', { name: 'Выбрать фото' });
    await userEvent.upload(fileInput(canvasElement), await makePhoto('me.png', 1, 640, 480));
    const apply = await canvas.findByRole('button', { name: 'Применить' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await expect(await body().findByText('Фото обновлено')).toBeInTheDocument();
    await expect(log.at(-1)).toEqual({ photoId: expect.stringMatching(/^5d0c5f7e-/) });
    clearToasts();
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить фото' }));
    await expect(await body().findByText('Фото удалено')).toBeInTheDocument();
    await expect(log.at(-1)).toEqual({ photoId: null });
    await expect(await canvas.findByRole('button', { name: 'Выбрать фото' })).toBeInTheDocument();
    clearToasts();
  },
};

/** A file that is not an image is refused before cropping. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Выбрать фото' });
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Выберите изображение: JPEG, PNG или WebP');
  },
};

/** Saving: the button is busy until the server answers. */
export const Saving: Story = {
  parameters: { features: { handlers: { ...handlers, 'PATCH /api/profile': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Местоположение/ }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvasElement.querySelector('form[data-state="saving"]')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toHaveAttribute('data-pending', 'true');
  },
};

/** The language applies at once and is saved in the profile settings. */
export const Language: Story = {
  parameters: {
    features: {
      handlers: { ...handlers, 'PUT /api/profile/settings': (req: MockRequest) => (languageLog.push(req.body), reply(200, req.body)) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = languageLog;
    await userEvent.click(await canvas.findByRole('button', { name: /Язык интерфейса/ }));
    await userEvent.click(await body().findByRole('option', { name: 'English' }));
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await waitFor(() => expect(log).toEqual([{ details: { language: 'en' } }]));
    await expect(window.localStorage.getItem('lang')).toBe('en');
    window.localStorage.removeItem('lang');
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': pending } } } };
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить профиль')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
/** A phone (390 px): every field in one column. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
