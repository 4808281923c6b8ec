import type { Meta, StoryObj } from '@storybook/react-vite';
import { Focusable } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { InfoIcon } from '../internal/icons.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Баллы сгорают 31 декабря',
    children: <IconButton aria-label="Подробнее о баллах" icon={<InfoIcon />} />,
  },
  decorators: [(Story) => <div style={{ paddingTop: '4rem', paddingInline: '4rem' }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'A short hint for a control. **When to use:** explain an icon button or a term; never for essential information or interactive content (use Popover). ' +
          '**Props:** `content`, `children` (a focusable: Button, IconButton, Link, or react-aria `Focusable`), `placement`, `delay` (ms, default 700), `isDisabled`, `isOpen`/`onOpenChange`. ' +
          '**Accessibility:** role `tooltip`, linked by `aria-describedby`; keyboard focus shows it at once, Escape hides it, blur and pointer leave hide it.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard focus shows it immediately and describes the button; Escape hides it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Подробнее о баллах' });
    await expect(body().queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Баллы сгорают 31 декабря');
    await expect(button).toHaveAccessibleDescription('Баллы сгорают 31 декабря');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.tab();
    await expect(body().queryByRole('tooltip')).toBeNull();
  },
};

/** Hover shows it after the delay; leaving hides it. */
export const Hover: Story = {
  args: { delay: 100 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // react-aria ignores hover while the last interaction was the keyboard (an earlier story's).
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    const tooltip = await body().findByRole('tooltip', {}, { timeout: 3000 });
    await waitFor(() => expect(tooltip).toBeVisible());
    await userEvent.unhover(button);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

/** Around a text button, below it. */
export const OnButtonBottom: Story = {
  args: { placement: 'bottom', content: 'Отправить благодарность сразу', children: <Button>Поблагодарить</Button> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Поблагодарить' });
    await userEvent.tab();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
    await userEvent.keyboard('{Escape}');
  },
};

/** Any element through react-aria's Focusable (here a term with a dotted underline). */
export const OnTerm: Story = {
  args: {
    content: 'Внутренняя валюта сообщества',
    children: (
      <Focusable>
        <span role="button" tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
          баллы
        </span>
      </Focusable>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Внутренняя валюта сообщества');
    await expect(within(canvasElement).getByRole('button', { name: 'баллы' })).toHaveAccessibleDescription('Внутренняя валюта сообщества');
    await userEvent.keyboard('{Escape}');
  },
};

/** Always open (for the visual baseline). */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const tooltip = await body().findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent('Баллы сгорают 31 декабря');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async () => {
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(body().queryByRole('tooltip')).toBeNull();
  },
};

export const English: Story = {
  args: { content: 'Points expire on 31 December', children: <IconButton aria-label="About points" icon={<InfoIcon />} /> },
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Points expire on 31 December');
    await userEvent.keyboard('{Escape}');
  },
};
