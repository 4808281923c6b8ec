import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChallengeTemplate, CreateChainBody, CreateChainWithChallengesBody, UpdateChainBody } from '@gratia/contracts';
import { ChainForm, ChainTemplateForm } from './ChainForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { chain, chainsServer, challengesServer } from './fixtures.ts';

const meta = {
  title: 'Features/Challenges/ChainForm',
  component: ChainForm,
  decorators: [withFeatures],
  beforeEach: clearToasts,
} satisfies Meta<typeof ChainForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const challenges = challengesServer();
const creating = chainsServer();
const at = (server: ReturnType<typeof chainsServer>, route: string) => ({ features: { handlers: { ...defaultHandlers, ...challenges.handlers, ...server.handlers }, route } });

/** Types the chain's own fields. */
async function fillAbout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Название/ }), 'Неделя здоровья');
  await userEvent.type(canvas.getByRole('textbox', { name: /Описание/ }), 'Три шага к привычке двигаться');
  await userEvent.type(canvas.getAllByRole('textbox', { name: /^Начало/ })[0]!, '01122026');
  await userEvent.type(canvas.getAllByRole('textbox', { name: /^Окончание/ })[0]!, '20122026');
}

/**
 * A new chain: an empty one is refused with the original's sentence; two challenges added from
 * the candidates go into step 1, the second moved to step 2 by its button (announced); the chain
 * is sent with steps 1 and 2.
 */
export const CreateWithButtons: Story = {
  parameters: at(creating, '/challenge_chains/new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAbout(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать цепочку' }));
    await expect(await canvas.findByTestId('steps-error')).toHaveTextContent('Цепочка пуста, добавьте челленджи для создания');
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить: Лучшая идея для офиса' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить: Фото недели: весна в городе' }));
    await expect(canvas.queryByTestId('steps-error')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Добавлен: Лучшая идея для офиса' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'На шаг позже: Фото недели: весна в городе' }));
    await expect(canvas.getByTestId('chain-announce')).toHaveTextContent('«Фото недели: весна в городе» теперь в шаге 2');
    const steps = canvas.getAllByTestId('editor-step');
    await expect(steps).toHaveLength(2);
    await expect(within(steps[1]!).getByText('Фото недели: весна в городе')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Создать цепочку' }));
    await waitFor(() => expect(creating.log.map((c) => c.route)).toContain('create'));
    const body = creating.log.find((c) => c.route === 'create')!.body as CreateChainBody;
    await expect(body.steps).toEqual([
      { challengeId: 1, step: 1, sort: 0 },
      { challengeId: 2, step: 2, sort: 0 },
    ]);
    await expect(body.name).toBe('Неделя здоровья');
    await expect(await within(document.body).findByText('Цепочка создана')).toBeInTheDocument();
  },
};

const keyboard = chainsServer();
/** Dragging with the keyboard: Enter on a challenge's handle, Tab to the other step, Enter drops it there. */
export const DragWithKeyboard: Story = {
  parameters: at(keyboard, '/challenge_chains/new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить: Лучшая идея для офиса' }));
    await userEvent.click(canvas.getByRole('button', { name: '+ Шаг' }));
    const handle = canvas.getAllByRole('button', { name: 'Лучшая идея для офиса' })[0]!;
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvas.getAllByTestId('editor-step')[1]!).getByText('Лучшая идея для офиса')).toBeInTheDocument());
  },
};

const editing = chainsServer();
/** Editing a chain nobody took part in: the steps as they are, saved with the changes. */
export const Edit: Story = {
  args: { chain: chain({ me: { edit: 'full', canDelete: true } }) },
  parameters: at(editing, '/challenge_chain/7/edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByTestId('editor-step');
    await expect(steps).toHaveLength(2);
    await expect(within(steps[0]!).getByText('Познакомьтесь с командой')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать из цепочки: Обед с наставником' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(editing.log.map((c) => c.route)).toContain('update'));
    const body = editing.log.find((c) => c.route === 'update')!.body as UpdateChainBody;
    await expect(body.steps).toEqual([
      { challengeId: 21, step: 1, sort: 0 },
      { challengeId: 23, step: 2, sort: 0 },
    ]);
  },
};

const locked = chainsServer();
/** Once someone took part the steps are read-only: the note, no candidates, and the save leaves the steps out. */
export const StepsLocked: Story = {
  args: { chain: chain({ me: { edit: 'basic', canDelete: false } }) },
  parameters: at(locked, '/challenge_chain/7/edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('В цепочке уже есть участники: шаги менять нельзя.')).toBeInTheDocument();
    await expect(canvas.queryByTestId('chain-candidates')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(locked.log.map((c) => c.route)).toContain('update'));
    await expect((locked.log[0]!.body as UpdateChainBody).steps).toBeUndefined();
  },
};

/** Required fields and the dates checked before sending. */
export const Validation: Story = {
  parameters: at(chainsServer(), '/challenge_chains/new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать цепочку' }));
    await expect(await canvas.findAllByText('Это поле обязательно')).not.toHaveLength(0);
  },
};

