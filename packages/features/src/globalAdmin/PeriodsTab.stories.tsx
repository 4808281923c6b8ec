import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PeriodsTab, type PeriodsTabProps } from './PeriodsTab.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoCommunities, globalAdminServer } from './fixtures.ts';
import { body, fitsWidth, phone, pick, rowOf } from './storyHelpers.ts';

/** Keeps the chosen community in state, as the global admin page does for its tabs (and reports each choice). */
function Harness({ community: initial, onCommunityChange }: PeriodsTabProps) {
  const [community, setCommunity] = useState(initial);
  return (
    <PeriodsTab
      community={community}
      onCommunityChange={(next) => {
        setCommunity(next);
        onCommunityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/GlobalAdmin/PeriodsTab',
  component: PeriodsTab,
  decorators: [withFeatures],
  args: { community: null, onCommunityChange: fn() },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
  beforeEach: clearToasts,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PeriodsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The periods of «Ромашка»: dates, status, accrual; only the scheduled one can be deleted. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Выберите сообщество, чтобы продолжить.')).toBeInTheDocument();
    await pick(canvasElement, 'Ромашка');
    await expect(args.onCommunityChange).toHaveBeenLastCalledWith(demoCommunities[0]);
    const table = await canvas.findByRole('grid', { name: 'Периоды сообщества «Ромашка»' });
    await expect(rowOf(table, '01-04-2026')).toHaveTextContent('Запланирован');
    await expect(rowOf(table, '01-03-2026')).toHaveTextContent('Активен');
    await expect(rowOf(table, '01-03-2026')).toHaveTextContent('100 баллов');
    await expect(within(rowOf(table, '01-04-2026')).getByRole('button', { name: 'Удалить период 01-04-2026 — 30-04-2026' })).toBeInTheDocument();
    await expect(within(rowOf(table, '01-03-2026')).queryByRole('button')).toBeNull();
  },
};

const periodServer = globalAdminServer();
/** Create a period: a start in the past is refused on the start field; then May is created, a toast, the new row. */
export const CreatePeriod: Story = {
  parameters: { features: { handlers: periodServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    const table = await canvas.findByRole('grid', { name: 'Периоды сообщества «Ромашка»' });
    await userEvent.click(canvas.getByRole('button', { name: 'Создать период' }));
    const inside = within(await body().findByRole('dialog', { name: 'Новый период' }));
    const start = inside.getByRole('textbox', { name: /^Начало/ });
    const end = inside.getByRole('textbox', { name: /^Окончание/ });
    await userEvent.type(start, '01-01-2026');
    await userEvent.type(end, '31-01-2026');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    await expect(start).toHaveAccessibleDescription(/не может начинаться в прошлом/);
    await userEvent.clear(start);
    await userEvent.type(start, '01-05-2026');
    await userEvent.clear(end);
    await userEvent.type(end, '31-05-2026');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Период создан')).toBeInTheDocument();
    await expect(periodServer.log.at(-1)?.body).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31', accrualAmount: 100, startingUserBalance: 0, startingCreatorBalance: 0 });
    await waitFor(() => expect(rowOf(table, '01-05-2026')).toHaveTextContent('Запланирован'));
    clearToasts();
  },
};

const deletePeriodServer = globalAdminServer();
/** Delete the scheduled period after the confirmation naming it and the community. */
export const DeletePeriod: Story = {
  parameters: { features: { handlers: deletePeriodServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    const table = await canvas.findByRole('grid', { name: 'Периоды сообщества «Ромашка»' });
    await userEvent.click(within(table).getByRole('button', { name: 'Удалить период 01-04-2026 — 30-04-2026' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Удалить период?' });
    await expect(confirm).toHaveTextContent('Период 01-04-2026 — 30-04-2026 сообщества «Ромашка» будет удалён.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Период удалён')).toBeInTheDocument();
    await expect(deletePeriodServer.log.at(-1)).toMatchObject({ method: 'DELETE', query: { organizationId: '1', id: '3' } });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    clearToasts();
  },
};

/** A community without periods. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Северный ветер');
    await expect(await within(canvasElement).findByText('Периодов пока нет')).toBeInTheDocument();
  },
};

/** The periods on a phone: cards with their status and accrual. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Ромашка');
    const cards = await within(canvasElement).findAllByTestId('period-card');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('Начисление: 100 баллов');
    await fitsWidth();
  },
};

/** While the periods load: placeholders, the section busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...globalAdminServer().handlers, 'GET /api/global/periods': pending } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Ромашка');
    await expect(within(canvasElement).getByTestId('periods-tab')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The periods cannot be read: an error with a retry. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...globalAdminServer().handlers, 'GET /api/global/periods': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Ромашка');
    await expect(await within(canvasElement).findByText('Не удалось загрузить периоды')).toBeInTheDocument();
    clearToasts();
  },
};
