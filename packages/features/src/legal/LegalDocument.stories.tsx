import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '../shell/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { LegalDocument } from './LegalDocument.tsx';

const meta = {
  title: 'Features/Legal/LegalDocument',
  component: LegalDocument,
  decorators: [withFeatures],
  args: { name: 'terms_of_use' },
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms of use: title, the embedded PDF, a direct link to it, back to sign-in. */
export const TermsOfUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
    await expect(canvas.getByTestId('legal-pdf-link')).toHaveAttribute('href', '/legal/terms_of_use.pdf');
    await expect(canvas.getByRole('link', { name: 'Ко входу' })).toHaveAttribute('href', '/login');
  },
};
export const PrivacyPolicy: Story = {
  args: { name: 'privacy_policy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('legal-pdf-link')).toHaveAttribute('href', '/legal/privacy_policy.pdf');
  },
};
export const English: Story = { globals: { locale: 'en' } };

/** As /terms_of_use shows it: inside the auth layout. */
export const InAuthLayout: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <AuthLayout>
      <LegalDocument {...args} />
    </AuthLayout>
  ),
};
