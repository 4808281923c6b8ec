import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApprovalsQueue } from './ApprovalsQueue.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { approvalsServer, manyWaiting, waitingList } from './fixtures.ts';

const meta = {
  title: 'Features/Approvals/ApprovalsQueue',
  component: ApprovalsQueue,
  decorators: [withFeatures],
  parameters: { features: { handlers: approvalsServer().handlers, route: '/approvals' } },
  args: { headingLevel: 1 },
  beforeEach: clearToasts,
} satisfies Meta<typeof ApprovalsQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rows = (canvasElement: HTMLElement) => within(canvasElement).queryAllByTestId('waiting-thanks');
const ready = (canvasElement: HTMLElement, count: number) => waitFor(() => expect(rows(canvasElement)).toHaveLength(count));
const checkbox = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('checkbox', { name });

/**
 * The queue: newest first; the anonymous thanks names its sender with an "Анонимно" badge, the
 * caller's own is listed with a note and no actions, the threshold is in the introduction.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, waitingList.length);
    await expect(canvas.getByText(/Благодарности больше 50 спасибо ждут решения/)).toBeInTheDocument();
    const [first, anonymous, , own] = rows(canvasElement);
    await expect(first).toHaveAccessibleName('Иван Смирнов → Мария Кузнецова, 60 спасибо');
    await expect(within(first!).getByText('Ценность: Командная работа')).toBeInTheDocument();
    await expect(within(anonymous!).getByText('Анонимно')).toBeInTheDocument();
    await expect(anonymous).toHaveAccessibleName('Мария Кузнецова → Иван Смирнов, 80 спасибо');
    await expect(within(own!).getByTestId('own-note')).toHaveTextContent('решение примет другой контролёр или администратор');
    await expect(within(own!).queryByRole('button')).toBeNull();
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Отметьте благодарности, чтобы решить их разом');
    await expect(canvas.getByRole('button', { name: 'Одобрить выбранные: 0' })).toBeDisabled();
  },
};

export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/approvals': pending } } } };

export const Empty: Story = {
  parameters: { features: { handlers: approvalsServer({ items: [] }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ничего не ждёт решения')).toBeInTheDocument();
  },
};

/** The queue cannot be read: the error with its reason and a retry. */
export const ErrorFace: Story = {
  parameters: { features: { handlers: { 'GET /api/approvals': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить благодарности')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Повторить/ })).toBeInTheDocument();
    clearToasts();
  },
};

/** One thanks waits; approving it from its row empties the queue. */
export const OneRow: Story = {
  parameters: { features: { handlers: approvalsServer({ items: waitingList.slice(0, 1) }).handlers } },
  play: async ({ canvasElement }) => ready(canvasElement, 1),
};

const rowServer = approvalsServer({ items: waitingList.slice(0, 2) });
/** "Одобрить" on a row decides that one thanks: a toast, and the row leaves the queue. */
export const ApproveOne: Story = {
  parameters: { features: { handlers: rowServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Одобрить: Иван Смирнов → Мария Кузнецова' }));
    await expect(await body().findByText('Одобрена 1 благодарность')).toBeInTheDocument();
    await expect(rowServer.log.at(-1)).toEqual({ call: 'POST /api/approvals/approve', body: { ids: [101] } });
    await ready(canvasElement, 1);
    clearToasts();
  },
};

/**
 * Thirty thanks as a virtualized list: the first twenty load, the rest with "Показать ещё"; only the
 * rows near the screen are in the page. "Выбрать все" takes the loaded rows one may decide.
 */
export const ManyRows: Story = {
  parameters: {
    // The page grows with every loaded page and holds only the rows near the screen: the play function checks behaviour.
    screenshot: false,
    features: { handlers: approvalsServer({ items: manyWaiting(30) }).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('waiting-thanks');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все' }));
    // 20 loaded, one of them the caller's own (the eleventh).
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Выбрано: 19');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Выбрать все' })).toBePartiallyChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все' }));
    // 30 loaded, two of them the caller's own.
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Выбрано: 28');
    await expect(rows(canvasElement).length).toBeLessThan(30);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все' }));
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Отметьте благодарности');
    window.scrollTo(0, 0);
  },
};

/** The caller's own thanks cannot be chosen: its checkbox is disabled and described by the note; "Выбрать все" leaves it out. */
export const OwnNotSelectable: Story = {
  parameters: { features: { handlers: approvalsServer({ items: waitingList.slice(3, 5) }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 2);
    const own = checkbox(canvasElement, /Анна Петрова → Иван Смирнов/);
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription(/решение примет другой контролёр/);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все' }));
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Выбрано: 1');
    await expect(own).not.toBeChecked();
  },
};

const approveServer = approvalsServer();
/** Choose two rows (the keyboard: Space toggles), approve them in one request: a toast, both leave. */
export const ApproveSelection: Story = {
  parameters: { features: { handlers: approveServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, waitingList.length);
    await userEvent.click(checkbox(canvasElement, /^Выбрать: Иван Смирнов → Мария Кузнецова/));
    checkbox(canvasElement, /^Выбрать: Мария Кузнецова → Иван Смирнов/).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Выбрано: 2');
    await expect(canvas.getByRole('checkbox', { name: 'Выбрать все' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Одобрить выбранные: 2' }));
    await expect(await body().findByText('Одобрены 2 благодарности')).toBeInTheDocument();
    await expect(approveServer.log.at(-1)).toEqual({ call: 'POST /api/approvals/approve', body: { ids: [101, 102] } });
    await ready(canvasElement, waitingList.length - 2);
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Отметьте благодарности');
    clearToasts();
  },
};

const declineServer = approvalsServer();
/** Decline the selection with a reason: the dialog names how many, the reason goes with the request. */
export const DeclineWithReason: Story = {
  parameters: { features: { handlers: declineServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, waitingList.length);
    await userEvent.click(checkbox(canvasElement, /^Выбрать: Александра-Валентина/));
    await userEvent.click(checkbox(canvasElement, /^Выбрать: Иван Смирнов → Александра-Валентина/));
    await userEvent.click(canvas.getByRole('button', { name: 'Отклонить выбранные: 2' }));
    const dialog = await body().findByRole('dialog', { name: 'Отклонить 2 благодарности?' });
    await expect(dialog).toHaveTextContent('Баллы вернутся отправителям, получатели ничего не узнают.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Это премия, а не благодарность: оформим через администратора');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await expect(await body().findByText('Отклонены 2 благодарности')).toBeInTheDocument();
    await expect(declineServer.log.at(-1)).toEqual({
      call: 'POST /api/approvals/decline',
      body: { ids: [103, 105], reason: 'Это премия, а не благодарность: оформим через администратора' },
    });
    await ready(canvasElement, waitingList.length - 2);
    clearToasts();
  },
};

/** The decline dialog of one row, its reason typed (for the picture). */
export const DeclineDialog: Story = {
  parameters: { features: { handlers: approvalsServer().handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, waitingList.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Отклонить: Иван Смирнов → Мария Кузнецова' }));
    const dialog = await body().findByRole('dialog', { name: 'Отклонить 1 благодарность?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Слишком крупная сумма за одну задачу');
  },
};

const raceServer = approvalsServer({ decidedElsewhere: [101] });
/**
 * All or nothing: another controller decided one of the chosen thanks meanwhile — THANKS_NOT_WAITING
 * names it, nothing is decided, a toast says so and the queue reloads without it; the other choice stays.
 */
export const AllOrNothingError: Story = {
  parameters: { features: { handlers: raceServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, waitingList.length);
    await userEvent.click(checkbox(canvasElement, /^Выбрать: Иван Смирнов → Мария Кузнецова/));
    await userEvent.click(checkbox(canvasElement, /^Выбрать: Мария Кузнецова → Иван Смирнов/));
    await userEvent.click(canvas.getByRole('button', { name: 'Одобрить выбранные: 2' }));
    await expect(await body().findByText('1 благодарность уже решили или отозвали. Ничего не изменено, список обновлён')).toBeInTheDocument();
    await ready(canvasElement, waitingList.length - 1);
    await expect(canvas.getByTestId('selected-count')).toHaveTextContent('Выбрано: 1');
    await expect(raceServer.log).toHaveLength(1);
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: approvalsServer({ items: [] }).handlers } } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
