import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommunityPicker } from './CommunityPicker.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { demoCommunities, globalAdminServer } from './fixtures.ts';

const meta = {
  title: 'Features/GlobalAdmin/CommunityPicker',
  component: CommunityPicker,
  decorators: [withFeatures],
  args: { value: null, onChange: fn() },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
} satisfies Meta<typeof CommunityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing part of a name lists the communities whose name contains it (options portalled into
 * `body`, each named by the community's name alone, its root and members being the description);
 * Arrow Down twice and Enter choose the second, reported by `onChange` and shown in the field.
 */
export const SearchAndChoose: Story = {
  // The field spans the whole frame: its list must stay on screen (ui Field `popover`), or the
  // scroll that Arrow Down makes to show an option would close it (react-aria closes on scroll).
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CommunityPicker
        {...args}
        value={value}
        onChange={(community) => {
          setValue(community);
          args.onChange(community);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: 'Сообщество' });
    await userEvent.type(combo, 'ромаш');
    const listbox = await within(document.body).findByRole('listbox');
    // While 'ромаш' loads, the list of the empty query (all four) gives way to the two matches.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    const [romashka, kazan] = within(listbox).getAllByRole('option');
    await expect(romashka).toHaveAccessibleName('Ромашка');
    await expect(romashka).toHaveAccessibleDescription('42 участника');
    await expect(kazan).toHaveAccessibleName('Ромашка — Казань');
    await expect(kazan).toHaveAccessibleDescription('Дочернее сообщество «Ромашка» · 7 участников');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(kazan).toHaveAttribute('data-focused');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(demoCommunities[1]);
    await expect(combo).toHaveValue('Ромашка — Казань');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

/** A chosen community, required, with a refusal under the field. */
export const ChosenWithError: Story = { args: { value: demoCommunities[0]!, isRequired: true, errorMessage: 'Выберите сообщество' } };

/** A chosen subsidiary in English. */
export const English: Story = { args: { value: demoCommunities[1]! }, globals: { locale: 'en' } };
