import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SubsidiariesPanel } from './SubsidiariesPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { longNamedSubsidiaries, ROOT_COMMUNITY, subsidiaries, subsidiariesServer } from './fixtures.ts';

const meta = {
  title: 'Features/Structure/SubsidiariesPanel',
  component: SubsidiariesPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: subsidiariesServer().handlers, route: '/organization_administration_settings/1/structure' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof SubsidiariesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The body rows of the subsidiaries table (tablets and desktops). */
const tableRows = (canvasElement: HTMLElement, name = 'Дочерние сообщества') => within(within(canvasElement).getByRole('grid', { name })).queryAllByRole('row').slice(1);
const ready = async (canvasElement: HTMLElement, count = subsidiaries.length, name?: string) => waitFor(() => expect(tableRows(canvasElement, name)).toHaveLength(count));
/** The table row of the subsidiary `name`. */
const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = tableRows(canvasElement).find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

/**
 * Replaces the browser's clipboard for one story: every text written goes to `writes`, or each
 * write is refused (`fail`) as a browser without the permission does. Returns the undo.
 */
function stubClipboard(writes: string[], fail = false): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (fail) return Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'));
        writes.push(text);
        return Promise.resolve();
      },
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/**
 * A root community with three subsidiaries, by name: community (a logo, else initials; the member's
 * hint on the two the admin belongs to), active members in words, administrators, the day it was
 * made, Rename and Copy link.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const rows = tableRows(canvasElement);
    await expect(rows[0]).toHaveTextContent('Ромашка Казань');
    await expect(rows[0]).toHaveTextContent('48 человек');
    await expect(rows[0]).toHaveTextContent('Иван Смирнов, Мария Кузнецова');
    await expect(rows[0]).toHaveTextContent('15 сент. 2025 г.');
    await expect(rows[0]).toHaveTextContent('Вы участник: перейти в него можно кнопкой «Сменить сообщество» в шапке');
    await expect(rows[1]).toHaveTextContent('21 человек');
    await expect(rows[1]).not.toHaveTextContent('Вы участник');
    await expect(rows[2]).toHaveTextContent('1 человек');
    await expect(within(rows[2]!).getByRole('button', { name: 'Переименовать «Ромашка Санкт-Петербург»' })).toBeEnabled();
    await expect(within(rows[2]!).getByRole('button', { name: 'Скопировать ссылку-приглашение в «Ромашка Санкт-Петербург»' })).toBeEnabled();
    await imagesDecoded(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { features: { handlers: { ...subsidiariesServer().handlers, 'GET /api/subsidiaries': pending } } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section).toHaveAttribute('data-state', 'loading');
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Создать дочернее сообщество' })).toBeDisabled();
  },
};

/** No subsidiaries yet: what a subsidiary is; "Create" stays available. */
export const Empty: Story = {
  parameters: { features: { handlers: subsidiariesServer({ items: [] }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Дочерних сообществ пока нет')).toBeInTheDocument();
    await expect(canvas.getByText(/со своими участниками, подразделениями, ролями, периодами и баллами/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Создать дочернее сообщество' })).toBeEnabled();
  },
};

export const ErrorFace: Story = {
  parameters: { features: { handlers: { ...subsidiariesServer().handlers, 'GET /api/subsidiaries': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить дочерние сообщества')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Создать дочернее сообщество' })).toBeDisabled();
    clearToasts();
  },
};

/** Reads of GET /api/subsidiaries in {@link ErrorRetry} (reset before it runs). */
let reads = 0;
/** The first read fails; "Retry" reads again and the list shows. */
export const ErrorRetry: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: {
        ...subsidiariesServer().handlers,
        'GET /api/subsidiaries': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { parent: null, items: subsidiaries }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Не удалось загрузить дочерние сообщества');
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await ready(canvasElement);
    await expect(reads).toBe(2);
    await imagesDecoded(canvasElement);
  },
};

/** Long names and many administrators wrap inside their cells; nothing runs out of the table. */
export const LongNames: Story = {
  parameters: { features: { handlers: subsidiariesServer({ items: longNamedSubsidiaries }).handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 2);
    await expect(rowOf(canvasElement, longNamedSubsidiaries[0]!.name)).toHaveTextContent('1234 человека');
    const table = within(canvasElement).getByRole('grid', { name: 'Дочерние сообщества' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await imagesDecoded(canvasElement);
  },
};

/** The admin's community is itself a subsidiary: a note naming its root, and no "Create". */
export const InSubsidiary: Story = {
  parameters: { features: { handlers: subsidiariesServer({ parent: ROOT_COMMUNITY }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Это сообщество — дочернее для «Ромашка». Дочерние сообщества создаются в основном сообществе.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Создать дочернее сообщество' })).toBeNull();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'subsidiary');
  },
};

const createServer = subsidiariesServer();
/**
 * Create with the keyboard and the defaults: the name is required ('Это поле обязательно'); Enter
 * submits; no administrator chosen (the admin herself), colours and logos copied. A toast, the
 * list shows the new one, the dialog closes.
 */
export const Create: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать дочернее сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое дочернее сообщество' });
    await expect(dialog).toHaveTextContent('Если оставить поле пустым, администратором будете только вы.');
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Это поле обязательно'));
    await expect(within(dialog).getByRole('checkbox', { name: 'Скопировать цвета и логотипы этого сообщества' })).toBeChecked();
    await userEvent.keyboard('Ромашка Екатеринбург{Enter}');
    await expect(await body().findByText('Дочернее сообщество создано')).toBeInTheDocument();
    await expect(body().getByText('«Ромашка Екатеринбург» появилось в списке')).toBeInTheDocument();
    await expect(createServer.log.at(-1)).toEqual({ call: 'POST /api/subsidiaries', body: { name: 'Ромашка Екатеринбург', copyBranding: true } });
    await ready(canvasElement, subsidiaries.length + 1);
    await expect(rowOf(canvasElement, 'Ромашка Екатеринбург')).toHaveTextContent('1 человек');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

const adminServer = subsidiariesServer();
/** Create with a first administrator found by name (arrows and Enter) and without copying colours and logos (Space on the checkbox). */
export const CreateWithAdmin: Story = {
  parameters: { features: { handlers: adminServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать дочернее сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое дочернее сообщество' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Ромашка Самара');
    await userEvent.tab();
    const admin = within(dialog).getByRole('combobox', { name: /Первый администратор/ });
    await expect(admin).toHaveFocus();
    await userEvent.keyboard('Смир');
    await body().findByRole('option', { name: /Иван Смирнов/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(admin).toHaveValue('Иван Смирнов'));
    await userEvent.tab();
    const branding = within(dialog).getByRole('checkbox', { name: 'Скопировать цвета и логотипы этого сообщества' });
    await expect(branding).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(branding).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Дочернее сообщество создано')).toBeInTheDocument();
    await expect(adminServer.log.at(-1)).toEqual({ call: 'POST /api/subsidiaries', body: { name: 'Ромашка Самара', adminId: 2, copyBranding: false } });
    await ready(canvasElement, subsidiaries.length + 1);
    await expect(rowOf(canvasElement, 'Ромашка Самара')).toHaveTextContent('Анна Петрова, Иван Смирнов');
    await expect(rowOf(canvasElement, 'Ромашка Самара')).toHaveTextContent('2 человека');
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

const takenServer = subsidiariesServer();
/** A name the root or a subsidiary has: the server's ORGANIZATION_NAME_TAKEN on the name field; the dialog stays open. */
export const CreateNameTaken: Story = {
  parameters: { features: { handlers: takenServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать дочернее сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое дочернее сообщество' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('ромашка казань{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Сообщество с таким названием уже есть'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(takenServer.log.at(-1)?.call).toBe('POST /api/subsidiaries');
  },
};

/** Failures of no field: SUBSIDIARY_OF_SUBSIDIARY (the community became a subsidiary meanwhile) from the common catalogue above the buttons. */
export const CreateRefused: Story = {
  parameters: { features: { handlers: { ...subsidiariesServer().handlers, 'POST /api/subsidiaries': errorReply('SUBSIDIARY_OF_SUBSIDIARY', 409) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать дочернее сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое дочернее сообщество' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Ромашка Тверь');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Дочернее сообщество не может иметь своих дочерних сообществ');
  },
};

/** The chosen administrator left meanwhile: USER_NOT_FOUND on the administrator field. */
export const CreateAdminGone: Story = {
  parameters: { features: { handlers: { ...subsidiariesServer().handlers, 'POST /api/subsidiaries': errorReply('USER_NOT_FOUND', 404) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать дочернее сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое дочернее сообщество' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Ромашка Тверь');
    const admin = within(dialog).getByRole('combobox', { name: /Первый администратор/ });
    await userEvent.type(admin, 'Кузн');
    await body().findByRole('option', { name: /Мария Кузнецова/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(admin).toHaveValue('Мария Кузнецова'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(admin).toHaveAccessibleDescription(/Пользователь не найден/));
  },
};

const renameServer = subsidiariesServer();
/** Rename: a name another subsidiary has is refused on the field; a free one is saved, a toast, the row follows. Keyboard only in the dialog. */
export const Rename: Story = {
  parameters: { features: { handlers: renameServer.handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(rowOf(canvasElement, 'Ромашка Казань')).getByRole('button', { name: 'Переименовать «Ромашка Казань»' }));
    const dialog = await body().findByRole('dialog', { name: 'Переименовать дочернее сообщество' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await expect(name).toHaveValue('Ромашка Казань');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.keyboard('Ромашка Новосибирск{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Сообщество с таким названием уже есть'));
    await userEvent.clear(name);
    await userEvent.keyboard('Ромашка Татарстан{Enter}');
    await expect(await body().findByText('Название сохранено')).toBeInTheDocument();
    await expect(renameServer.log.at(-1)).toEqual({ call: 'PATCH /api/subsidiaries?id=101', body: { name: 'Ромашка Татарстан' } });
    await waitFor(() => expect(rowOf(canvasElement, 'Ромашка Татарстан')).toHaveTextContent('48 человек'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

/** The rename dialog (for the picture). */
export const RenameDialog: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Переименовать «Ромашка Новосибирск»' }));
    await body().findByRole('dialog', { name: 'Переименовать дочернее сообщество' });
  },
};

const copied: string[] = [];
/** Copy link: the invite link `{origin}/?key=…` goes to the clipboard, and a toast says so. */
export const CopyLink: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(copied);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const copy = within(canvasElement).getByRole('button', { name: 'Скопировать ссылку-приглашение в «Ромашка Казань»' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Ссылка-приглашение скопирована')).toBeInTheDocument();
    await expect(body().getByText('Кто войдёт по ней, станет участником «Ромашка Казань»')).toBeInTheDocument();
    await expect(copied).toEqual([`${window.location.origin}/?key=ROMASHKA-KZN-7Q2M`]);
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

/** The browser refuses the clipboard: 'Не удалось скопировать ссылку' (SPEC §8). */
export const CopyLinkFailed: Story = {
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Скопировать ссылку-приглашение в «Ромашка Новосибирск»' }));
    await expect(await body().findByText('Не удалось скопировать ссылку')).toBeInTheDocument();
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

/** The create dialog with the administrator's list open (for the picture). */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Создать дочернее сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое дочернее сообщество' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Ромашка Екатеринбург');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Первый администратор/ }), 'а');
    await body().findByRole('option', { name: /Мария Кузнецова/ });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, subsidiaries.length, 'Subsidiaries');
    const rows = tableRows(canvasElement, 'Subsidiaries');
    await expect(rows[0]).toHaveTextContent('48 people');
    await expect(rows[0]).toHaveTextContent('Sep 15, 2025');
    await expect(rows[0]).toHaveTextContent('You are a member: switch to it with “Change community” in the header');
    await expect(rows[2]).toHaveTextContent('1 person');
    await imagesDecoded(canvasElement);
  },
};

/** English: the create dialog, its help and the checkbox. */
export const EnglishCreate: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create subsidiary' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Create subsidiary' }));
    const dialog = await body().findByRole('dialog', { name: 'New subsidiary' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('This field is required'));
    await expect(within(dialog).getByRole('checkbox', { name: 'Copy the colours and logos of this community' })).toBeChecked();
  },
};

export const EnglishInSubsidiary: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: subsidiariesServer({ parent: ROOT_COMMUNITY }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This community is a subsidiary of “Ромашка”. Subsidiaries are created in the root community.')).toBeInTheDocument();
  },
};

/** Phones: one card per subsidiary (community, members and day, administrators, actions) instead of the table. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Дочерние сообщества' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(subsidiaries.length));
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('48 человек · создано 15 сент. 2025 г.');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Администраторы: Иван Смирнов, Мария Кузнецова');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await imagesDecoded(canvasElement);
  },
};

/** Phones, long names: they wrap in their cards. */
export const PhoneLongNames: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: subsidiariesServer({ items: longNamedSubsidiaries }).handlers } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Дочерние сообщества' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await imagesDecoded(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await imagesDecoded(canvasElement);
  },
};
