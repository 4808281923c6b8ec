import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShellConfigProvider, type ShellConfig } from './ShellConfig.tsx';
import { Sidebar } from '../navigation/Sidebar.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { shellHandlers } from '../fixtures.ts';

/** An app that has built only these screens (its route table). */
const built = new Set(['/new_transfer', '/feed', '/history', '/employees']);
const partial: ShellConfig = { isRegistered: (path) => built.has(path) };

/** The sidebar under a {@link ShellConfigProvider}: what the config leaves out is not offered. */
function SidebarOf({ config }: { config?: ShellConfig }) {
  return config ? (
    <ShellConfigProvider config={config}>
      <Sidebar />
    </ShellConfigProvider>
  ) : (
    <Sidebar />
  );
}

const meta = {
  title: 'Features/Shell/ShellConfig',
  component: SidebarOf,
  decorators: [withFeatures],
  parameters: { features: { route: '/feed', handlers: shellHandlers } },
} satisfies Meta<typeof SidebarOf>;
export default meta;
type Story = StoryObj<typeof meta>;

const navIds = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('link', { name: /События|Events/ });
  return [...canvasElement.querySelectorAll('[data-nav]')].map((a) => a.getAttribute('data-nav'));
};

/** Without a provider every destination counts as registered: the member's whole SPEC navigation. */
export const WithoutProvider: Story = {
  play: async ({ canvasElement }) => {
    await expect(await navIds(canvasElement)).toContain('challenges');
  },
};

/** An app with four screens: the sidebar offers those only, in SPEC order. */
export const OnlyBuiltScreens: Story = {
  args: { config: partial },
  play: async ({ canvasElement }) => {
    await expect(await navIds(canvasElement)).toEqual(['thanks', 'events', 'history', 'employees']);
  },
};
