import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES } from '@gratia/contracts';
import { PhotoAttachments } from './PhotoAttachments.tsx';
import { usePhotoUploads } from './usePhotoUploads.ts';
import { useImageUpload } from './hooks.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { clearToasts, fileInput, imagesDecoded, makePhoto } from '../testing/storyHelpers.ts';
import { fakeUploads } from './storyHelpers.ts';

/** PhotoAttachments with its state from usePhotoUploads, as the thanks form holds it. */
function PhotoAttachmentsDemo() {
  const photos = usePhotoUploads(useImageUpload('thanks'));
  return <PhotoAttachments photos={photos} />;
}

const meta = {
  title: 'Features/Thanks/PhotoAttachments',
  component: PhotoAttachmentsDemo,
  subcomponents: { PhotoAttachments },
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, upload: fakeUploads() } },
  beforeEach: clearToasts,
} satisfies Meta<typeof PhotoAttachmentsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function pick(canvasElement: HTMLElement, count: number, offset = 0) {
  const files = await Promise.all(Array.from({ length: count }, (_, i) => makePhoto(`photo-${offset + i + 1}.png`, offset + i)));
  await userEvent.upload(fileInput(canvasElement), files);
}

/** Nothing picked: the button and the limits. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Фото' })).toHaveAccessibleDescription('До 5 фото: JPEG, PNG, WebP или GIF, каждое до 10 МБ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Добавить фото' })).toHaveFocus();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
  },
};
export const EmptyEnglish: Story = { globals: { locale: 'en' } };

/** One photo on its way: the bar holds at 45 %. */
export const Uploading: Story = {
  parameters: { features: { handlers: defaultHandlers, upload: fakeUploads({ outcome: () => ({ kind: 'hold', at: 0.45 }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 1);
    const bar = await canvas.findByRole('progressbar', { name: 'Загрузка фото 1' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    await expect(canvas.getByRole('img', { name: 'Фото 1 из 1: photo-1.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await imagesDecoded(canvasElement);
  },
};
export const UploadingEnglish: Story = {
  ...Uploading,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 1);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading photo 1' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    await imagesDecoded(canvasElement);
  },
};

/** Two photos uploaded. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 2);
    await waitFor(() => expect(canvas.getAllByText('Загружено')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

/** Five photos: the most a thanks carries; the Add button is off and says why. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 5);
    await waitFor(() => expect(canvas.getAllByText('Загружено')).toHaveLength(5), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Добавить фото' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Фото' })).toHaveAccessibleDescription('Прикреплено 5 фото — больше нельзя');
    await imagesDecoded(canvasElement);
  },
};

/** Six picked at once: five are taken, the sixth is refused with the reason. */
export const TooMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 6);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('photo-6.png: Не больше 5 фото');
    await waitFor(() => expect(canvas.getAllByText('Загружено')).toHaveLength(5), { timeout: 5000 });
    await imagesDecoded(canvasElement);
  },
};

/** The server refused the upload: the photo shows why and offers a retry; Retry uploads it again. */
export const UploadError: Story = {
  parameters: {
    features: { handlers: defaultHandlers, upload: fakeUploads({ outcome: () => ({ kind: 'error', code: 'IMAGE_TOO_LARGE', status: 422 }) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 1);
    await expect(await canvas.findByText('Слишком большое изображение: уменьшите его и попробуйте снова', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить загрузку фото 1' })).toBeEnabled();
    await imagesDecoded(canvasElement);
  },
};
export const UploadErrorEnglish: Story = {
  ...UploadError,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 1);
    await expect(await canvas.findByText('The image is too large: make it smaller and try again', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry uploading photo 1' })).toBeEnabled();
    await imagesDecoded(canvasElement);
  },
};

/** The first attempt fails on the network, the retry succeeds. */
export const RetryAfterError: Story = {
  parameters: {
    features: {
      handlers: defaultHandlers,
      upload: fakeUploads({ outcome: (n) => (n === 0 ? { kind: 'error', code: 'INTERNAL', status: 500 } : { kind: 'ok' }) }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 1);
    const retry = await canvas.findByRole('button', { name: 'Повторить загрузку фото 1' }, { timeout: 3000 });
    await userEvent.click(retry);
    await expect(await canvas.findByText('Загружено', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.queryByText('Произошла ошибка')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

/** A file over MAX_UPLOAD_BYTES is refused before any upload, with the limit in the message. */
export const TooBig: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('huge.jpg: файл больше 10 МБ');
    await expect(canvas.queryByRole('list', { name: /Прикреплённые фото/ })).toBeNull();
  },
};
export const TooBigEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('huge.jpg: the file is larger than 10 MB');
  },
};

/** Removing the first of two photos (by keyboard); the other one becomes photo 1 of 1. Removing a running upload cancels it. */
export const Remove: Story = {
  parameters: {
    features: { handlers: defaultHandlers, upload: fakeUploads({ outcome: (n) => (n === 0 ? { kind: 'hold', at: 0.6 } : { kind: 'ok' }) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 2);
    await canvas.findByText('Загружено', {}, { timeout: 3000 });
    const remove = canvas.getByRole('button', { name: 'Удалить фото 1' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('img', { name: 'Фото 1 из 1: photo-2.png' })).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};
