import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuditTab, type AuditTabProps } from './AuditTab.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { globalAdminServer } from './fixtures.ts';
import { body, fitsWidth, phone } from './storyHelpers.ts';

/** Keeps the chosen community in state, as the global admin page does for its tabs (and reports each choice). */
function Harness({ community: initial, onCommunityChange }: AuditTabProps) {
  const [community, setCommunity] = useState(initial);
  return (
    <AuditTab
      community={community}
      onCommunityChange={(next) => {
        setCommunity(next);
        onCommunityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/GlobalAdmin/AuditTab',
  component: AuditTab,
  decorators: [withFeatures],
  args: { community: null, onCommunityChange: fn() },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
  beforeEach: clearToasts,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof AuditTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The audit log: each entry says what, where, the details in words, who and when; filtered by action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await canvas.findAllByTestId('audit-entry');
    await expect(entries).toHaveLength(8);
    await expect(entries[0]).toHaveTextContent('Начисление баллов');
    await expect(entries[0]).toHaveTextContent('По 50 баллов всем участникам (42), всего 2 100 баллов: «С 8 Марта!»');
    await expect(entries[0]).toHaveTextContent('Олег Воронцов');
    await expect(entries[1]).toHaveTextContent('300 баллов участнику Петрова Анна: «За запуск нового офиса»');
    await expect(entries[2]).toHaveTextContent('«Отдел продаж» → «Продажи», ID чата -482915307');
    await expect(entries[7]).toHaveTextContent('«Лаборатория Тесла», первый администратор — Орлова Вера (новый человек)');
    await userEvent.click(canvas.getByRole('button', { name: /^Все действия/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Начисление баллов' }));
    await waitFor(() => expect(canvas.getAllByTestId('audit-entry')).toHaveLength(2));
  },
};

/** The audit log of one community with nothing in it. */
export const Empty: Story = {
  parameters: { features: { handlers: globalAdminServer({ audit: [] }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Записей пока нет')).toBeInTheDocument();
  },
};

/** The audit log cannot be read. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...globalAdminServer().handlers, 'GET /api/global/audit': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить журнал')).toBeInTheDocument();
    clearToasts();
  },
};

/** The audit log in English on a phone. */
export const PhoneEnglish: Story = {
  globals: { ...phone, locale: 'en' },
  play: async ({ canvasElement }) => {
    const entries = await within(canvasElement).findAllByTestId('audit-entry');
    await expect(entries[0]).toHaveTextContent('50 points to every member (42), 2,100 points in all: “С 8 Марта!”');
    await fitsWidth();
  },
};