/** The new-chain form on a phone. */
export const Phone: Story = { parameters: at(chainsServer(), '/challenge_chains/new'), globals: { viewport: { value: 'phone', isRotated: false } } };

/** In English. */
export const English: Story = { parameters: at(chainsServer(), '/challenge_chains/new'), globals: { locale: 'en' } };

/** A chain template of three challenges in two steps. */
const template: ChallengeTemplate = {
  id: 5,
  kind: 'chain',
  scope: 'common',
  name: 'Онбординг за неделю',
  description: 'Три шага первой недели нового сотрудника',
  covers: [],
  thumbnail: null,
  winnerRule: 'organizer',
  settings: { multipleReports: true, showParticipants: false, anonymous: false },
  categories: [],
  steps: [
    { step: 1, sort: 0, name: 'Знакомство с командой', description: 'Пообедайте с коллегами', winnerRule: 'organizer', settings: { multipleReports: true, showParticipants: false, anonymous: false }, covers: [] },
    { step: 1, sort: 1, name: 'Экскурсия по офису', description: 'Найдите все переговорки', winnerRule: 'voting', settings: { multipleReports: true, showParticipants: true, anonymous: false }, covers: [] },
    { step: 2, sort: 0, name: 'Первый вклад', description: 'Сделайте первую задачу', winnerRule: 'organizer', settings: { multipleReports: true, showParticipants: false, anonymous: false }, covers: [] },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  me: { canEdit: false, canDelete: false },
};

const fromTemplate = chainsServer();
/** From a chain template: the name prefilled; each challenge needs its fund; the total is shown; sent once with every challenge. */
export const FromTemplate: StoryObj<typeof ChainTemplateForm> = {
  render: () => <ChainTemplateForm template={template} />,
  parameters: at(fromTemplate, '/challenge_chains/new?template=5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Цепочка из шаблона «Онбординг за неделю»');
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue('Онбординг за неделю');
    await expect(canvas.getAllByTestId('template-item')).toHaveLength(3);
    await userEvent.type(canvas.getAllByRole('textbox', { name: /^Начало/ })[0]!, '01122026');
    await userEvent.type(canvas.getAllByRole('textbox', { name: /^Окончание/ })[0]!, '20122026');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать цепочку' }));
    await expect((await canvas.findAllByText('Это поле обязательно')).length).toBeGreaterThanOrEqual(3);
    const funds = canvas.getAllByRole('textbox', { name: /Призовой фонд/ });
    for (const [i, field] of funds.entries()) {
      await userEvent.type(field, String(10 * (i + 1)));
      await userEvent.tab();
    }
    await expect(canvas.getByTestId('template-total')).toHaveTextContent('60');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать цепочку' }));
    await waitFor(() => expect(fromTemplate.log.map((c) => c.route)).toContain('createWithChallenges'));
    const body = fromTemplate.log.find((c) => c.route === 'createWithChallenges')!.body as CreateChainWithChallengesBody;
    await expect(body.challenges.map((c) => [c.name, c.fund, c.step, c.winnerRule])).toEqual([
      ['Знакомство с командой', 10, 1, 'organizer'],
      ['Экскурсия по офису', 20, 1, 'voting'],
      ['Первый вклад', 30, 2, 'organizer'],
    ]);
  },
};

/** From a template, in English. */
export const FromTemplateEnglish: StoryObj<typeof ChainTemplateForm> = {
  render: () => <ChainTemplateForm template={template} />,
  parameters: at(chainsServer(), '/challenge_chains/new?template=5'),
  globals: { locale: 'en' },
};
