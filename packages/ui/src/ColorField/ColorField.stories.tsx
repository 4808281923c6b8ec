import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formFrame } from '../Field/storyFrame.tsx';
import { ColorField, type ColorFieldProps } from './ColorField.tsx';

const meta = {
  title: 'UI/ColorField',
  component: ColorField,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { label: 'Основной цвет бренда', defaultValue: '#1f5fbf', contrastAgainst: '#ffffff', onChange: fn() },
} satisfies Meta<typeof ColorField>;

function ControlledColorField(args: ColorFieldProps) {
  const [value, setValue] = useState('#336699');
  return (
    <div>
      <ColorField {...args} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </div>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

/** A dark brand colour passes AA for text; the readout shows the ratio. */
export const Passing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Основной цвет бренда' });
    await expect(input).toHaveValue('#1f5fbf');
    await expect(input).toHaveAccessibleDescription(/Контраст с фоном: 6,1:1.*AA/);
    await expect(canvas.getByText('Подходит для текста (AA)')).toBeInTheDocument();
  },
};

/** 3:1 … 4.5:1: only large text and UI parts. */
export const LargeTextOnly: Story = {
  args: { defaultValue: '#c06000' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Только для крупного текста и элементов')).toBeInTheDocument();
  },
};

/** Below 3:1: the readout warns (the app derives readable on-colours anyway). */
export const Failing: Story = {
  args: { defaultValue: '#ffe08a' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Недостаточный контраст')).toBeInTheDocument();
  },
};

/** Typing: invalid text shows a translated error and never reaches onChange; a valid one does. */
export const Typing: Story = {
  args: { defaultValue: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('#12zz');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Введите цвет в формате #RRGGBB')).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.keyboard('0a0');
    await expect(args.onChange).toHaveBeenLastCalledWith('#00aa00');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Blur normalizes the short form.
    await userEvent.tab();
    await expect(input).toHaveValue('#00aa00');
    await expect(canvas.getByTestId('color-swatch').style.background).toContain('rgb(0, 170, 0)');
  },
};

export const Invalid: Story = { args: { defaultValue: 'blue' } };

/** Without `contrastAgainst` the readout uses the theme's surface colour. */
export const AgainstThemeSurface: Story = {
  args: { contrastAgainst: undefined, defaultValue: '#000000' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Контраст с фоном/)).toBeInTheDocument();
  },
};

export const ServerError: Story = { args: { errorMessage: 'Цвет не сохранён' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const WithDescription: Story = { args: { description: 'Кнопки, ссылки и выделения' } };

/** Controlled: the parent shows the value it received. */
export const Controlled: Story = {
  render: (args) => <ControlledColorField {...args} />,

  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('#884400');
    await expect(canvas.getByTestId('value')).toHaveTextContent('#884400');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Brand colour', defaultValue: '#1f5fbf' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fine for text (AA)')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/Contrast with the background: 6\.1:1/)).toBeInTheDocument();
  },
};
