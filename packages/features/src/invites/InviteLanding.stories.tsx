import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '@gratia/ui';
import { AuthLayout } from '../shell/index.ts';
import { InviteLanding } from './InviteLanding.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { inviteLookups, LANDING_TOKEN } from './fixtures.ts';

/** Where the router is now (the sign-in page stands in for /login). */
function Where() {
  const location = useLocation();
  return <Text data-testid="where">{`${location.pathname}${location.search}`}</Text>;
}

/** The sign-outs of {@link SignedIn} (reset before each story). */
let logouts = 0;

/** The mock API of a story: the lookup answers `lookup`, the session `signedIn`. */
const server = (lookup: unknown, signedIn = false) => ({
  'GET /api/invite-links/lookup': lookup,
  'GET /api/auth/session': { signedIn },
  'POST /api/auth/logout': () => {
    logouts++;
    return { ok: true };
  },
});

const ROUTE = `/community/invite?invite=${LANDING_TOKEN}`;

/**
 * The page an invite link opens, in the auth layout (SPEC §2 /community/invite; docs/decisions/0032):
 * the community's name and the way on to the sign-in with the token, or why the link no longer works.
 */
const meta = {
  title: 'Features/Invites/InviteLanding',
  component: InviteLanding,
  decorators: [withFeatures],
  args: { token: LANDING_TOKEN },
  parameters: { layout: 'fullscreen', features: { route: ROUTE, handlers: server(inviteLookups.usable) } },
  beforeEach: () => {
    clearToasts();
    logouts = 0;
  },
  render: (args) => (
    <Routes>
      <Route
        path="/community/invite"
        element={
          <AuthLayout>
            <InviteLanding {...args} />
          </AuthLayout>
        }
      />
      <Route path="/login" element={<Where />} />
    </Routes>
  ),
} satisfies Meta<typeof InviteLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

const landing = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('invite-landing');

/** The link is being checked: a spinner, nothing else. */
export const Loading: Story = {
  parameters: { features: { handlers: server(pending) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Проверяем приглашение…' })).toBeInTheDocument();
    await expect(landing(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** A link that admits, opened by someone signed out: "Вас пригласили в «Ромашка»", Continue leads to the sign-in with the token. */
export const Usable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Вас пригласили в «Ромашка»' })).toBeInTheDocument();
    await expect(canvas.getByText(/Если аккаунта ещё нет, он появится/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Продолжить' }));
    await expect(await canvas.findByTestId('where')).toHaveTextContent(`/login?invite=${LANDING_TOKEN}`);
    await expect(logouts).toBe(0);
  },
};

/** Someone already signed in: told that joining means signing in again; "Sign out and continue" signs out, then the sign-in with the token. */
export const SignedIn: Story = {
  parameters: { features: { handlers: server(inviteLookups.usable, true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Вы уже вошли в Gratia/)).toBeInTheDocument();
    await expect(logouts).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Выйти и продолжить' }));
    await expect(await canvas.findByTestId('where')).toHaveTextContent(`/login?invite=${LANDING_TOKEN}`);
    await expect(logouts).toBe(1);
  },
};

/** The link has expired: the community's name, why it no longer works, whom to ask; a way to the plain sign-in. */
export const Expired: Story = {
  parameters: { features: { handlers: server(inviteLookups.expired) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Приглашение в «Ромашка» больше не действует' })).toBeInTheDocument();
    await expect(canvas.getByText('Срок действия ссылки истёк.')).toBeInTheDocument();
    await expect(canvas.getByText('Попросите новую ссылку у администратора сообщества.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Продолжить' })).toBeNull();
    await expect(landing(canvasElement)).toHaveAttribute('data-state', 'unusable');
  },
};

/** The link is used up. */
export const UsedUp: Story = {
  parameters: { features: { handlers: server(inviteLookups.usedUp) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('По этой ссылке уже присоединились все, кого она приглашала.')).toBeInTheDocument();
  },
};

/** The link was revoked. */
export const Revoked: Story = {
  parameters: { features: { handlers: server(inviteLookups.revoked) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Администратор отозвал эту ссылку.')).toBeInTheDocument();
  },
};

/** No link has this token: "Приглашение не найдено" in place, and no error toast. */
export const NotFound: Story = {
  parameters: { features: { handlers: server(errorReply('INVITE_NOT_FOUND', 404)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Приглашение не найдено' })).toBeInTheDocument();
    await expect(canvas.getByText(/скопирована целиком/)).toBeInTheDocument();
    await expect(within(document.body).queryByText('Ссылка-приглашение не найдена')).toBeNull();
  },
};

/** Reads of the lookup in {@link LookupError} (reset before it runs). */
let lookups = 0;
/** The check fails (server error): the error with a retry, which brings the invitation. */
export const LookupError: Story = {
  beforeEach: () => {
    lookups = 0;
  },
  parameters: { features: { handlers: server(() => (++lookups === 1 ? errorReply('INTERNAL', 500) : inviteLookups.usable)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось проверить приглашение')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Вас пригласили в «Ромашка»' })).toBeInTheDocument();
    await expect(lookups).toBe(2);
  },
};

/** In English, a link that admits. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are invited to “Ромашка”' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  },
};

/** In English, a revoked link. */
export const EnglishRevoked: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: server(inviteLookups.revoked) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The invitation to “Ромашка” no longer works' })).toBeInTheDocument();
    await expect(canvas.getByText('An administrator revoked this link.')).toBeInTheDocument();
    await expect(canvas.getByText('Ask the community administrator for a new link.')).toBeInTheDocument();
  },
};

/** A phone (375 px), signed in: the whole text and the button fit, nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: server({ ...inviteLookups.usable, organizationName: 'Ромашка — Северо-Западный региональный офис продаж и сервиса' }, true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Выйти и продолжить' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
