import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box, Card, Text } from '@gratia/ui';
import { NavList } from './NavList.tsx';
import { navigationFor } from './navigation.ts';
import { LayoutFrame } from '../layouts/LayoutFrame.tsx';
import { withFeatures } from '../../testing/decorators.tsx';

/** Every screen exists; the member is not an admin and no market is available. */
const member = navigationFor({ role: 'user', isAdmin: false, organizationId: 1, marketsAvailable: false, isRegistered: () => true });
/** A superuser who administers organization 1 and holds every role, with markets: every destination. */
const everything = navigationFor({ role: 'superuser', isAdmin: true, roles: ['A', 'M', 'C'], organizationId: 1, marketsAvailable: true, isRegistered: () => true });

const phone = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A bottom bar on a screen-high page, as the layouts show it (fixed to the bottom, over the page). */
const onPage: Decorator = (Story) => (
  <LayoutFrame layout="main">
    <Box padding="lg">
      <Card>
        <Text>Содержимое экрана</Text>
      </Card>
    </Box>
    <Story />
  </LayoutFrame>
);

/**
 * The shell's one navigation list: a `nav` landmark "Разделы" / "Sections" with a link per
 * destination (its icon and name), `aria-current="page"` on the current route's link (and on its
 * section's when a page inside it is open), and on the bottom bars a More menu with the rest.
 */
const meta = {
  title: 'Features/Shell/NavList',
  component: NavList,
  decorators: [withFeatures],
  parameters: { features: { route: '/feed' } },
  args: { variant: 'sidebar', items: member.sidebar },
} satisfies Meta<typeof NavList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The links of the story, in order, with their names and targets. */
const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation')).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
/** The names of the links marked as the current page. */
const current = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);

/** The desktop sidebar on /feed: every member destination in SPEC order, "События" marked as the current page. */
export const Sidebar: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Разделы' });
    await expect(nav).toHaveAttribute('data-variant', 'sidebar');
    await expect(links(canvasElement)).toEqual([
      ['Спасибо', '/new_transfer'],
      ['События', '/feed'],
      ['История', '/history'],
      ['Челленджи', '/challenges'],
      ['Опросы', '/surveys'],
      ['Награды', '/awards'],
      ['Участники', '/employees'],
      ['Аналитика', '/analytics'],
    ]);
    await expect(current(canvasElement)).toEqual(['События']);
    await expect(within(nav).getByRole('link', { name: 'Спасибо' })).not.toHaveAttribute('aria-current');
    // Each link's icon is decorative: the name is the text alone.
    await expect(nav.querySelectorAll('a svg[aria-hidden="true"]')).toHaveLength(8);
    await expect(within(nav).queryByRole('button', { name: 'Ещё' })).toBeNull();
  },
};

/** A page inside a section (/feed/transaction/30): the section's link stays marked as current. */
export const NestedPage: Story = {
  parameters: { features: { route: '/feed/transaction/30' } },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toEqual(['События']);
  },
};

/** A page that is no destination (/main): nothing is marked as current. */
export const NoCurrentPage: Story = {
  parameters: { features: { route: '/main' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(8);
    await expect(current(canvasElement)).toEqual([]);
  },
};

/** Tab walks the links in order; Enter on "История" opens it, and the mark moves there. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Спасибо' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'События' })).toHaveFocus();
    await userEvent.tab();
    const history = canvas.getByRole('link', { name: 'История' });
    await expect(history).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(history).toHaveAttribute('aria-current', 'page'));
    await expect(current(canvasElement)).toEqual(['История']);
  },
};

/** Every destination (a superuser administering an organization with markets and holding every role), organization last but one. */
export const AllDestinations: Story = {
  args: { items: everything.sidebar },
  parameters: { features: { route: '/organization_administration/1' } },
  play: async ({ canvasElement }) => {
    const all = links(canvasElement);
    await expect(all).toHaveLength(13);
    await expect(all.slice(8, 10)).toEqual([
      ['Одобрение', '/approvals'],
      ['Передать баллы', '/redistribution'],
    ]);
    await expect(all.slice(-3)).toEqual([
      ['Аналитика', '/analytics'],
      ['Организация', '/organization_administration/1'],
      ['Суперадмин', '/global_admin'],
    ]);
    await expect(current(canvasElement)).toEqual(['Организация']);
  },
};

/** English: "Sections", the links' English names. */
export const SidebarEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sections' });
    await expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Thanks', 'Events', 'History', 'Challenges', 'Surveys', 'Awards', 'Participants', 'Analytics']);
    await expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The phone's bottom bar: fixed to the bottom of the screen, four links and More with the rest as links of a menu. */
export const BottomPhone: Story = {
  decorators: [onPage],
  ...phone,
  args: { variant: 'bottom', device: 'phone', items: member.phone.bar, more: member.phone.more },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Разделы' });
    await expect(nav).toHaveAttribute('data-variant', 'bottom');
    await expect(nav).toHaveAttribute('data-device', 'phone');
    await expect(nav.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    await expect(links(canvasElement).map(([name]) => name)).toEqual(['События', 'Спасибо', 'История']);
    await expect(current(canvasElement)).toEqual(['События']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Ещё' }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Челленджи', 'Опросы', 'Участники', 'Аналитика', 'Награды']);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual(['/challenges', '/surveys', '/employees', '/analytics', '/awards']);
  },
};

/** The More menu by keyboard: Enter opens it on its first item, arrows move, Escape closes it and the focus is back on More. */
export const BottomMoreKeyboard: Story = {
  decorators: [onPage],
  ...phone,
  args: { variant: 'bottom', device: 'phone', items: member.phone.bar, more: member.phone.more },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'Ещё' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Челленджи' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Опросы' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** The tablet's bottom bar on /history: more links in the bar, a shorter More. */
export const BottomTablet: Story = {
  decorators: [onPage],
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { variant: 'bottom', device: 'tablet', items: member.tablet.bar, more: member.tablet.more },
  parameters: { layout: 'fullscreen', features: { route: '/history' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav).toHaveAttribute('data-device', 'tablet');
    await expect(links(canvasElement).map(([name]) => name)).toEqual(['Спасибо', 'События', 'История', 'Челленджи', 'Аналитика']);
    await expect(current(canvasElement)).toEqual(['История']);
    await expect(within(nav).getByRole('button', { name: 'Ещё' })).toBeInTheDocument();
  },
};

/** A bottom bar whose destinations all fit: no More button. */
export const BottomWithoutMore: Story = {
  decorators: [onPage],
  ...phone,
  args: { variant: 'bottom', device: 'phone', items: member.phone.bar, more: [] },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The phone's bottom bar in English: "More" and the menu's English names. */
export const BottomPhoneEnglish: Story = {
  decorators: [onPage],
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  args: { variant: 'bottom', device: 'phone', items: member.phone.bar, more: member.phone.more },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement).map(([name]) => name)).toEqual(['Events', 'Thanks', 'History']);
    await expect(within(canvasElement).getByRole('button', { name: 'More' })).toBeInTheDocument();
  },
};
