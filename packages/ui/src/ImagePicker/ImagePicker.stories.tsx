import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { ImagePicker } from './ImagePicker.tsx';

/** Stories only: draws a real image of the given size and type with a canvas. */
async function makeImage(width: number, height: number, type = 'image/png', name = 'logo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#1f5fbf';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffd23f';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type));
  return new File([blob], name, { type });
}

function fileInput(root: HTMLElement): HTMLInputElement {
  return root.querySelector('input[type="file"]')!;
}

/**
 * Drops files on the zone the way a browser does (dragenter, dragover, drop). Chromium gives
 * synthetic events no file-system entries, so the transfer is a plain object with the same shape.
 */
function drop(zone: Element, files: File[]) {
  const data = {
    types: ['Files'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    getData: () => '',
    setData: () => undefined,
    dropEffect: 'none',
    effectAllowed: 'all',
  };
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { bubbles: true, cancelable: true, clientX: 10, clientY: 10 });
    Object.defineProperty(event, 'dataTransfer', { value: data });
    zone.dispatchEvent(event);
  }
}

/** The drop zone element of a story. */
const zoneOf = (root: HTMLElement) => root.querySelector('[data-rac][class*="zone"]')!;

const meta = {
  title: 'UI/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { label: 'Логотип', onSelect: fn() },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the file button is reachable by Tab; choosing a PNG previews it and calls onSelect. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Логотип/ })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Выберите файл' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('PNG, JPEG, GIF или WebP');
    const file = await makeImage(40, 20);
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
    await expect(canvas.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(canvas.getByRole('button', { name: 'Заменить' })).toBeInTheDocument();
  },
};

/** An existing image (the saved logo) with Replace and Remove. */
export const WithValue: Story = {
  args: { value: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="166" height="35"><rect width="166" height="35" fill="%231f5fbf"/></svg>', onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** A text file renamed to .png is refused by its content, with a translated error. */
export const RenamedFileRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['not really a picture'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Это не изображение. Выберите PNG, JPEG, GIF или WebP'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Award images: PNG only — a real JPEG is refused. */
export const PngOnly: Story = {
  args: { label: 'Изображение награды', pngOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Только PNG')).toBeInTheDocument();
    const jpeg = await makeImage(20, 20, 'image/jpeg', 'award.jpg');
    drop(zoneOf(canvasElement), [jpeg]);
    await expect(await canvas.findByText('Нужен файл PNG')).toBeInTheDocument();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Size limit in bytes: a bigger file is refused with the limit in the message. */
export const TooLarge: Story = {
  args: { maxBytes: 1024 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Выберите файл' })).toHaveAccessibleDescription(/до 1\s?кБ/i);
    const big = await makeImage(400, 400);
    await expect(big.size).toBeGreaterThan(1024);
    await userEvent.upload(fileInput(canvasElement), big);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Файл больше 1\s?кБ/i));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The logo's box (SPEC §5): at most 166 × 35 px. */
export const LogoDimensions: Story = {
  args: { maxWidth: 166, maxHeight: 35, pngOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makeImage(200, 35));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Изображение больше 166 × 35 пикселей (сейчас 200 × 35)'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    const fits = await makeImage(166, 35);
    await userEvent.upload(fileInput(canvasElement), fits);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(fits));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Dropping a PNG on the zone selects it like the file button does. */
export const DropImage: Story = {
  play: async ({ args, canvasElement }) => {
    const file = await makeImage(30, 30);
    drop(zoneOf(canvasElement), [file]);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
  },
};

/** Dropping two files asks for one. */
export const DropTwoFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    drop(zoneOf(canvasElement), [await makeImage(10, 10), await makeImage(10, 10)]);
    await expect(await canvas.findByText('Выберите один файл')).toBeInTheDocument();
  },
};

/** Upload through the callback: progress is shown, then a status message. */
export const Uploading: Story = {
  args: {
    upload: async (_file, onProgress) => {
      for (const fraction of [0.25, 0.5, 0.75]) {
        onProgress(fraction);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makeImage(20, 20, 'image/png', 'photo.png'));
    const bar = await canvas.findByRole('progressbar', { name: 'Загрузка photo.png' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Файл photo.png загружен');
  },
};

/** Progress driven by the parent prop. */
export const ProgressFromProp: Story = {
  args: { progress: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

/** A failed upload shows a translated error. */
export const UploadFailed: Story = {
  args: { upload: () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makeImage(20, 20));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить файл. Попробуйте ещё раз'));
  },
};

export const ServerError: Story = { args: { errorMessage: 'Сервер отклонил файл' } };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Выберите файл' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Logo', maxBytes: 2 * 1024 * 1024, maxWidth: 166, maxHeight: 35 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PNG, JPEG, GIF or WebP, up to 2 MB, at most 166 × 35 pixels')).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), new File(['x'.repeat(20)], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This is not an image'));
  },
};
