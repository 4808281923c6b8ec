import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contrastRatio, themePresets, toHex, vars } from '@gratia/tokens';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { useOrgTheme } from './useOrgTheme.ts';
import { swatch } from './Theme.css.ts';

type PresetName = keyof typeof themePresets;

/** An admin previewing palettes live: `useOrgTheme` re-themes the whole document. */
function ThemeSwitcher({ initial }: { initial: PresetName }) {
  const [name, setName] = useState<PresetName>(initial);
  useOrgTheme(themePresets[name]);
  return (
    <Stack gap="lg">
      <Inline gap="sm">
        {(Object.keys(themePresets) as PresetName[]).map((preset) => (
          <Button key={preset} variant={preset === name ? 'primary' : 'secondary'} onPress={() => setName(preset)} aria-pressed={preset === name}>
            {preset}
          </Button>
        ))}
      </Inline>
      <Inline gap="sm">
        {(['accent', 'accentSubtle', 'positive', 'critical', 'warning', 'info', 'surfaceSunken'] as const).map((role) => (
          <span key={role} className={swatch} style={{ background: vars.color[role] }} title={role} />
        ))}
      </Inline>
      <Inline gap="sm">
        <Button>Сказать спасибо</Button>
        <Button tone="critical">Удалить</Button>
        <Badge tone="positive">Завершён</Badge>
        <Badge tone="warning">Ожидает</Badge>
        <Badge tone="accent">12</Badge>
      </Inline>
      <Text tone="muted">Вторичный текст остаётся читаемым в любой теме.</Text>
    </Stack>
  );
}

const meta = {
  title: 'UI/Theme',
  component: ThemeSwitcher,
  tags: ['autodocs'],
  args: { initial: 'default' },
  argTypes: { initial: { control: 'inline-radio', options: Object.keys(themePresets) } },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Switching the palette rewrites the CSS variables on <html> without a reload. */
export const SwitchLive: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootVar('--org-general-brand')).toBe(themePresets.default['general-brand']));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'forest' }));
    await waitFor(() => expect(rootVar('--org-general-brand')).toBe(themePresets.forest['general-brand']));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'default' }));
    await waitFor(() => expect(rootVar('--org-general-brand')).toBe(themePresets.default['general-brand']));
  },
};

function rgbToHex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return toHex({ r, g, b });
}

/** A pale-yellow brand with grey text: derived on-colours keep the primary button at AA. */
export const LowContrastRescued: Story = {
  args: { initial: 'lowContrast' },
  globals: { orgTheme: 'lowContrast' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сказать спасибо' });
    await waitFor(() => expect(rootVar('--org-general-brand')).toBe(themePresets.lowContrast['general-brand']));
    const style = getComputedStyle(button);
    await expect(contrastRatio(rgbToHex(style.color), rgbToHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  },
};

export const Forest: Story = { args: { initial: 'forest' }, globals: { orgTheme: 'forest' } };

/** Malformed colors_json falls back to the defaults per key; nothing breaks. */
export const Garbage: Story = {
  render: () => {
    function Garbage() {
      useOrgTheme({ 'general-brand': 'not-a-colour', unknown: '#123456' });
      return <Button>Кнопка в теме по умолчанию</Button>;
    }
    return <Garbage />;
  },
  play: async () => {
    await waitFor(() => expect(rootVar('--org-general-brand')).toBe(themePresets.default['general-brand']));
  },
};
