import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'UI/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: {
    label: 'Уведомления',
    count: 1,
    onOpenChange: fn(),
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
        <li>Анна Смирнова поблагодарила вас: +10 баллов</li>
      </ul>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The header bell (SPEC §2 Header). **When to use:** the single entry to notifications in the app header. ' +
          '**Props:** `label` (accessible name of the button and the panel), `count` (badge; hidden when 0 or undefined; 99+ above 99), ' +
          '`isOpen`/`defaultOpen`/`onOpenChange(bool)`, `children` (panel content). ' +
          '**Accessibility:** the button is named by `label` and described by the unread count ("1 непрочитанное уведомление"); ' +
          'the badge itself is `aria-hidden`. The panel is a dialog named by `label`; Escape and outside clicks close it and focus returns to the button.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '20rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Badge '1'; a click toggles the panel open and closed again. */
export const WithUnread: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Уведомления' });
    await expect(button).toHaveAccessibleDescription('1 непрочитанное уведомление');
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('1');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await expect(panel).toHaveTextContent('+10 баллов');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** No unread: no badge and no description. */
export const NoUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Уведомления' })).not.toHaveAttribute('aria-describedby');
  },
};

export const CountUndefined: Story = {
  args: { count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('notification-badge')).toBeNull();
  },
};

/** Large counts are capped at 99+ in the badge; the description keeps the exact number. */
export const ManyUnread: Story = {
  args: { count: 125 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByTestId('notification-badge');
    await expect(badge).toHaveTextContent('99+');
    // The badge overlaps the bell's top end corner.
    const b = badge.getBoundingClientRect();
    const bell = canvas.getByRole('button').getBoundingClientRect();
    await expect(b.bottom).toBeGreaterThan(bell.top);
    await expect(b.top).toBeLessThan(bell.top + bell.height / 2);
    await expect(b.left).toBeLessThan(bell.right);
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription('125 непрочитанных уведомлений');
  },
};

/** Keyboard: Enter opens and focus moves into the panel; Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  args: {
    children: (
      <div>
        <p style={{ marginTop: 0 }}>Новых благодарностей: 1</p>
        <a href="#all">Все уведомления</a>
      </div>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Уведомления' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: 'Все уведомления' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click outside the panel closes it. */
export const OutsideClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Уведомления' });
    await userEvent.click(button);
    await body().findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Controlled: the host owns `isOpen` (e.g. marks notifications read on open) and clears the count. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [count, setCount] = useState(3);
    return (
      <NotificationBell
        {...args}
        count={count}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setCount(0);
          args.onOpenChange?.(next);
        }}
      >
        <p style={{ margin: 0 }}>Все уведомления прочитаны</p>
      </NotificationBell>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Уведомления' }));
    await body().findByRole('dialog');
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** In a stretching flex row (like a header) the badge still sits on the bell. */
export const InStretchedRow: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-end', height: '10rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByTestId('notification-badge').getBoundingClientRect();
    const bell = canvas.getByRole('button').getBoundingClientRect();
    // The bell keeps its square size (not stretched to the row's height), badge on its corner.
    await expect(Math.abs(bell.height - bell.width)).toBeLessThan(2);
    await expect(badge.bottom).toBeGreaterThan(bell.top);
    await expect(badge.top).toBeLessThan(bell.top + bell.height / 2);
  },
};

/** Initially open (uncontrolled). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Уведомления' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const English: Story = {
  args: { label: 'Notifications', count: 2, children: <p style={{ margin: 0 }}>Anna thanked you: +10 points</p> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveAccessibleDescription('2 unread notifications');
    await userEvent.click(button);
    await expect(await body().findByRole('dialog', { name: 'Notifications' })).toHaveTextContent('+10 points');
    await userEvent.keyboard('{Escape}');
  },
};

/** Phone: the open panel fits the screen width. */
export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    count: 4,
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
        <li>Анна Смирнова поблагодарила вас за помощь с квартальным отчётом: +10 баллов</li>
        <li>Вы получили награду «Наставник года»</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Уведомления' }));
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await waitFor(() => expect(panel).toBeVisible());
    const rect = panel.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
