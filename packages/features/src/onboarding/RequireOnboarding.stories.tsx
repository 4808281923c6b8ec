import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Card, Heading, Stack, Text } from '@gratia/ui';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { meCreator, meJoiner, meNewcomer, onboardingServer } from './fixtures.ts';
import { RequireOnboarding } from './RequireOnboarding.tsx';

/** Where the router is now. */
function Where() {
  const location = useLocation();
  return (
    <Text size="sm" tone="muted" data-testid="where">
      {`${location.pathname}${location.search}`}
    </Text>
  );
}

/** A stand-in for a page: its title and the address. */
function StandIn({ title }: { title: string }) {
  return (
    <Card>
      <Stack gap="sm">
        <Heading level={1} size={3}>
          {title}
        </Heading>
        <Where />
      </Stack>
    </Card>
  );
}

/** The profile reads made (reset before each story). */
let meCalls = 0;
/** `parameters.features` at `route` on the onboarding's mock server, whose GET /api/profile/me answers `me` (a handler result) and counts the calls. */
const session = (me: unknown, route = '/onboarding') => ({
  route,
  handlers: {
    ...onboardingServer(meNewcomer),
    'GET /api/profile/me': () => {
      meCalls += 1;
      return typeof me === 'function' ? (me as () => unknown)() : me;
    },
  },
});

/**
 * The guard of /onboarding: a person with no community opens it; someone in a community only while
 * going through its steps (`?step=`), else they go to /main; the error with a retry when the profile
 * cannot be read.
 */
const meta = {
  title: 'Features/Onboarding/RequireOnboarding',
  component: RequireOnboarding,
  decorators: [withFeatures],
  // An object literal: Storybook adds the doc comment above into `parameters.docs`, and would
  // replace parameters given as a call instead.
  parameters: { features: session(meNewcomer) },
  beforeEach: () => {
    clearToasts();
    meCalls = 0;
  },
  render: () => (
    <Routes>
      <Route path="/main" element={<StandIn title="Главная" />} />
      <Route element={<RequireOnboarding />}>
        <Route path="/onboarding" element={<StandIn title="Мастер онбординга" />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof RequireOnboarding>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A newcomer (no community) sees the onboarding at the address asked for. */
export const Newcomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Мастер онбординга' })).toBeVisible();
    await expect(canvas.getByTestId('where')).toHaveTextContent(/^\/onboarding$/);
  },
};

/** The creator of a community, going through its steps (`?step=period`), stays on the onboarding. */
export const MemberInSteps: Story = {
  parameters: { features: session(meCreator, '/onboarding?step=period') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Мастер онбординга' })).toBeVisible();
    await expect(canvas.getByTestId('where')).toHaveTextContent('/onboarding?step=period');
  },
};

/** A member of a community opening /onboarding without `?step=` is sent to /main. */
export const MemberSentToMain: Story = {
  parameters: { features: session(meJoiner) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Главная' })).toBeVisible();
    await expect(canvas.getByTestId('where')).toHaveTextContent(/^\/main$/);
    await expect(canvas.queryByRole('heading', { name: 'Мастер онбординга' })).toBeNull();
  },
};

/** The profile cannot be read (500): the error in place of the page, and 'Повторить' asks again and opens it. */
export const ProfileError: Story = {
  parameters: { features: session(() => (meCalls === 1 ? errorReply('INTERNAL', 500) : meNewcomer)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Произошла ошибка');
    clearToasts();
    await expect(canvas.queryByRole('heading', { name: 'Мастер онбординга' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('heading', { name: 'Мастер онбординга' })).toBeVisible();
    await expect(meCalls).toBe(2);
  },
};
