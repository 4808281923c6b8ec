import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StepsEditor, type StepsEditorProps } from './StepsEditor.tsx';
import type { Steps } from './chainSteps.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';

const names = new Map([
  [1, 'Познакомьтесь с командой'],
  [2, 'Обед с наставником'],
  [3, 'Первый вклад в проект'],
  [4, 'Очень длинное название челленджа, которое переносится на несколько строк и не расширяет шаг'],
]);

/** The editor with its own arrangement, as the chain form holds it. */
function Editable(props: StepsEditorProps) {
  const [steps, setSteps] = useState<Steps>(props.steps);
  return (
    <StepsEditor
      {...props}
      steps={steps}
      onChange={(next) => {
        setSteps(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Challenges/StepsEditor',
  component: StepsEditor,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/challenge_chains/new' } },
  args: { steps: [[1, 2], [3]], names, onChange: fn(), announce: fn() },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof StepsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('editor-step');

/** Two steps; the buttons move a challenge a step later (a new step past the last) and earlier, announced. */
export const MoveByButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stepsOf(canvasElement)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'На шаг раньше: Познакомьтесь с командой' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'На шаг позже: Обед с наставником' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([[1], [3, 2]]);
    await expect(args.announce).toHaveBeenLastCalledWith('«Обед с наставником» теперь в шаге 2');
    await userEvent.click(canvas.getByRole('button', { name: 'На шаг позже: Первый вклад в проект' }));
    await expect(stepsOf(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'На шаг раньше: Первый вклад в проект' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([[1], [2, 3], []]);
  },
};

/** An emptied step stays to drag into, with "remove empty steps"; "+ Шаг" adds one only after a filled last step. */
export const EmptySteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать из цепочки: Первый вклад в проект' }));
    await expect(within(stepsOf(canvasElement)[1]!).getByText('Перетащите сюда челлендж')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '+ Шаг' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать пустые шаги' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([[1, 2]]);
    await expect(stepsOf(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '+ Шаг' }));
    await expect(stepsOf(canvasElement)).toHaveLength(2);
  },
};

/** Keyboard drag and drop: Enter on a challenge's handle, Tab to the other step, Enter drops it there. */
export const DragWithKeyboard: Story = {
  args: { steps: [[1, 2], []] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Обед с наставником' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(stepsOf(canvasElement)[1]!).getByText('Обед с наставником')).toBeInTheDocument());
  },
};

/** Once someone took part: every control disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'На шаг позже: Обед с наставником' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '+ Шаг' })).toBeDisabled();
  },
};

/** A long name on a phone wraps inside its row. */
export const LongNamePhone: Story = {
  args: { steps: [[4], [3]] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
