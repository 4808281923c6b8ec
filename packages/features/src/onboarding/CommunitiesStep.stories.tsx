import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { clearDrafts } from './hooks.ts';
import { INVITE_TOKEN, INVITED_COMMUNITY, meJoiner, meNewcomer, onboardingServer, USED_UP_TOKEN } from './fixtures.ts';
import { CommunitiesStep } from './CommunitiesStep.tsx';

/** The mock server for a newcomer, with `overrides`. */
const newcomer = (overrides: Record<string, unknown> = {}) => ({ features: { route: '/onboarding?step=communities', handlers: { ...onboardingServer(meNewcomer), ...overrides } } });
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Onboarding/CommunitiesStep',
  component: CommunitiesStep,
  args: { inCommunity: false, isAdmin: false, onDone: fn() },
  decorators: [withFeatures],
  parameters: newcomer(),
  beforeEach: () => {
    clearToasts();
    clearDrafts();
  },
} satisfies Meta<typeof CommunitiesStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone with no community: join by invitation or create one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Вступить по приглашению' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Создать сообщество' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Ссылка-приглашение или её код/ })).toHaveValue('');
  },
};
/** Join or create, in English. */
export const English: Story = { globals: { locale: 'en' } };
/** Join or create on a phone: the two cards one under the other. */
export const Phone: Story = { globals: phone };

/** A pasted link names the community; Join makes the person a member (a toast) and hands their profile on. */
export const JoinByLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Ссылка-приглашение или её код'), `https://gratia.example/community/invite?invite=${INVITE_TOKEN}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(await canvas.findByText(`Вас приглашают в сообщество «${INVITED_COMMUNITY}»`)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Вступить' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(meJoiner));
    await expect(await within(document.body).findByText(`Вы вступили в сообщество «${INVITED_COMMUNITY}»`)).toBeInTheDocument();
    clearToasts();
  },
};

/** Something that is not a link or a code, a used-up link and an unknown one: each said on the field. */
export const InviteRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Ссылка-приглашение или её код');
    await userEvent.type(field, 'привет');
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(await canvas.findByText('Вставьте ссылку-приглашение целиком или её код')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, USED_UP_TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(await canvas.findByText('Ссылка-приглашение уже использована')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Joining fails because the last use went to someone else meanwhile: said on the field, nothing else changes. */
export const JoinUsedUpMeanwhile: Story = {
  parameters: newcomer({ 'POST /api/onboarding/join': errorReply('INVITE_USED_UP', 410) }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Ссылка-приглашение или её код'), INVITE_TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Вступить' }));
    await expect(await canvas.findByText('Ссылка-приглашение уже использована')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Creating with a name another community has: the server's ORGANIZATION_NAME_TAKEN on the field; an empty name is caught first. */
export const CreateNameTaken: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    await expect(await canvas.findByText('Введите название')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Название сообщества'), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    await expect(await canvas.findByText('Сообщество с таким названием уже есть')).toBeVisible();
    await expect(canvas.getByLabelText('Название сообщества')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Too many attempts: the rate limit's message on the field. */
export const CreateRateLimited: Story = {
  parameters: newcomer({ 'POST /api/onboarding/community': errorReply('RATE_LIMITED', 429, { retryAfter: 1800 }) }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Название сообщества'), 'Ромашка');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    await expect(await canvas.findByText(/30 мин/)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** While the community is being created the button waits. */
export const Creating: Story = {
  parameters: newcomer({ 'POST /api/onboarding/community': pending }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Название сообщества'), 'Ромашка');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    await waitFor(() => expect(canvasElement.querySelector('button[data-pending]')).not.toBeNull());
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Back from a later step, a member who joined sees their community named instead of the forms. */
export const InCommunity: Story = {
  args: { inCommunity: true, isAdmin: false },
  parameters: { features: { route: '/onboarding?step=communities', handlers: onboardingServer(meJoiner) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: `Вы в сообществе «${INVITED_COMMUNITY}»` })).toBeVisible();
    await expect(canvas.getByText('Дальше — коротко о том, как всё устроено.')).toBeVisible();
    await expect(canvas.queryByLabelText('Название сообщества')).toBeNull();
  },
};
