import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentItem } from './SegmentedControl.tsx';
import { expectFocusRing, expectSelectionVisible } from '../internal/forcedColorsStory.ts';

const FILTERS: SegmentItem[] = [
  { id: 'all', label: 'Все' },
  { id: 'mine', label: 'Мои', count: 3 },
  { id: 'thanks', label: 'Благодарности' },
  { id: 'awards', label: 'Награды', isDisabled: true },
];

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { label: 'Фильтр ленты', items: FILTERS, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A one-of-few switch (SPEC §2 feed filters). **When to use:** 2–5 mutually exclusive views of the same list; for sections with their own content use Tabs, for long lists Select. ' +
          '**Props:** `label` (group name, visually hidden by default), `items: {id, label, count?, isDisabled?}[]`, `value`/`defaultValue`, `onChange(id)`, `isDisabled`. ' +
          '**Accessibility:** a `radiogroup` of real radios: Tab enters at the selected option, arrows move and select, disabled options are skipped.',
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Фильтр ленты' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await userEvent.click(canvas.getByText('Благодарности'));
    await expect(canvas.getByRole('radio', { name: 'Благодарности' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('thanks');
    await expect(canvas.getByRole('radio', { name: 'Мои 3' })).not.toBeChecked();
  },
};

/** Keyboard: Tab lands on the selected option; arrows move and select; the disabled one is skipped. */
export const Keyboard: Story = {
  args: { defaultValue: 'thanks' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Благодарности' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Все' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Благодарности' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Награды' })).toBeDisabled();
  },
};

/** Controlled by the host (the feed keeps the filter in the URL). */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('mine');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <SegmentedControl {...args} value={value} onChange={setValue} />
        <output data-testid="value">{value}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Мои 3' })).toBeChecked();
    await userEvent.click(canvas.getByText('Все'));
    await expect(canvas.getByTestId('value')).toHaveTextContent('all');
  },
};

export const VisibleLabel: Story = {
  args: { isLabelHidden: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Фильтр ленты')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Мои'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { items: [...FILTERS, { id: 'challenges', label: 'Челленджи' }, { id: 'market', label: 'Покупки в маркете' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const MANY: SegmentItem[] = [
  { id: 'all', label: 'Все' },
  { id: 'thanks', label: 'Спасибо' },
  { id: 'challenges', label: 'Челленджи' },
  { id: 'winners', label: 'Победители' },
  { id: 'market', label: 'Покупки в маркете' },
];

/**
 * Phone, more segments than fit: the track scrolls sideways and a shadow lies over the edge with
 * more behind it; a segment chosen beforehand (a filter from the URL) is scrolled into view.
 */
export const PhoneOverflowChosenLast: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { items: MANY, defaultValue: 'market' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    const track = group.querySelector<HTMLElement>('[class*="track"]')!;
    await expect(track.scrollWidth).toBeGreaterThan(track.clientWidth);
    await expect(track.scrollLeft).toBeGreaterThan(0);
    const chosen = within(canvasElement).getByRole('radio', { name: 'Покупки в маркете' }).closest('label')!;
    const [box, view] = [chosen.getBoundingClientRect(), track.getBoundingClientRect()];
    await expect(box.left).toBeGreaterThanOrEqual(view.left);
    await expect(box.right).toBeLessThanOrEqual(view.right + 1);
    await expect(getComputedStyle(track).backgroundAttachment).toBe('local, local, scroll, scroll');
    // The page itself never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = {
  args: { label: 'Feed filter', items: [{ id: 'all', label: 'All' }, { id: 'mine', label: 'Mine' }] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Feed filter' })).toBeVisible();
  },
};

/** Windows High Contrast: the selected segment is drawn in the system highlight; the focus ring stays. */
export const ForcedColors: Story = {
  parameters: { forcedColors: 'active' },
  play: async ({ canvasElement }) => {
    const segments = [...canvasElement.querySelectorAll('label')];
    await expectSelectionVisible(segments.find((el) => el.hasAttribute('data-selected')) ?? null, segments.find((el) => !el.hasAttribute('data-selected')) ?? null);
    await userEvent.tab();
    await expectFocusRing(canvasElement.querySelector('[data-focus-visible]'));
  },
};
