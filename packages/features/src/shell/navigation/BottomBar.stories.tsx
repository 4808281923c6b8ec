import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomBar } from './BottomBar.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { roles, shellHandlers, withMarkets } from '../fixtures.ts';

const meta = {
  title: 'Features/Shell/BottomBar',
  component: BottomBar,
  decorators: [withFeatures],
  args: { device: 'phone' },
  parameters: { layout: 'fullscreen', features: { route: '/feed', handlers: shellHandlers } },
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const barIds = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('link', { name: /События|Events/ });
  return [...canvasElement.querySelectorAll('[data-nav]')].map((a) => a.getAttribute('data-nav'));
};
const moreItems = async (canvasElement: HTMLElement, label: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  const menu = await within(document.body).findByRole('menu');
  const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
};

/** Phone, member: events, thanks, history; More: challenges, surveys, participants, analytics, awards. */
export const PhoneUser: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await barIds(canvasElement)).toEqual(['events', 'thanks', 'history']);
    await expect(await moreItems(canvasElement, 'Ещё')).toEqual(['Челленджи', 'Опросы', 'Участники', 'Аналитика', 'Награды']);
  },
};
/** Phone, admin: organization second. */
export const PhoneAdministrator: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { features: { handlers: roles.admin } },
  play: async ({ canvasElement }) => {
    await expect(await barIds(canvasElement)).toEqual(['events', 'organization', 'thanks', 'history']);
  },
};
/** Phone, superuser with markets: super admin last in More, market after surveys. */
export const PhoneSuperuserWithMarkets: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { features: { handlers: { ...roles.superuser, ...withMarkets } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'События' });
    await expect(await moreItems(canvasElement, 'Ещё')).toEqual(['Челленджи', 'Опросы', 'Маркет', 'Участники', 'Аналитика', 'Награды', 'Суперадмин']);
  },
};
/** Tablet, member: thanks, events, history, challenges, analytics; More: surveys, participants, awards. */
export const TabletUser: Story = {
  args: { device: 'tablet' },
  play: async ({ canvasElement }) => {
    await expect(await barIds(canvasElement)).toEqual(['thanks', 'events', 'history', 'challenges', 'analytics']);
    await expect(await moreItems(canvasElement, 'Ещё')).toEqual(['Опросы', 'Участники', 'Награды']);
  },
};
/** Tablet, admin. */
export const TabletAdministrator: Story = {
  args: { device: 'tablet' },
  parameters: { features: { handlers: roles.admin } },
  play: async ({ canvasElement }) => {
    await expect(await barIds(canvasElement)).toEqual(['thanks', 'events', 'history', 'challenges', 'analytics', 'organization']);
  },
};
/** Tablet, superuser with markets: super admin in the bar; More has market. */
export const TabletSuperuserWithMarkets: Story = {
  args: { device: 'tablet' },
  parameters: { features: { handlers: { ...roles.superuser, ...withMarkets } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Суперадмин' });
    await expect(await moreItems(canvasElement, 'Ещё')).toEqual(['Опросы', 'Маркет', 'Участники', 'Награды']);
  },
};
export const PhoneUserEnglish: Story = { globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } } };
export const PhoneAdministratorEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { features: { handlers: roles.admin } },
};
export const TabletSuperuserEnglish: Story = {
  args: { device: 'tablet' },
  globals: { locale: 'en' },
  parameters: { features: { handlers: roles.superuser } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Super admin' })).toBeInTheDocument();
  },
};
