import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageCrop } from './ImageCrop.tsx';

/** Stories only: a deterministic 800 × 600 test picture as a data URL (quadrants and a circle). */
function samplePicture(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  const ctx = canvas.getContext('2d')!;
  const colours = ['#1f5fbf', '#2e8b57', '#c0392b', '#f1c40f'];
  colours.forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect((i % 2) * 400, Math.floor(i / 2) * 300, 400, 300);
  });
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(400, 300, 120, 0, Math.PI * 2);
  ctx.fill();
  return canvas.toDataURL('image/png');
}

const picture = samplePicture();

const meta = {
  title: 'UI/ImageCrop',
  component: ImageCrop,
  tags: ['autodocs'],
  args: { src: picture, onCrop: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof ImageCrop>;

export default meta;
type Story = StoryObj<typeof meta>;

async function decode(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** Round avatar: Apply returns a square 512 × 512 PNG Blob. */
export const Avatar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Применить' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(args.onCrop).toHaveBeenCalledTimes(1));
    const [blob] = vi(args.onCrop).mock.calls[0]!;
    await expect(blob.type).toBe('image/png');
    await expect(await decode(blob)).toEqual({ width: 512, height: 512 });
  },
};

/** Keyboard: Tab to the crop area, arrows move the image, + and − zoom (slider follows). */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('group', { name: 'Область кадрирования' });
    await expect(area).toHaveAccessibleDescription('Стрелки двигают изображение, + и − меняют масштаб');
    await userEvent.tab();
    await expect(area).toHaveFocus();
    const slider = canvas.getByRole('slider', { name: 'Масштаб' });
    await expect((slider as HTMLInputElement).value).toBe('1');
    await userEvent.keyboard('++');
    await expect((slider as HTMLInputElement).value).toBe('1.5');
    await userEvent.keyboard('-');
    await expect((slider as HTMLInputElement).value).toBe('1.25');
    const image = canvasElement.querySelector('img')!;
    const before = image.style.transform;
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(image.style.transform).not.toBe(before));
    // The moved and zoomed crop is what Apply returns (still a 512 px square).
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(args.onCrop).toHaveBeenCalledTimes(1));
    const [, pixels] = vi(args.onCrop).mock.calls[0]!;
    await expect(pixels.width).toBeLessThan(600);
  },
};

/** Zoom buttons and slider; the − button is disabled at the minimum. */
export const ZoomControls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoomOut = canvas.getByRole('button', { name: 'Уменьшить' });
    await expect(zoomOut).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Увеличить' }));
    await expect((canvas.getByRole('slider') as HTMLInputElement).value).toBe('1.25');
    await expect(zoomOut).toBeEnabled();
  },
};

/** Cover: a 16:9 rectangle, 1280 × 720 output. */
export const Cover: Story = {
  args: { preset: 'cover' },
  play: async ({ args, canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: 'Применить' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(args.onCrop).toHaveBeenCalledTimes(1));
    await expect(await decode(vi(args.onCrop).mock.calls[0]![0])).toEqual({ width: 1280, height: 720 });
  },
};

/** JPEG output at a chosen width. */
export const JpegOutput: Story = {
  args: { output: { type: 'image/jpeg', width: 128 } },
  play: async ({ args, canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: 'Применить' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(args.onCrop).toHaveBeenCalledTimes(1));
    const [blob] = vi(args.onCrop).mock.calls[0]!;
    await expect(blob.type).toBe('image/jpeg');
    await expect(await decode(blob)).toEqual({ width: 128, height: 128 });
  },
};

/** An image that cannot be loaded: there is no crop area, so Apply stays disabled and nothing is returned. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,AAAA' },
  render: (args) => <ImageCrop {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await expect(args.onCrop).not.toHaveBeenCalled();
  },
};

/** Cancel and saving states. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Применить/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Crop area' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  },
};

/** Typed access to a story's `fn()` mock. */
function vi<T extends (...args: never[]) => unknown>(mock: T) {
  return mock as unknown as { mock: { calls: Parameters<T>[] } };
}
