import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InviteLinksPanel } from './InviteLinksPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoInviteLinks, inviteLinksServer } from './fixtures.ts';

const meta = {
  title: 'Features/Invites/InviteLinksPanel',
  component: InviteLinksPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: inviteLinksServer().handlers, route: '/community/invites' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof InviteLinksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The loaded table (tablets and desktops). */
async function loaded(canvasElement: HTMLElement, name = 'Ссылки-приглашения сообщества') {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name });
  return { canvas, table };
}

/** The row of the link with this name («Приглашение №14»). */
function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name));
  if (!row) throw new Error(`No row ${name}`);
  return row;
}

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

/** No horizontal scrolling: neither the page nor the panel runs out sideways. */
async function fitsWidth(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const panel = within(canvasElement).getByTestId('invite-links-panel');
  await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
}

/**
 * Five links, newest first, one of each status: who joined out of how many, the last day (or none),
 * the division (or none); Copy on the links that admit, Revoke on every link not revoked yet.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ссылки-приглашения' })).toBeInTheDocument();
    const sales = rowOf(table, 'Приглашение №14');
    await expect(sales).toHaveTextContent('создана 09-03-2026');
    await expect(sales).toHaveTextContent('Действует');
    await expect(sales).toHaveTextContent('3 из 25');
    await expect(sales).toHaveTextContent('09-04-2026');
    await expect(sales).toHaveTextContent('Продажи Северо-Запад и Калининградская область');
    await expect(within(sales).getByRole('button', { name: 'Скопировать приглашение №14' })).toBeInTheDocument();
    await expect(within(sales).getByRole('button', { name: 'Отозвать приглашение №14' })).toBeInTheDocument();
    const open = rowOf(table, 'Приглашение №12');
    await expect(open).toHaveTextContent('41 · без ограничения');
    await expect(open).toHaveTextContent('бессрочно');
    await expect(open).toHaveTextContent('без отдела');
    await expect(rowOf(table, 'Приглашение №9')).toHaveTextContent('Использована');
    await expect(rowOf(table, 'Приглашение №9')).toHaveTextContent('10 из 10');
    const expired = rowOf(table, 'Приглашение №7');
    await expect(expired).toHaveTextContent('Истекла');
    await expect(expired).toHaveTextContent('28-02-2026');
    await expect(within(expired).queryByRole('button', { name: /Скопировать/ })).toBeNull();
    await expect(within(expired).getByRole('button', { name: 'Отозвать приглашение №7' })).toBeInTheDocument();
    const revoked = rowOf(table, 'Приглашение №5');
    await expect(revoked).toHaveTextContent('Отозвана');
    await expect(within(revoked).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Создать ссылку' })).toBeEnabled();
  },
};

/** While the links load: placeholders, the section busy, "Create link" waits. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...inviteLinksServer().handlers, 'GET /api/invite-links': pending } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('invite-links-panel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveAttribute('data-state', 'loading');
    await expect(within(panel).getByRole('button', { name: 'Создать ссылку' })).toBeDisabled();
  },
};

/** No link yet: what links are for, and "Create link". */
export const Empty: Story = {
  parameters: { features: { handlers: inviteLinksServer([]).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ссылок пока нет')).toBeInTheDocument();
    await expect(canvas.getByText(/можно присоединиться к сообществу без ключа/)).toBeInTheDocument();
    await expect(canvas.getByTestId('invite-links-panel')).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('button', { name: 'Создать ссылку' })).toBeEnabled();
  },
};

/** Reads of GET /api/invite-links in {@link LoadError} (reset before it runs). */
let reads = 0;
/** The links cannot be read: an error with a retry, which brings the table. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: { ...inviteLinksServer().handlers, 'GET /api/invite-links': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { items: demoInviteLinks }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить ссылки-приглашения')).toBeInTheDocument();
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
    await expect(reads).toBe(2);
    clearToasts();
  },
};

const createServer = inviteLinksServer();
/**
 * "Create link": every field empty at first; the last day typed as DD-MM-YYYY, 25 people, the
 * Backend division picked from the tree; the day after the last day is sent as the expiry, a toast,
 * and the new link heads the list.
 */
