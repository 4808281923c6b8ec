import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DivisionList, type DivisionListProps } from './DivisionList.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { divisions } from '../testing/divisions.ts';

/** The list keeps its own choice, as the invite dialog does. */
function Controlled(props: Omit<DivisionListProps, 'value' | 'onChange'> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return <DivisionList {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Features/Invites/DivisionList',
  component: Controlled,
  decorators: [withFeatures],
  args: { label: 'Подразделение', description: 'Кто войдёт по ссылке, попадёт в него.', noneLabel: 'Без подразделения', divisions },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: "no division" is selected; choosing one selects it instead. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const none = canvas.getByRole('row', { name: /Без подразделения/ });
    await expect(none).toHaveAttribute('aria-selected', 'true');
    const second = canvas.getAllByRole('row')[2]!;
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(none).toHaveAttribute('aria-selected', 'false');
  },
};
/** A division chosen before. */
export const Chosen: Story = { args: { initial: divisions[1]?.id ?? null } };
/** A refusal of the server on the field. */
export const WithError: Story = { args: { errorMessage: 'Подразделение не найдено' } };
/** No divisions yet: only "no division". */
export const NoDivisions: Story = { args: { divisions: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
