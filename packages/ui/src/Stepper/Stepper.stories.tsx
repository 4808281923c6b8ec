import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stepper, type StepItem } from './Stepper.tsx';

const STEPS: StepItem[] = [
  { id: 'profile', label: 'Профиль', description: 'Фото и должность' },
  { id: 'values', label: 'Ценности', description: 'Что важно в команде' },
  { id: 'thanks', label: 'Первая благодарность' },
  { id: 'done', label: 'Готово' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: STEPS, currentStepId: 'values' },
  parameters: {
    docs: {
      description: {
        component:
          'Progress through a fixed sequence (SPEC §2 onboarding). **When to use:** 3–6 ordered steps the user goes through once; not for navigation (use Tabs). ' +
          '**Props:** `steps: {id, label, description?}[]`, `currentStepId`, `isComplete`, `orientation`, `showSummary` ("Шаг 2 из 4"), `aria-label`. ' +
          '**Accessibility:** an ordered list; the current step has `aria-current="step"`; each step\'s state (выполнен / текущий шаг / впереди) is in its text for screen readers, not colour only.',
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = (el: HTMLElement) => within(el).getAllByRole('listitem').map((li) => li.getAttribute('data-state'));

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Шаг 2 из 4')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Шаги' })).toBeVisible();
    await expect(states(canvasElement)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Профиль, выполнен');
    await expect(items[1]).toHaveTextContent('Ценности, текущий шаг');
    await expect(items[2]).toHaveTextContent('Первая благодарность, впереди');
  },
};

export const FirstStep: Story = {
  args: { currentStepId: 'profile' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    await expect(within(canvasElement).getByText('Шаг 1 из 4')).toBeVisible();
  },
};

export const AllComplete: Story = {
  args: { currentStepId: 'done', isComplete: true },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['complete', 'complete', 'complete', 'complete']);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', showSummary: false },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByRole('listitem');
    await expect(b!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().bottom - 1);
    await expect(within(canvasElement).queryByText('Шаг 2 из 4')).toBeNull();
  },
};

/** With the host's buttons: Next moves the current step (keyboard: Tab + Enter). */
export const WithNavigation: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const current = STEPS[index] ?? STEPS[0]!;
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Stepper {...args} currentStepId={current.id} />
        <button type="button" disabled={index >= STEPS.length - 1} onClick={() => setIndex((i) => i + 1)}>
          Далее
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Далее' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(states(canvasElement)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    await expect(canvas.getByText('Шаг 3 из 4')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  args: { steps: [{ id: 'a', label: 'Profile' }, { id: 'b', label: 'Values' }, { id: 'c', label: 'Done' }], currentStepId: 'b' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Profile, complete');
  },
};
