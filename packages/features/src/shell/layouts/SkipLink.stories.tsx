import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box, Button, Card, Heading, Inline, Link, Stack, Text } from '@gratia/ui';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { withFeatures } from '../../testing/decorators.tsx';

/** A page as the main layouts build it: the skip link first, a header with controls, then `<main>` with its own link. */
function Page({ targetId = MAIN_CONTENT_ID, mainId = MAIN_CONTENT_ID }: { targetId?: string; mainId?: string }) {
  return (
    <Box background="surface" color="text">
      <SkipLink targetId={targetId} />
      <Box as="header" padding="md" background="surfaceRaised">
        <Inline gap="md" justify="between">
          <Text weight="semibold">Ромашка</Text>
          <Inline gap="sm">
            <Button variant="ghost" size="sm">
              Уведомления
            </Button>
            <Button variant="secondary" size="sm">
              Выйти
            </Button>
          </Inline>
        </Inline>
      </Box>
      <main id={mainId} tabIndex={-1} aria-label="Основное содержимое">
        <Box padding="lg">
          <Card>
            <Stack gap="sm">
              <Heading level={1} size={3}>
                События
              </Heading>
              <Text>Лента благодарностей вашей команды.</Text>
              <Link href="#first-thanks">Первое спасибо</Link>
            </Stack>
          </Card>
        </Box>
      </main>
    </Box>
  );
}

/** Starts the keyboard at the top of the page (nothing focused). */
function resetFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/** True when `element` is (at least partly) inside the screen. */
function onScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

/**
 * "Перейти к содержимому" / "Skip to content" (WCAG 2.4.1): the first Tab stop of the main
 * layouts, out of sight until it has the keyboard focus; activating it moves the focus to `<main>`
 * without changing the URL, so the next Tab goes into the page's content.
 */
const meta = {
  title: 'Features/Shell/SkipLink',
  component: SkipLink,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen' },
  render: (args) => <Page targetId={args.targetId} />,
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const skipLink = (canvasElement: HTMLElement, name: string | RegExp = 'Перейти к содержимому') => within(canvasElement).getByRole('link', { name });

/** Before any key is pressed: the link is in the page, pointing at `<main>`, but out of sight. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    resetFocus();
    const link = skipLink(canvasElement);
    await expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await expect(link).not.toHaveFocus();
    await expect(onScreen(link)).toBe(false);
  },
};

/** The first Tab: the skip link, before every control of the header, shows over the header's corner. */
export const FirstTabStop: Story = {
  play: async ({ canvasElement }) => {
    resetFocus();
    const link = skipLink(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(onScreen(link)).toBe(true));
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    // Shift+Tab from the first header control comes back to it.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Уведомления' })).toHaveFocus();
    await expect(onScreen(link)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(link).toHaveFocus();
  },
};

/** Enter on the link: the focus moves to `<main>` and the URL keeps no hash; the next Tab is the page's first link, not the header. */
export const SkipsToContent: Story = {
  play: async ({ canvasElement }) => {
    resetFocus();
    const canvas = within(canvasElement);
    const hashBefore = window.location.hash;
    await userEvent.tab();
    await expect(skipLink(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await expect(window.location.hash).toBe(hashBefore);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Первое спасибо' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Уведомления' })).not.toHaveFocus();
  },
};

/** `targetId` points the link at another element: Enter focuses that one. */
export const CustomTarget: Story = {
  args: { targetId: 'thanks-form' },
  render: (args) => <Page targetId={args.targetId} mainId="thanks-form" />,
  play: async ({ canvasElement }) => {
    resetFocus();
    const link = skipLink(canvasElement);
    await expect(link).toHaveAttribute('href', '#thanks-form');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'thanks-form'));
  },
};

/** A target that is not on the page: Enter does nothing, the focus stays on the link and the URL keeps no hash. */
export const MissingTarget: Story = {
  args: { targetId: 'no-such-element' },
  play: async ({ canvasElement }) => {
    resetFocus();
    const hashBefore = window.location.hash;
    const link = skipLink(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(link).toHaveFocus();
    await expect(window.location.hash).toBe(hashBefore);
  },
};

/** English: "Skip to content", shown on the first Tab. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    resetFocus();
    const link = skipLink(canvasElement, 'Skip to content');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(onScreen(link)).toBe(true));
  },
};
