import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { InviteLink, ProfileInfo } from '@gratia/contracts';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { creatorLink, INVITE_TOKEN, meCreator, meJoiner, onboardingServer } from './fixtures.ts';
import { EducationStep } from './EducationStep.tsx';

/** The step for `me`, on a mock server with `links` already made. */
const server = (me: ProfileInfo, links: InviteLink[] = []) => ({ features: { route: '/onboarding?step=education', handlers: onboardingServer(me, { links }) } });
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Onboarding/EducationStep',
  component: EducationStep,
  // A fixed address, so the invite link reads the same on any Storybook port.
  args: { isAdmin: true, inviteOrigin: 'https://gratia.example' },
  decorators: [withFeatures],
  parameters: server(meCreator),
  beforeEach: clearToasts,
} satisfies Meta<typeof EducationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** For the creator: the tour and the invite link to create. */
export const Creator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Лента событий' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Создать ссылку-приглашение' }));
    await expect(await canvas.findByDisplayValue(new RegExp(`/community/invite\\?invite=${INVITE_TOKEN}$`))).toBeVisible();
  },
};
/** For the creator whose link exists, in English. */
export const CreatorEnglish: Story = { parameters: server(meCreator, [creatorLink]), globals: { locale: 'en' } };
/** For the creator whose link exists, on a phone: the tour cards one under the other. */
export const CreatorPhone: Story = { parameters: server(meCreator, [creatorLink]), globals: phone };

/** For a member who joined: the tour only. */
export const Member: Story = { args: { isAdmin: false }, parameters: server(meJoiner) };

/** The browser refuses the clipboard: SPEC §8's 'Не удалось скопировать ссылку'. */
export const CopyFails: Story = {
  parameters: server(meCreator, [creatorLink]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Скопировать ссылку' }));
      await waitFor(() => expect(within(document.body).getByText('Не удалось скопировать ссылку')).toBeInTheDocument());
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
      clearToasts();
    }
  },
};
