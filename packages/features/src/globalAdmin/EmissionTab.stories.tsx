import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmissionTab, type EmissionTabProps } from './EmissionTab.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoCommunities, globalAdminServer } from './fixtures.ts';
import { body, fitsWidth, phone, pick } from './storyHelpers.ts';

/** Keeps the chosen community in state, as the global admin page does for its tabs (and reports each choice). */
function Harness({ community: initial, onCommunityChange }: EmissionTabProps) {
  const [community, setCommunity] = useState(initial);
  return (
    <EmissionTab
      community={community}
      onCommunityChange={(next) => {
        setCommunity(next);
        onCommunityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/GlobalAdmin/EmissionTab',
  component: EmissionTab,
  decorators: [withFeatures],
  args: { community: null, onCommunityChange: fn() },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
  beforeEach: clearToasts,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof EmissionTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const emissionServer = globalAdminServer();
/** Emit to everyone in «Ромашка»: the confirmation says how many points will be created (42 × 50), then a toast; the request carries an idempotency key. */
export const EmitToEveryone: Story = {
  parameters: { features: { handlers: emissionServer.handlers } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    await expect(args.onCommunityChange).toHaveBeenLastCalledWith(demoCommunities[0]);
    await expect(canvas.getByRole('radio', { name: 'Всем участникам (42)' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Баллов каждому/ }), '50');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Причина/ }), 'С 8 Марта!');
    await userEvent.click(canvas.getByRole('button', { name: 'Начислить' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Начислить баллы?' });
    await expect(confirm).toHaveTextContent('Будет создано 2 100 баллов: по 50 баллов каждому из участников сообщества «Ромашка» (42).');
    await expect(emissionServer.log).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Начислить' }));
    await expect(await body().findByText('Баллы начислены')).toBeInTheDocument();
    await expect(body().getByText('Создано 2 100 баллов, получателей: 42')).toBeInTheDocument();
    await expect(emissionServer.log.at(-1)?.body).toEqual({ organizationId: 1, amount: 50, reason: 'С 8 Марта!' });
    await expect(emissionServer.log.at(-1)?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    clearToasts();
  },
};

const oneServer = globalAdminServer();
/** Emit to one member found by name: the confirmation names them. */
export const EmitToOne: Story = {
  parameters: { features: { handlers: oneServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    await userEvent.click(canvas.getByRole('radio', { name: 'Одному участнику' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Начислить' }));
    const member = canvas.getByRole('combobox', { name: /^Участник/ });
    await waitFor(() => expect(member).toHaveAccessibleDescription(/Выберите участника/));
    await userEvent.type(member, 'Мари');
    await userEvent.click(await body().findByRole('option', { name: /Мария Кузнецова/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Баллов каждому/ }), '300');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Причина/ }), 'За запуск нового офиса');
    await userEvent.click(canvas.getByRole('button', { name: 'Начислить' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Начислить баллы?' });
    await expect(confirm).toHaveTextContent('Будет создано 300 баллов для участника Мария Кузнецова в сообществе «Ромашка».');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Начислить' }));
    await expect(await body().findByText('Баллы начислены')).toBeInTheDocument();
    await expect(oneServer.log.at(-1)?.body).toEqual({ organizationId: 1, userId: 3, amount: 300, reason: 'За запуск нового офиса' });
    clearToasts();
  },
};

/** A community without an active period: NO_ACTIVE_PERIOD above the button, nothing created. */
export const EmitNoActivePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Северный ветер');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Баллов каждому/ }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Причина/ }), 'Бонус');
    await userEvent.click(canvas.getByRole('button', { name: 'Начислить' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Начислить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Нет активного периода');
  },
};

/** The emission form in English on a phone. */
export const PhoneEnglish: Story = {
  globals: { ...phone, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка', /^Community/);
    await expect(canvas.getByRole('radio', { name: 'Every member (42)' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Emit' })).toBeVisible();
    await fitsWidth();
  },
};