export const Create: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать ссылку' }));
    const dialog = await body().findByRole('dialog', { name: 'Новая ссылка-приглашение' });
    const inside = within(dialog);
    const day = inside.getByRole('textbox', { name: /^Последний день действия/ });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveValue('');
    await userEvent.type(day, '31032026');
    await userEvent.type(inside.getByRole('textbox', { name: /^Сколько человек может присоединиться/ }), '25');
    const list = inside.getByRole('grid', { name: 'Отдел' });
    await expect(within(list).getByRole('row', { name: 'Без отдела' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(list).getByRole('row', { name: 'Backend' }));
    await expect(within(list).getByRole('row', { name: 'Backend' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Ссылка создана')).toBeInTheDocument();
    await expect(createServer.log).toEqual([{ method: 'POST', body: { expiresAt: new Date(2026, 3, 1).toISOString(), maxUses: 25, divisionId: 2 } }]);
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Новая ссылка-приглашение' })).toBeNull());
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Приглашение №15'));
    const row = rowOf(table, 'Приглашение №15');
    await expect(row).toHaveTextContent('0 из 25');
    await expect(row).toHaveTextContent('31-03-2026');
    await expect(row).toHaveTextContent('Backend');
    clearToasts();
  },
};

const plainServer = inviteLinksServer();
/** Nothing filled in: a link with no expiry, no limit and no division is sent as such. */
export const CreatePlain: Story = {
  parameters: { features: { handlers: plainServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать ссылку' }));
    const dialog = await body().findByRole('dialog', { name: 'Новая ссылка-приглашение' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Ссылка создана')).toBeInTheDocument();
    await expect(plainServer.log).toEqual([{ method: 'POST', body: { expiresAt: null, maxUses: null, divisionId: null } }]);
    clearToasts();
  },
};

const invalidServer = inviteLinksServer();
/** A day in the past, and 0 people: each field says what is wrong, nothing is sent. */
export const CreateInvalid: Story = {
  parameters: { features: { handlers: invalidServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать ссылку' }));
    const dialog = await body().findByRole('dialog', { name: 'Новая ссылка-приглашение' });
    const inside = within(dialog);
    const day = inside.getByRole('textbox', { name: /^Последний день действия/ });
    const uses = inside.getByRole('textbox', { name: /^Сколько человек может присоединиться/ });
    await userEvent.type(day, '01032026');
    await userEvent.type(uses, '0');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(uses).toHaveAttribute('aria-invalid', 'true'));
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Введите существующую дату/);
    await expect(uses).toHaveAccessibleDescription(/Не меньше 1/);
    await expect(invalidServer.log).toEqual([]);
  },
};

const copied: string[] = [];
/** Copy: the link `{origin}/community/invite?invite=<token>` goes to the clipboard, and a toast says so. */
export const Copy: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(copied);
  },
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Приглашение №14')).getByRole('button', { name: 'Скопировать приглашение №14' }));
    await expect(await body().findByText('Ссылка скопирована')).toBeInTheDocument();
    await expect(copied).toEqual([`${window.location.origin}/community/invite?invite=${demoInviteLinks[0]?.token ?? ''}`]);
    clearToasts();
  },
};

/** The browser refuses the clipboard: the SPEC §8 error toast 'Не удалось скопировать ссылку' ('Ошибка при копировании'). */
export const CopyRefused: Story = {
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Приглашение №12')).getByRole('button', { name: 'Скопировать приглашение №12' }));
    const toast = (await body().findByText('Не удалось скопировать ссылку')).closest('[data-tone]') ?? document.body;
    await expect(toast).toHaveTextContent('Ошибка при копировании');
    await expect(body().queryByText('Ссылка скопирована')).toBeNull();
    clearToasts();
  },
};

const confirmServer = inviteLinksServer();
/** Revoke asks first: the confirmation names the link and what revoking does; nothing is sent before the answer. */
export const RevokeConfirm: Story = {
  parameters: { features: { handlers: confirmServer.handlers } },
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Приглашение №14')).getByRole('button', { name: 'Отозвать приглашение №14' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Отозвать ссылку?' });
    await expect(confirm).toHaveTextContent('Приглашение №14 перестанет работать');
    await expect(confirm).toHaveTextContent('Те, кто уже присоединился, останутся в сообществе');
    await expect(within(confirm).getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    await expect(confirmServer.log).toEqual([]);
  },
};

