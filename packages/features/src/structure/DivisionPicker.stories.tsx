import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DivisionPicker, type DivisionPickerProps } from './DivisionPicker.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { divisions } from '../testing/divisions.ts';

/** The picker with its value kept in state, as the dialogs keep it. */
function Controlled(props: DivisionPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DivisionPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Features/Structure/DivisionPicker',
  component: DivisionPicker,
  decorators: [withFeatures],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Подразделение', noneLabel: 'Без подразделения', divisions, value: null, onChange: fn() },
} satisfies Meta<typeof DivisionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tree indented under "Без подразделения"; arrows move and Enter chooses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Подразделение' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(divisions.length + 1);
    await userEvent.click(within(grid).getByRole('row', { name: 'Backend' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Moving a division: it and those under it cannot be chosen. */
export const Disabled: Story = {
  args: { value: 10, disabled: new Set([10, 3, 11, 12, 2]) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Подразделение' });
    await expect(within(grid).getByRole('row', { name: 'Backend' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An error under the list. */
export const WithError: Story = { args: { errorMessage: 'Нельзя перенести подразделение внутрь него самого' } };
