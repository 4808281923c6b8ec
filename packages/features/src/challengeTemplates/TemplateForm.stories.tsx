import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CreateTemplateBody, UpdateTemplateBody } from '@gratia/contracts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { chainTemplate, communityTemplates, resettableTemplatesServer, type TemplatesServerOptions } from './fixtures.ts';
import { TemplateForm } from './TemplateForm.tsx';

/** A templates server (for `options`) with the shell's reads; its `log` shows what the form sent. */
/** All servers of the stories, reset before each. */
const servers: ReturnType<typeof resettableTemplatesServer>[] = [];
function serverFor(options: TemplatesServerOptions = {}, extra: Record<string, unknown> = {}) {
  const made = resettableTemplatesServer(options);
  servers.push(made);
  return {
    get server() {
      return made.server;
    },
    handlers: { ...defaultHandlers, ...made.handlers, ...extra },
  };
}

const member = serverFor();
const memberChain = serverFor();
const memberEmpty = serverFor();
const admin = serverFor({ role: 'admin' });
const adminEdit = serverFor({ role: 'admin' });
const superAdmin = serverFor({ role: 'all' });
const superuserGap = serverFor({ role: 'superuser' }, { 'PATCH /api/challenges/templates': errorReply('CHAIN_STEPS_GAP', 422, { step: 2 }) });
const superuser = serverFor({ role: 'superuser' });
const loadingOptions = serverFor({}, { 'GET /api/challenges/templates/options': pending });
const tooLong = serverFor({}, { 'POST /api/challenges/templates': errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'name', message: 'validation.tooLong', maximum: 255 }] }) });
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/challenge_templates' } });

const meta = {
  title: 'Features/ChallengeTemplates/TemplateForm',
  component: TemplateForm,
  decorators: [withFeatures],
  args: { onClose: () => undefined },
  parameters: features(member),
  beforeEach: () => {
    clearToasts();
    for (const s of servers) s.reset();
  },
} satisfies Meta<typeof TemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const form = async () => within(await body().findByTestId('template-form'));
/** The form once its scopes have loaded. */
async function loaded() {
  // The loading dialog gives way to the form's own: look in the page, then take the form's dialog.
  await body().findByRole('radiogroup', { name: /^(Видимость|Visibility)/ });
  return form();
}

/**
 * A member creates: only 'Виден только мне' is offered; Create without a name says so on the
 * field; with one, the body goes out with the defaults (several reports on) and a toast says it
 * was made.
 */
export const CreateAsMember: Story = {
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.getAllByRole('radio', { name: /^Виден/ })).toHaveLength(1);
    await expect(dialog.getByRole('radio', { name: 'Виден только мне' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Можно отправлять несколько отчётов' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Создать шаблон' }));
    await expect(await dialog.findByText('Введите название шаблона')).toBeInTheDocument();
    await expect(member.server.log).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: /Название/ }), 'Утренняя пробежка');
    await userEvent.click(dialog.getByRole('radio', { name: 'Голосование' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Для HR' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Создать шаблон' }));
    await expect(await body().findByText('Шаблон создан')).toBeInTheDocument();
    const sent = member.server.log[0]?.body as CreateTemplateBody;
    await expect(sent).toMatchObject({ kind: 'challenge', scope: 'my', name: 'Утренняя пробежка', winnerRule: 'voting', categoryIds: [31], steps: [], settings: { multipleReports: true } });
    clearToasts();
  },
};

/** A superuser who is an admin chooses any of the three; another visibility shows its own categories. */
export const ScopesOfASuperAdmin: Story = {
  parameters: features(superAdmin),
  args: { scope: 'common' },
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.getAllByRole('radio', { name: /^Виден/ })).toHaveLength(3);
    await expect(dialog.getByRole('radio', { name: 'Виден всем' })).toBeChecked();
    await expect(await dialog.findByRole('checkbox', { name: 'Бег' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Виден только моему сообществу' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Релизы' })).toBeInTheDocument();
  },
};
export const ScopesOfAnAdmin: Story = {
  parameters: features(admin),
  args: { scope: 'community' },
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.getAllByRole('radio', { name: /^Виден/ }).map((r) => r.getAttribute('value'))).toEqual(['my', 'community']);
    await expect(dialog.getByRole('radio', { name: 'Виден только моему сообществу' })).toBeChecked();
  },
};

/**
 * A chain: its steps by button — a second challenge in step 1, moved later into step 2, then
 * earlier back; a blank name is refused on its field; the body numbers the steps without gaps.
 */
