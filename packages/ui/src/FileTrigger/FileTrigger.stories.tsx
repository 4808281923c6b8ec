import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { FileTrigger } from './FileTrigger.tsx';

const onSelect = fn();

const meta = {
  title: 'UI/FileTrigger',
  component: FileTrigger,
  tags: ['autodocs'],
  args: {
    acceptedFileTypes: ['image/jpeg', 'image/png'],
    allowsMultiple: true,
    onSelect,
    children: <Button variant="secondary">Добавить фото</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Opens the file dialog from a design-system button. **When to use:** attaching files where the list of chosen files is shown elsewhere (the photos of a thanks); for one image with drop and preview use ImagePicker. ' +
          '**Props:** `acceptedFileTypes` (MIME types), `allowsMultiple`, `defaultCamera`, `onSelect(files: File[])`, `children` (a Button or IconButton). ' +
          '**Accessibility:** the button is the only focusable element; the `<input type="file">` is hidden and clicked for it.',
      },
    },
  },
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type=file]')!;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Two files chosen at once reach `onSelect` as an array, in order; the input carries `accept` and `multiple`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Добавить фото' })).toBeEnabled();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).not.toBeVisible();
    const files = [png('first.png'), png('second.png')];
    await userEvent.upload(input, files);
    await expect(onSelect).toHaveBeenCalledTimes(1);
    const chosen = onSelect.mock.calls[0]?.[0] as File[];
    await expect(chosen.map((f) => f.name)).toEqual(['first.png', 'second.png']);
    await expect(chosen[0]).toBeInstanceOf(File);
  },
};

/** The button opens the dialog: pressing it (Enter) clicks the hidden input. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    const clicked = fn();
    // The real dialog cannot open in a test; count the click and stop it there.
    input.addEventListener('click', (e) => {
      e.preventDefault();
      clicked();
    });
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Добавить фото' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clicked).toHaveBeenCalledTimes(1);
  },
};

/** One file only: no `multiple` on the input. */
export const SingleFile: Story = {
  args: { allowsMultiple: false, children: <Button variant="secondary">Выбрать файл</Button> },
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, png('only.png'));
    await expect((onSelect.mock.calls[0]?.[0] as File[]).map((f) => f.name)).toEqual(['only.png']);
  },
};

/** A disabled button cannot open the dialog. */
export const Disabled: Story = {
  args: {
    children: (
      <Button variant="secondary" isDisabled>
        Добавить фото
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Добавить фото' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: <Button variant="secondary">Add photos</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png('photo.png'));
    await expect(onSelect).toHaveBeenCalledTimes(1);
  },
};
