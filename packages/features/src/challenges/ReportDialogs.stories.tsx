import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DecideDialog, ReportDialog } from './ReportDialogs.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { challenge, challengesServer, organizerAbilities, report } from './fixtures.ts';

/** The dialogs of reports: sending one, and accepting or rejecting one (stories of `DecideDialog` below use `render`). */
const meta = {
  title: 'Features/Challenges/ReportDialogs',
  component: ReportDialog,
  decorators: [withFeatures],
  args: { challenge: challenge(), onClose: () => undefined },
  parameters: { features: { handlers: { ...defaultHandlers, ...challengesServer().handlers }, route: '/challenge/1' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The report form: sending nothing is refused on the text field, and nothing is sent. */
export const Report: Story = {
  play: async () => {
    const dialog = within(await body().findByTestId('report-dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить отчёт' }));
    await expect(await dialog.findByText('Добавьте текст или фото')).toBeInTheDocument();
  },
};

/** An anonymous challenge asks for the nickname with the first report. */
export const AnonymousNickname: Story = {
  args: { challenge: challenge({ settings: { showParticipants: false, multipleReports: false, anonymous: true, invitedOnly: false } }) },
  play: async () => {
    const dialog = within(await body().findByTestId('report-dialog'));
    await expect(dialog.getByRole('textbox', { name: /Никнейм/ })).toBeInTheDocument();
  },
};

/** The server refuses (reports paused meanwhile): its translated message under the form, the dialog stays. */
export const ReceptionClosed: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...challengesServer().handlers, 'POST /api/challenges/reports': errorReply('CHALLENGE_RECEPTION_CLOSED', 409) } } },
  play: async () => {
    const dialog = within(await body().findByTestId('report-dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Текст отчёта/ }), 'Мой отчёт');
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить отчёт' }));
    await expect(await dialog.findByTestId('report-dialog-error')).toHaveTextContent('Приём отчётов завершён');
  },
};

/** Accepting the last place names the prize and says the challenge will end. */
export const AcceptLastPlace: Story = {
  render: () => <DecideDialog challenge={challenge({ me: organizerAbilities, places: 3, winnersCount: 2 })} report={report()} decision="accept" onClose={() => undefined} />,
  play: async () => {
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText(/сразу получит 100/)).toBeInTheDocument();
    await expect(dialog.getByText('Это последнее призовое место: челлендж завершится.')).toBeInTheDocument();
  },
};

/** Rejecting needs a reason: refused on the field until one is given. */
export const RejectNeedsReason: Story = {
  render: () => <DecideDialog challenge={challenge({ me: organizerAbilities })} report={report()} decision="reject" onClose={() => undefined} />,
  play: async () => {
    const dialog = within(await body().findByTestId('reject-dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    await expect(await dialog.findByText('Это поле обязательно')).toBeInTheDocument();
  },
};

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
