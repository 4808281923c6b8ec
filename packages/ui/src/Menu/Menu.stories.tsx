import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuItem } from './Menu.tsx';

const MoreIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);
const StarIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </svg>
);

const onSignOut = fn();
const ITEMS: MenuItem[] = [
  { id: 'challenges', label: 'Челленджи', href: '/challenges', icon: <StarIcon /> },
  { id: 'market', label: 'Маркет', href: '/market' },
  { id: 'admin', label: 'Администрирование', href: '/admin', isDisabled: true },
  { id: 'signOut', label: 'Выйти', onAction: onSignOut },
];

const navigate = fn();

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { label: 'Ещё', icon: <MoreIcon />, items: ITEMS, onAction: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The "More" (Ещё) menu of the bottom bars (SPEC §2) and any list of links/commands behind a button. ' +
          '**When to use:** several navigation targets or actions that do not fit; not for choosing a value (use Select) or for free content (use Popover). ' +
          '**Props:** `label` (visible text and name), `icon`, `items: {id, label, href?, icon?, onAction?, isDisabled?}[]`, `variant` (`inline` | `bar`), `isLabelHidden`, `placement`, `onAction(id)`. ' +
          '**Accessibility:** a `menu` with `menuitem`s; Enter/Space/Arrow Down open it, arrows and typing move, Escape closes and returns focus; link items are real `<a href>` and use the app\'s `RouterProvider` for client-side navigation.',
      },
    },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: '16rem' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    onSignOut.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Pointer: a link item navigates through RouterProvider and the menu closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ещё' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    const market = within(menu).getByRole('menuitem', { name: 'Маркет' });
    await expect(market.tagName).toBe('A');
    await expect(market).toHaveAttribute('href', '/market');
    await userEvent.click(market);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/market');
    await expect(args.onAction).toHaveBeenLastCalledWith('market');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/**
 * Keyboard: Arrow Down opens with the first item focused, the disabled item is skipped, Enter on
 * a command runs it; Escape closes and focus returns to the trigger.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ещё' });
    // Start from a neutral focus, whatever the previous story left focused.
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Челленджи' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Администрирование' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenLastCalledWith('signOut');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Enter on a link item navigates too. */
export const KeyboardLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ещё' }));
    const menu = await body().findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Челленджи' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Маркет' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await expect(navigate.mock.calls[0]?.[0]).toBe('/market');
  },
};

/** A disabled item can't be chosen. */
export const DisabledItem: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ещё' }));
    const item = await body().findByRole('menuitem', { name: 'Администрирование' });
    await userEvent.click(item, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/** Bottom bar look: icon above a small label, opening upwards. */
export const BottomBar: Story = {
  args: { variant: 'bar', placement: 'top end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-end', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ещё' });
    await expect(trigger).toHaveStyle({ flexDirection: 'column' });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top + 1);
    await userEvent.keyboard('{Escape}');
  },
};

/** Icon only: the label is the accessible name. */
export const IconOnly: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ещё' });
    await expect(trigger).not.toHaveTextContent('Ещё');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ещё' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body().queryByRole('menu')).toBeNull();
  },
};

export const English: Story = {
  args: {
    label: 'More',
    items: [
      { id: 'challenges', label: 'Challenges', href: '/challenges' },
      { id: 'market', label: 'Market', href: '/market' },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
    await expect(await body().findByRole('menuitem', { name: 'Challenges' })).toHaveAttribute('href', '/challenges');
    await userEvent.keyboard('{Escape}');
  },
};

/** The menu left open (visual baseline). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ещё' }));
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};
