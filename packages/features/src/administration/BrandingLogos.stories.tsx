import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_ORG_COLORS } from '@gratia/tokens';
import BrandingLogos, { type LogoErrors } from './BrandingLogos.tsx';
import type { BrandingDraft } from './branding.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { fileInput, makePhoto } from '../testing/storyHelpers.ts';
import { brandingServer, headerLogoUrl, logoUploads, logoUrl } from './fixtures.ts';

/** The logos of a draft, kept here as the branding tab keeps them; the draft's logo ids are shown for the play functions. */
function Harness({ initial, errors: startErrors = {} }: { initial: BrandingDraft; errors?: LogoErrors }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<LogoErrors>(startErrors);
  return (
    <>
      <BrandingLogos draft={draft} update={(change) => setDraft(change)} errors={errors} setErrors={setErrors} level={3} />
      <output data-testid="draft-header-logo" hidden>
        {draft.headerLogo?.id ?? (draft.headerLogo ? 'saved' : 'none')}
      </output>
    </>
  );
}

const empty: BrandingDraft = { palette: DEFAULT_ORG_COLORS, logo: null, headerLogo: null };

const meta = {
  title: 'Features/Administration/BrandingLogos',
  component: Harness,
  decorators: [withFeatures],
  parameters: { features: { handlers: brandingServer().handlers, upload: logoUploads() } },
  args: { initial: empty },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No logos yet: two drop zones with their rules. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Не больше 166 × 35 пикселей/)).toBeInTheDocument();
  },
};
/** Both logos saved. */
export const Saved: Story = { args: { initial: { ...empty, logo: { id: null, url: logoUrl }, headerLogo: { id: null, url: headerLogoUrl } } } };
/** A header logo that fits is uploaded at once and goes into the draft by its upload id; a wider one is refused before uploading. */
export const Upload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makePhoto('wide.png', 1, 400, 60));
    await expect(await canvas.findByText(/166\s*×\s*35/, { selector: '[role="alert"], [id]' })).toBeInTheDocument();
    await expect(canvas.getByTestId('draft-header-logo')).toHaveTextContent('none');
    await userEvent.upload(fileInput(canvasElement), await makePhoto('logo.png', 2, 160, 32));
    await waitFor(() => expect(canvas.getByTestId('draft-header-logo')).toHaveTextContent(/^7a1e9c40-/));
  },
};
/** A logo the server did not accept on save: its message on the picker. */
export const Refused: Story = { args: { errors: { logo: 'Фото не найдено: загрузите его снова' } } };
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
