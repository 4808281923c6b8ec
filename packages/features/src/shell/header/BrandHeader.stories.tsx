import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastQueue } from '@gratia/ui';
import { BrandHeader } from './BrandHeader.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, type MockRequest } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { shellHandlers } from '../fixtures.ts';

/** The bodies of PUT /api/profile/settings, in order (reset before each story). */
const savedSettings: unknown[] = [];
const recordingHandlers = {
  ...shellHandlers,
  'PUT /api/profile/settings': (req: MockRequest) => {
    savedSettings.push(req.body);
    return { details: { language: 'en', emailOnThanks: true, ...(req.body as { details: object }).details } };
  },
};

/**
 * The header of the challenge and onboarding layouts: the 'Gratia' wordmark and the ru/en switch,
 * nothing about the member. `saveLanguageToProfile` (signed-in layouts) also saves the chosen
 * language in the profile settings.
 */
const meta = {
  title: 'Features/Shell/BrandHeader',
  component: BrandHeader,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: recordingHandlers } },
  beforeEach: () => {
    clearToasts();
    savedSettings.length = 0;
    // The switch remembers the choice in local storage; the next story starts without it.
    return () => window.localStorage.removeItem('lang');
  },
} satisfies Meta<typeof BrandHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Chooses `language` in the header's select. */
async function choose(canvasElement: HTMLElement, trigger: RegExp, language: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  await userEvent.click(await body().findByRole('option', { name: language }));
}

/** The banner: the product's wordmark and the language select; no member name, profile link or logout. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByText('Gratia')).toBeVisible();
    // The initial square is decoration: the name is read once.
    await expect(within(banner).getByText('G')).toHaveAttribute('aria-hidden');
    await expect(within(banner).getByRole('button', { name: /Русский/ })).toBeVisible();
    await expect(within(banner).queryByRole('link')).toBeNull();
    await expect(within(banner).queryByRole('button', { name: 'Выйти' })).toBeNull();
    await expect(within(banner).queryByText('Анна Петрова')).toBeNull();
  },
};

/** English: the select reads 'English'. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByText('Gratia')).toBeVisible();
    await expect(within(banner).getByRole('button', { name: /English/ })).toBeVisible();
  },
};

/** Switching to English (challenge layout): the interface changes and the choice is kept on this device only, not in the profile. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, /Русский/, 'English');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /English/ })).toBeVisible());
    await expect(window.localStorage.getItem('lang')).toBe('en');
    // Give a save the time it would take, then check none was made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(savedSettings).toEqual([]);
  },
};

/** Signed-in layouts (`saveLanguageToProfile`): the chosen language is also saved in the profile settings. */
export const SavesToProfile: Story = {
  args: { saveLanguageToProfile: true },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, /Русский/, 'English');
    await waitFor(() => expect(savedSettings).toEqual([{ details: { language: 'en' } }]));
    await expect(within(canvasElement).getByRole('button', { name: /English/ })).toBeVisible();
  },
};

/** Saving the language fails: an error toast, and the switch stays on English (the choice still applies on this device). */
export const SaveFails: Story = {
  args: { saveLanguageToProfile: true },
  parameters: { features: { handlers: { ...recordingHandlers, 'PUT /api/profile/settings': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, /Русский/, 'English');
    await waitFor(() => expect(toastQueue.visibleToasts.map((toast) => (toast.content as { tone?: string }).tone)).toEqual(['critical']));
    // The toast speaks the language just chosen.
    const title = String((toastQueue.visibleToasts[0]?.content as { title?: unknown }).title);
    await expect(title).not.toMatch(/[а-яё]/i);
    await expect(within(canvasElement).getByRole('button', { name: /English/ })).toBeVisible();
    await expect(window.localStorage.getItem('lang')).toBe('en');
    clearToasts();
  },
};

/** A phone: the select shortened to 'RU' (its name stays 'Русский'), the header no wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Русский/ });
    await expect(within(trigger).getByText('RU')).toBeVisible();
    await expect(within(canvasElement).getByText('Gratia')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
