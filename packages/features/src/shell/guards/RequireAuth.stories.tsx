import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orgThemeInlineVars, themePresets } from '@gratia/tokens';
import { Box, Card, Heading, Stack, Text } from '@gratia/ui';
import { RequireAuth } from './RequireAuth.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { meUser, settings } from '../../testing/fixtures.ts';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';

/** Where the router is now. */
function Where() {
  const location = useLocation();
  return (
    <Text size="sm" tone="muted" data-testid="where">
      {`${location.pathname}${location.search}`}
    </Text>
  );
}

/** A stand-in for a signed-in page. */
function MemberPage() {
  return (
    <Box padding="lg">
      <Card>
        <Stack gap="sm">
          <Heading level={1} size={3}>
            Лента событий
          </Heading>
          <Text>Только для участников</Text>
          <Where />
        </Stack>
      </Card>
    </Box>
  );
}

/** A stand-in for the sign-in page. */
function SignInPage() {
  return (
    <Box padding="lg">
      <Card>
        <Stack gap="sm">
          <Heading level={1} size={3}>
            Вход
          </Heading>
          <Where />
        </Stack>
      </Card>
    </Box>
  );
}

/** The reads the guard makes, in the order they were answered (reset before each story). */
const calls: string[] = [];
/** GET /api/profile/me answers `me` (a handler result) and records the call. */
const session = (me: unknown) => ({
  'GET /api/profile/me': () => {
    calls.push('me');
    return typeof me === 'function' ? (me as () => unknown)() : me;
  },
  'GET /api/organization/settings': () => {
    calls.push('settings');
    return settings;
  },
});

/**
 * The guard of every signed-in route: nothing of the page before the session is known (a
 * whole-page spinner), the page once signed in (with the organization's colours on the document),
 * /login keeping the query and the page asked for when signed out, and an error with a retry when
 * the session cannot be checked.
 */
const meta = {
  title: 'Features/Shell/RequireAuth',
  component: RequireAuth,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { route: '/feed?filter=winners', handlers: session(meUser) } },
  beforeEach: () => {
    clearToasts();
    calls.length = 0;
  },
  render: () => (
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/feed" element={<MemberPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof RequireAuth>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The session is being checked: a whole-page spinner, nothing of the page and no other read. */
export const Loading: Story = {
  parameters: { features: { handlers: session(pending) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Загрузка…' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull();
    await expect(canvas.queryByText('Только для участников')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Вход' })).toBeNull();
    await expect(calls).toEqual(['me']);
  },
};

/** Signed in: the page opens at the address asked for; the organization's settings are read only after the session. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Только для участников')).toBeVisible();
    await expect(canvas.getByTestId('where')).toHaveTextContent('/feed?filter=winners');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(calls).toEqual(['me', 'settings']));
  },
};

/** Signed in to an organization with its own colours (the forest brand): they are applied to the document root. */
export const AppliesOrgTheme: Story = {
  parameters: {
    features: {
      handlers: {
        ...session(meUser),
        'GET /api/organization/settings': { ...settings, colorsJson: themePresets.forest },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Только для участников')).toBeVisible();
    const root = document.documentElement;
    const expected = Object.entries(orgThemeInlineVars(themePresets.forest));
    const defaults = orgThemeInlineVars(themePresets.default);
    // The forest brand differs from the default somewhere, so the check below can tell them apart.
    await expect(expected.some(([name, value]) => defaults[name] !== value)).toBe(true);
    await waitFor(() => expect(expected.filter(([name, value]) => root.style.getPropertyValue(name) !== value)).toEqual([]));
  },
};

/** Signed out (401): straight to /login, keeping the query and the page asked for in `next`; nothing of the page shows. */
export const SignedOut: Story = {
  parameters: { features: { handlers: session(errorReply('UNAUTHORIZED', 401)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(canvas.getByTestId('where')).toHaveTextContent(`/login?filter=winners&next=${encodeURIComponent('/feed?filter=winners')}`);
    await expect(canvas.queryByText('Только для участников')).toBeNull();
    await expect(calls).toEqual(['me']);
  },
};

/** The session's CSRF token is no longer valid: treated as signed out (/login), with the product's 'session expired' toast. */
export const CsrfInvalid: Story = {
  parameters: { features: { route: '/feed', handlers: session(errorReply('CSRF_INVALID', 403)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(canvas.getByTestId('where')).toHaveTextContent(`/login?next=${encodeURIComponent('/feed')}`);
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Сессия устарела, обновите страницу' })).toBeInTheDocument();
    clearToasts();
  },
};

/** The session check fails (500): the error in place of the page (and the error toast), and 'Повторить' asks again and opens it. */
let meCalls = 0;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    meCalls = 0;
  },
  parameters: { features: { handlers: session(() => (++meCalls === 1 ? errorReply('INTERNAL', 500) : meUser)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Произошла ошибка');
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Произошла ошибка' })).toBeInTheDocument();
    clearToasts();
    await expect(canvas.queryByText('Только для участников')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Вход' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Только для участников')).toBeVisible();
    await expect(meCalls).toBe(2);
  },
};

/** No connection (English): the translated network error (and its toast) with a retry, not the sign-in page. */
export const NetworkErrorEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    features: {
      handlers: session(() => {
        throw new TypeError('Failed to fetch');
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No connection to the server, please check your network');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Вход' })).toBeNull();
    await expect(await within(document.body).findByRole('alertdialog', { name: 'No connection to the server, please check your network' })).toBeInTheDocument();
    clearToasts();
  },
};
