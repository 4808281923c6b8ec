import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COLOR_ROLES } from '../derive.ts';
import { ORG_COLOR_KEYS } from '../orgColors.ts';
import { themePresets } from '../presets.ts';
import { ColorRolesPage, ContrastPage, OrgColorsPage, ScalesPage } from './TokenPages.tsx';

/**
 * The tokens of @gratia/tokens: colour roles, the 17 organization colours, the contrast report
 * and every scale. Switch the organization theme in the toolbar to see the live values.
 */
const meta = {
  title: 'Tokens/Overview',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColorRoles: Story = {
  render: () => <ColorRolesPage />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(COLOR_ROLES.length + 1);
  },
};

export const OrganizationColors: Story = {
  render: () => <OrgColorsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(ORG_COLOR_KEYS.length + 1);
  },
};

export const ContrastDefault: Story = {
  render: () => <ContrastPage palette={themePresets.default} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-passes="false"]')).toHaveLength(0);
  },
};

export const ContrastLowContrastBrandRescued: Story = {
  render: () => <ContrastPage palette={themePresets.lowContrast} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-passes="false"]')).toHaveLength(0);
    await expect(within(canvasElement).getAllByText('passes (adjusted)').length).toBeGreaterThan(0);
  },
};

export const Scales: Story = {
  render: () => <ScalesPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Space')).toBeVisible();
    await expect(within(canvasElement).getByText('Breakpoints (px of viewport width)')).toBeVisible();
  },
};