const revokeServer = inviteLinksServer();
/** Revoke and confirm: a toast, the link reads «Отозвана» and has no buttons left. */
export const Revoke: Story = {
  parameters: { features: { handlers: revokeServer.handlers } },
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Приглашение №12')).getByRole('button', { name: 'Отозвать приглашение №12' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Отозвать ссылку?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await expect(await body().findByText('Ссылка отозвана')).toBeInTheDocument();
    await expect(revokeServer.log).toEqual([{ method: 'REVOKE', id: 12 }]);
    await waitFor(() => expect(rowOf(table, 'Приглашение №12')).toHaveTextContent('Отозвана'));
    await expect(within(rowOf(table, 'Приглашение №12')).queryByRole('button')).toBeNull();
    clearToasts();
  },
};

/** In English: the table's headers, statuses and counts. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement, "The community's invite links");
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invite links' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Valid until' })).toBeInTheDocument();
    await expect(rowOf(table, 'Invitation #14')).toHaveTextContent('3 of 25');
    await expect(rowOf(table, 'Invitation #12')).toHaveTextContent('41 · no limit');
    await expect(rowOf(table, 'Invitation #9')).toHaveTextContent('Used up');
    await expect(within(rowOf(table, 'Invitation #14')).getByRole('button', { name: 'Copy invitation #14' })).toBeInTheDocument();
  },
};

/** In English, the refused clipboard: "Couldn't copy invite link" (SPEC §8). */
export const EnglishCopyRefused: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement, "The community's invite links");
    await userEvent.click(within(rowOf(table, 'Invitation #14')).getByRole('button', { name: 'Copy invitation #14' }));
    await expect(await body().findByText("Couldn't copy invite link")).toBeInTheDocument();
    clearToasts();
  },
};

/** In English, the create dialog: its fields and hints. */
export const EnglishDialog: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement, "The community's invite links");
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    const dialog = await body().findByRole('dialog', { name: 'New invite link' });
    const inside = within(dialog);
    await expect(inside.getByRole('textbox', { name: /^Last day it works/ })).toHaveAccessibleDescription(/Empty — no expiry/);
    await expect(inside.getByRole('textbox', { name: /^How many people may join/ })).toHaveAccessibleDescription(/Empty — no limit, else 1 to 10,000/);
    const list = inside.getByRole('grid', { name: 'Division' });
    await expect(within(list).getByRole('row', { name: 'No division' })).toHaveAttribute('aria-selected', 'true');
    await expect(list).toHaveAccessibleDescription('People who join are placed in this division');
  },
};

/** A phone (375 px): the links as cards with their status and facts, nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByTestId('invite-card');
    await expect(cards).toHaveLength(5);
    await expect(cards[0]).toHaveTextContent('Присоединились: 3 из 25');
    await expect(cards[0]).toHaveTextContent('Действует до: 09-04-2026');
    await expect(cards[0]).toHaveTextContent('Отдел: Продажи Северо-Запад и Калининградская область');
    await expect(cards[4]).toHaveAttribute('data-status', 'revoked');
    await expect(canvas.getByRole('button', { name: 'Создать ссылку' })).toBeVisible();
    await fitsWidth(canvasElement);
  },
};

/** A phone with the create dialog open: the fields one under the other, nothing runs out sideways. */
export const PhoneDialog: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Создать ссылку' }));
    const dialog = await body().findByRole('dialog', { name: 'Новая ссылка-приглашение' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
