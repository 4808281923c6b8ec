import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sidebar } from './Sidebar.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { roles, shellHandlers, withMarkets } from '../fixtures.ts';

const meta = {
  title: 'Features/Shell/Sidebar',
  component: Sidebar,
  decorators: [withFeatures],
  parameters: { features: { route: '/feed', handlers: shellHandlers } },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const ids = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: /События|Events/ });
  return [...canvasElement.querySelectorAll('[data-nav]')].map((a) => a.getAttribute('data-nav'));
};

/** A member: SPEC order without market (none available), organization or super admin. */
export const User: Story = {
  play: async ({ canvasElement }) => {
    await expect(await ids(canvasElement)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'analytics']);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'События' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Спасибо' })).not.toHaveAttribute('aria-current');
  },
};
/** An administrator: organization → /organization_administration/{organization_id}, and approvals after participants. */
export const Administrator: Story = {
  parameters: { features: { handlers: roles.admin } },
  play: async ({ canvasElement }) => {
    await expect((await ids(canvasElement)).at(-1)).toBe('organization');
    await expect(within(canvasElement).getByRole('link', { name: 'Организация' })).toHaveAttribute('href', '/organization_administration/1');
    // Admins decide waiting thanks too (docs/decisions/0023).
    await expect(await ids(canvasElement)).toContain('approvals');
  },
};
/** A controller: "Одобрение" → /approvals after participants (docs/decisions/0023). */
export const Controller: Story = {
  parameters: { features: { handlers: roles.controller } },
  play: async ({ canvasElement }) => {
    await expect(await ids(canvasElement)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'approvals', 'analytics']);
    await expect(within(canvasElement).getByRole('link', { name: 'Одобрение' })).toHaveAttribute('href', '/approvals');
  },
};
/** A manager: "Передать баллы" → /redistribution after participants. */
export const Manager: Story = {
  parameters: { features: { handlers: roles.manager } },
  play: async ({ canvasElement }) => {
    await expect(await ids(canvasElement)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'redistribution', 'analytics']);
    await expect(within(canvasElement).getByRole('link', { name: 'Передать баллы' })).toHaveAttribute('href', '/redistribution');
  },
};
/** A superuser: super admin → /global_admin. */
export const Superuser: Story = {
  parameters: { features: { handlers: roles.superuser } },
  play: async ({ canvasElement }) => {
    await expect((await ids(canvasElement)).at(-1)).toBe('superAdmin');
    await expect(within(canvasElement).getByRole('link', { name: 'Суперадмин' })).toHaveAttribute('href', '/global_admin');
  },
};
/** Markets available: market between awards and participants. */
export const WithMarkets: Story = {
  parameters: { features: { handlers: withMarkets } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).findByRole('link', { name: 'Маркет' })).resolves.toBeInTheDocument();
    await expect(await ids(canvasElement)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'market', 'employees', 'analytics']);
  },
};
export const UserEnglish: Story = { globals: { locale: 'en' } };
export const AdministratorEnglish: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: roles.admin } } };
export const SuperuserEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { ...roles.superuser, ...withMarkets } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Super admin' })).toBeInTheDocument();
  },
};
export const ThanksActive: Story = { parameters: { features: { route: '/new_transfer' } } };
