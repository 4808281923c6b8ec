import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { themePresets } from '@gratia/tokens';
import { BrandingPanel } from './BrandingPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts, fileInput, makePhoto } from '../testing/storyHelpers.ts';
import { brandingServer, logoUploads, orangeBranding } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/branding';

const meta = {
  title: 'Features/Administration/BrandingPanel',
  component: BrandingPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: brandingServer().handlers, route: ROUTE, upload: logoUploads() } },
  beforeEach: clearToasts,
} satisfies Meta<typeof BrandingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The value of a CSS variable on `<html>`, where the live theme writes the palette. */
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The loaded editor, its lazily loaded logos part included: the first story of the file may wait
 * for that chunk longer than for the colours, and a capture taken before it shows its skeleton.
 */
async function loaded(canvasElement: HTMLElement, colour = /^Основной цвет бренда/, logos = 'Логотипы') {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: colour }, { timeout: 15_000 });
  await canvas.findByRole('region', { name: logos }, { timeout: 15_000 });
  return canvas;
}

/** Replaces the text of a colour field and leaves it (the field applies a valid colour as it is typed). */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
}

/** Gratia's own colours, no logos: the colour groups, the contrast report (the error red is darkened on its light fill), the preview. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Палитра «Gratia»' })).toHaveAccessibleDescription('выбрана');
    await expect(canvas.getByTestId('contrast-report')).toHaveAttribute('data-issues', '1');
    await expect(canvas.getByTestId('contrast-issue-minor-error')).toHaveTextContent('«Ошибка» на фоне ошибки');
    await expect(canvas.getByRole('button', { name: 'Сохранить оформление' })).toBeDisabled();
    await expect(canvas.getByTestId('branding-preview')).toHaveTextContent('Предпросмотр');
  },
};

/** Waiting for the branding: a busy skeleton. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...brandingServer().handlers, 'GET /api/organization/branding': pending } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('branding-panel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveAttribute('data-state', 'loading');
  },
};

let reads = 0;
/** The branding could not be read: an error with a retry that loads it. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: { ...brandingServer().handlers, 'GET /api/organization/branding': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { colorsJson: {}, photo: null, photo2: null }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
    await expect(reads).toBe(2);
  },
};

const live = brandingServer();
/**
 * Typing a brand colour re-themes the whole document at once, before saving (the variables on
 * `<html>`); Save sends only the palette's keys that differ from Gratia's, a toast confirms.
 */
export const LiveRetheme: Story = {
  parameters: { features: { handlers: live.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await retype(canvas.getByRole('textbox', { name: /^Основной цвет бренда/ }), '#0f766e');
    await waitFor(() => expect(cssVar('--org-general-brand')).toBe('#0f766e'));
    await expect(cssVar('--color-accent')).toBe('#0f766e');
    await expect(canvas.getByTestId('branding-unsaved')).toBeInTheDocument();
    await expect(live.log).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить оформление' }));
    await expect(await body().findByText('Оформление сохранено')).toBeInTheDocument();
    await expect(live.log).toEqual([{ body: { colors: { 'general-brand': '#0f766e' } } }]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сохранить оформление' })).toBeDisabled());
    clearToasts();
  },
};

/** A preset re-themes at once and is marked as chosen; Discard puts the saved colours back. */
export const PresetsAndDiscard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Палитра «Лес»' }));
    await waitFor(() => expect(cssVar('--org-general-brand')).toBe(themePresets.forest['general-brand']));
    await expect(canvas.getByRole('button', { name: 'Палитра «Лес»' })).toHaveAccessibleDescription('выбрана');
    await expect(canvas.getByRole('textbox', { name: /^Основной цвет бренда/ })).toHaveValue(themePresets.forest['general-brand']);
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить изменения' }));
    await waitFor(() => expect(cssVar('--org-general-brand')).toBe(themePresets.default['general-brand']));
    await expect(canvas.queryByTestId('branding-unsaved')).toBeNull();
  },
};

const rescue = brandingServer({ colorsJson: themePresets.lowContrast, photo: null, photo2: null });
/**
 * A brand that fails contrast (pale yellow brand, light-grey text): the report names every colour
 * that fails, worst first, with the colour the app shows instead; "Fix all" takes the fixes, the
 * report clears, and Save sends the rescued palette.
 */
export const ContrastRescue: Story = {
  parameters: { features: { handlers: rescue.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const report = canvas.getByTestId('contrast-report');
    await waitFor(() => expect(Number(report.dataset.issues)).toBeGreaterThan(2));
    await expect(canvas.getByTestId('contrast-issue-general-contrast')).toHaveTextContent(/«Основной текст» на [^:]+: [\d,]+ : 1, нужно 4,5 : 1/);
    await expect(within(report).getByRole('button', { name: /^Исправить «Основной текст»: #/ })).toBeInTheDocument();
    await userEvent.click(within(report).getByRole('button', { name: 'Исправить всё' }));
    await expect(await body().findByText('Цвета исправлены')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByTestId('contrast-issue-general-contrast')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить оформление' }));
    await waitFor(() => expect(rescue.log).toHaveLength(1));
    const sent = (rescue.log[0]!.body as { colors: Record<string, string> }).colors;
    await expect(sent['general-contrast']).not.toBe(themePresets.lowContrast['general-contrast']);
    clearToasts();
  },
};

/** The orange palette of the original product with both logos: its grey secondary text is reported; the header logo shows in the preview. */
export const BrandedWithLogos: Story = {
  parameters: { features: { handlers: brandingServer(orangeBranding).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Палитра «Апельсин»' })).toHaveAccessibleDescription('выбрана');
    await expect(canvas.getByTestId('contrast-issue-general-contrast-secondary')).toHaveTextContent('«Второстепенный текст»');
    await expect(canvas.getByTestId('branding-preview').querySelector('img')).not.toBeNull();
  },
};

const logos = brandingServer();
/**
 * A header logo bigger than 166 × 35 px is refused before uploading; one that fits is uploaded at
 * once and saved with the branding (its upload id).
 */
export const HeaderLogo: Story = {
  parameters: { features: { handlers: logos.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const input = fileInput(canvasElement);
    await userEvent.upload(input, await makePhoto('wide.png', 1, 400, 60));
    await expect(await canvas.findByText(/166\s*×\s*35/, { selector: '[role="alert"], [id]' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Сохранить оформление' })).toBeDisabled();
    await userEvent.upload(input, await makePhoto('logo.png', 2, 160, 32));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сохранить оформление' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить оформление' }));
    await expect(await body().findByText('Оформление сохранено')).toBeInTheDocument();
    await expect(logos.log).toEqual([{ body: { photo2Id: expect.stringMatching(/^7a1e9c40-/) } }]);
    clearToasts();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, /^Main brand colour/, 'Logos');
    await expect(canvas.getByRole('button', { name: 'Save branding' })).toBeDisabled();
    await expect(canvas.getByTestId('contrast-issue-minor-error')).toHaveTextContent('“Error” on the error background');
  },
};

/** On a phone: one column, the preview under the editor, full-width buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: brandingServer(orangeBranding).handlers } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};
