import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShareChallengeButton } from './ShareChallengeButton.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { challenge } from './fixtures.ts';

/**
 * Replaces the browser's clipboard for one story: every text written goes to `writes`, or each
 * write is refused (`fail`) as a browser without the permission does. Returns the undo.
 */
function stubClipboard(writes: string[], fail = false): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (fail) return Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'));
        writes.push(text);
        return Promise.resolve();
      },
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Features/Challenges/ShareChallengeButton',
  component: ShareChallengeButton,
  decorators: [withFeatures],
  args: { challenge: challenge() },
  parameters: { features: { route: '/challenge/1' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof ShareChallengeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The button as the detail page shows it. */
export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' } };

const copied: string[] = [];
/** Copy: `{origin}/challenge/1?uuid={shareUuid}` goes to the clipboard, and a toast says so. */
export const CopySuccess: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(copied);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться ссылкой' }));
    await expect(await body().findByText('Ссылка скопирована')).toBeInTheDocument();
    await expect(copied).toEqual([`${window.location.origin}/challenge/1?uuid=${challenge().shareUuid}`]);
    clearToasts();
  },
};

/** The browser refuses the clipboard: 'Не удалось скопировать ссылку' (SPEC §8). */
export const CopyFailure: Story = {
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться ссылкой' }));
    await expect(await body().findByText('Не удалось скопировать ссылку')).toBeInTheDocument();
    clearToasts();
  },
};

/** No Clipboard API at all (an insecure page): the same message. */
export const NoClipboard: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Поделиться ссылкой' }));
    await expect(await body().findByText('Не удалось скопировать ссылку')).toBeInTheDocument();
    clearToasts();
  },
};

/** In English: the failure's message. */
export const CopyFailureEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy public link' }));
    await expect(await body().findByText("Couldn't copy the link")).toBeInTheDocument();
    clearToasts();
  },
};
