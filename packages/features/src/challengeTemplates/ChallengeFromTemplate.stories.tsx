import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ChallengeCreateOptions, UploadedImage } from '@gratia/contracts';
import type { UploadTransport } from '../api/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { pending } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { ChallengeFromTemplate } from './ChallengeFromTemplate.tsx';
import { templatesServer } from './fixtures.ts';

/** A fake upload: answers an image whose URL is the file's own data, ids …d001, …d002. */
function copies(): UploadTransport {
  let count = 0;
  return ({ body }) =>
    new Promise((resolve) => {
      const n = ++count;
      const file = body.get('file');
      const reader = new FileReader();
      reader.onload = () => {
        const url = String(reader.result);
        const image: UploadedImage = { id: `8d0be1a0-2b6f-4e0a-9d51-${String(n).padStart(12, '0')}`, url, thumbUrl: url, width: 320, height: 240, purpose: 'thanks', createdAt: '2026-03-10T09:00:00.000Z' };
        resolve({ status: 201, text: JSON.stringify(image) });
      };
      reader.readAsDataURL(file instanceof File ? file : new Blob());
    });
}

/** What the challenge form reads: the accounts a member may pay a fund from, and its defaults. */
const createOptions: ChallengeCreateOptions = {
  activePeriod: true,
  sponsors: [
    { sponsor: 'distribution', balance: 80 },
    { sponsor: 'income', balance: 35 },
  ],
  defaults: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
};

const handlers = { ...defaultHandlers, 'GET /api/challenges/create-options': createOptions, ...templatesServer().handlers };

const meta = {
  title: 'Features/ChallengeTemplates/ChallengeFromTemplate',
  component: ChallengeFromTemplate,
  decorators: [withFeatures],
  args: { templateId: 2, headingLevel: 1 },
  parameters: { features: { handlers, route: '/challenges/new?template=2', upload: copies() } },
  beforeEach: () => {
    clearToasts();
    localStorage.clear();
  },
} satisfies Meta<typeof ChallengeFromTemplate>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * '10 000 шагов' (a voting template with one cover): the wizard opens with its name and
 * description filled in and its cover copied as the member's own; fund, places and dates blank.
 */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-state="ready"]')).not.toBeNull(), { timeout: 4000 });
    await expect(await canvas.findByRole('textbox', { name: /Название/ })).toHaveValue('10 000 шагов');
    await expect(canvas.getByRole('textbox', { name: /Описание/ })).toHaveValue('Пройдите 10 000 шагов за день и пришлите скриншот шагомера. Победителей выберут лайками коллег.');
    await waitFor(() => expect(canvasElement.querySelector('img[src^="data:image/svg"]')).not.toBeNull());
    await imagesDecoded(canvasElement);
  },
};
export const PrefilledEnglish: Story = { globals: { locale: 'en' } };

/** A template that cannot be read: the empty form with a notice and a link to the templates. */
export const NotFound: Story = {
  args: { templateId: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('template-not-found')).toHaveTextContent('Этот шаблон недоступен');
    await expect(canvas.getByRole('link', { name: 'К шаблонам' })).toHaveAttribute('href', '/challenge_templates');
    await expect(await canvas.findByRole('textbox', { name: /Название/ })).toHaveValue('');
    clearToasts();
  },
};

/** While the template loads. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/challenges/templates/one': pending } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Готовим челлендж по шаблону' })).toBeInTheDocument();
  },
};

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