export const ChainSteps: Story = {
  parameters: features(memberChain),
  play: async () => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('radio', { name: 'Цепочка заданий' }));
    const editor = within(dialog.getByTestId('template-steps-editor'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Название\*?$/ }), 'Онбординг');
    await userEvent.type(editor.getAllByRole('textbox', { name: /Название челленджа/ })[0]!, 'Знакомство');
    await userEvent.click(editor.getByRole('button', { name: 'Добавить челлендж в шаг 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Создать шаблон' }));
    await expect(await editor.findByText('Введите название челленджа')).toBeInTheDocument();
    await userEvent.type(editor.getAllByRole('textbox', { name: /Название челленджа/ })[1]!, 'Первая задача');
    await userEvent.click(editor.getByRole('button', { name: 'Позже: челлендж 2 шага 1' }));
    await expect(editor.getByRole('status')).toHaveTextContent('Челлендж «Первая задача» теперь 1-й в шаге 2');
    await expect(editor.getByRole('button', { name: 'Раньше: челлендж 1 шага 2' })).toHaveFocus();
    await userEvent.click(editor.getByRole('button', { name: 'Добавить шаг' }));
    await userEvent.type(editor.getAllByRole('textbox', { name: /Название челленджа/ })[2]!, 'Итоги');
    await userEvent.click(dialog.getByRole('button', { name: 'Создать шаблон' }));
    await expect(await body().findByText('Шаблон создан')).toBeInTheDocument();
    const sent = memberChain.server.log[0]?.body as CreateTemplateBody;
    await expect(sent.steps.map((s) => [s.step, s.sort, s.name])).toEqual([
      [1, 0, 'Знакомство'],
      [2, 0, 'Первая задача'],
      [3, 0, 'Итоги'],
    ]);
    clearToasts();
  },
};

/** A chain without challenges: 'Цепочка пуста, добавьте челленджи для создания', nothing sent. */
export const ChainEmpty: Story = {
  parameters: features(memberEmpty),
  play: async () => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('radio', { name: 'Цепочка заданий' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Название\*?$/ }), 'Пустая');
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить челлендж 1 шага 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Создать шаблон' }));
    await expect(await dialog.findByTestId('template-form-error')).toHaveTextContent('Цепочка пуста, добавьте челленджи для создания');
    await expect(memberEmpty.server.log).toEqual([]);
  },
};

/** An admin edits a community template: the fields filled in; Save sends only what changed. */
export const EditCommunityTemplate: Story = {
  parameters: features(adminEdit),
  args: { template: { ...communityTemplates[0]!, me: { canEdit: true, canDelete: true } } },
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.queryByRole('radiogroup', { name: 'Что создаёт шаблон' })).toBeNull();
    const name = dialog.getByRole('textbox', { name: /^Название\*?$/ });
    await expect(name).toHaveValue('Баг-хант перед релизом');
    await expect(await dialog.findByRole('checkbox', { name: 'Релизы' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Баг-хант');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Анонимное участие' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Шаблон сохранён')).toBeInTheDocument();
    await expect(adminEdit.server.log[0]?.body as UpdateTemplateBody).toEqual({ id: 20, name: 'Баг-хант', settings: { anonymous: true } });
    clearToasts();
  },
};

/** Editing a chain template shows its steps grouped; the server's gap refusal lands above the buttons. */
export const EditChainServerRefusal: Story = {
  parameters: features(superuserGap),
  args: { template: { ...chainTemplate, me: { canEdit: true, canDelete: true } } },
  play: async () => {
    const dialog = await loaded();
    const editor = within(dialog.getByTestId('template-steps-editor'));
    await expect(editor.getAllByRole('group', { name: /шага 2$/ })).toHaveLength(2);
    await userEvent.click(editor.getByRole('button', { name: 'Удалить челлендж 2 шага 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await dialog.findByTestId('template-form-error')).toHaveTextContent('Заполните все шаги до шага 2');
    clearToasts();
  },
};

/** The scopes cannot be read yet: a placeholder. */
export const Loading: Story = {
  parameters: features(loadingOptions),
  play: async () => {
    const dialog = await form();
    await expect(dialog.getByRole('status', { name: 'Загружаем настройки шаблона' })).toBeInTheDocument();
  },
};

/** The server refuses a name it finds too long: the message on the field. */
export const ValidationFromServer: Story = {
  parameters: features(tooLong),
  play: async () => {
    const dialog = await loaded();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Название\*?$/ }), 'Имя');
    await userEvent.click(dialog.getByRole('button', { name: 'Создать шаблон' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Название\*?$/ })).toHaveAttribute('aria-invalid', 'true'));
    clearToasts();
  },
};

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, play: async () => void (await loaded()) };
/** In English (a chain being edited). */
export const English: Story = { globals: { locale: 'en' }, args: { template: { ...chainTemplate, me: { canEdit: true, canDelete: true } } }, parameters: features(superuser) };
