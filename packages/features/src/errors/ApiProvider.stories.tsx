import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '@gratia/ui';
import { useApiGet } from '../api/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';

/** A widget that reads one resource (stories only): shows what it got, or that it failed. */
function Reader() {
  const { data, error } = useApiGet<{ name: string }>('/api/organization/settings');
  return <Text>{error ? `failed: ${error.code}` : data ? data.name : '…'}</Text>;
}

/**
 * The product's swr set-up (SPEC §8): a failed read shows a translated error toast, except a 401,
 * which the app answers with the sign-in page instead. Every story renders through it; these show
 * its own behaviour.
 */
const meta = {
  title: 'Features/Errors/ApiProvider',
  component: Reader,
  decorators: [withFeatures],
  beforeEach: clearToasts,
} satisfies Meta<typeof Reader>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A read that fails: the widget knows, and the member reads why in a toast in their language. */
export const FailedRead: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': errorReply('FORBIDDEN', 403) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('failed: FORBIDDEN')).toBeInTheDocument();
    await expect(await body().findByText('Недостаточно прав для этого действия')).toBeInTheDocument();
    clearToasts();
  },
};

/** Signed out (401): no toast — the app sends the member to sign in instead. */
export const SignedOut: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': errorReply('UNAUTHORIZED', 401) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('failed: UNAUTHORIZED')).toBeInTheDocument();
    await expect(body().queryByText('Недостаточно прав для этого действия')).toBeNull();
    await expect(body().queryByRole('alert')).toBeNull();
  },
};

/** A read that succeeds: nothing else happens. */
export const Success: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': { name: 'Ромашка' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ромашка')).toBeInTheDocument();
  },
};

/** In English: the toast in English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { 'GET /api/organization/settings': errorReply('FORBIDDEN', 403) } } },
  play: async () => {
    await expect(await body().findByText('You are not allowed to do this')).toBeInTheDocument();
    clearToasts();
  },
};
