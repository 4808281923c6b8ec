import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThanksForm } from './ThanksForm.tsx';
import { BalanceCard } from '../balance/index.ts';
import { ScreenGrid } from '../shell/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { balanceHidden, balanceNoPeriod, economy, settingsHidden, settingsNoAnonymity, settingsNoPeriod, users } from '../testing/fixtures.ts';
import { stickerPacks } from '../testing/media.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, fileInput, imagesDecoded, makePhoto } from '../testing/storyHelpers.ts';
import { fakeImageId, fakeUploads } from './storyHelpers.ts';
import { namesakes, recipientSuggestions, recipientSuggestionsWithoutPositions } from './fixtures.ts';
import { firedProfile, profileHandler } from '../testing/profiles.ts';

const handlers = { ...defaultHandlers, 'GET /api/stickers/packs': { items: stickerPacks }, 'GET /api/users/suggestions': { items: recipientSuggestions } };

const meta = {
  title: 'Features/Thanks/ThanksForm',
  component: ThanksForm,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/new_transfer' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof ThanksForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseRecipient(canvasElement: HTMLElement, query: string, name: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('combobox', { name: /Кому|To/ }), query);
  const option = await within(document.body).findByRole('option', { name }, { timeout: 3000 });
  await userEvent.click(option);
}

export const Default: Story = {};

/** Opened from a colleague's profile ("Say thanks", /new_transfer?to=3): they are the recipient already. */
export const RecipientFromProfile: Story = {
  args: { recipientId: 3 },
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': profileHandler() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Кому/ })).toHaveValue('Мария Кузнецова'));
  },
};
/** A former employee cannot be thanked: the recipient stays empty. */
export const RecipientFromProfileFired: Story = {
  args: { recipientId: firedProfile.id },
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees/profile': profileHandler() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Кому/ })).toHaveValue('');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/balance': pending } } } };
export const ErrorState: Story = { parameters: { features: { handlers: { 'GET /api/values': errorReply('INTERNAL', 500) } } } };
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceNoPeriod, 'GET /api/organization/settings': settingsNoPeriod } } },
};
export const AnonymityNotAllowed: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': settingsNoAnonymity } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Отправить спасибо' });
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
export const HiddenBalances: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceHidden, 'GET /api/organization/settings': settingsHidden } } },
};

/** Submitting an empty form shows the translated validation messages. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByText('Выберите получателя')).toBeInTheDocument();
    await expect(canvas.getAllByText('Это поле обязательно')).toHaveLength(2);
  },
};
export const ValidationMessagesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send thanks' }));
    await expect(await canvas.findByText('Choose a recipient')).toBeInTheDocument();
  },
};

/**
 * While the recipient list is open react-aria hides the rest of the form from screen readers
 * (aria-hidden) so they stay in the combobox; its other fields stay focusable (Tab closes the
 * list first), which axe's aria-hidden-focus rule reports. Stories whose picture is the open list
 * turn that one rule off; the ones that close it keep the full check.
 */
const openList = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** The texts the ids in `el`'s `attribute` (aria-labelledby, aria-describedby) name, or null without any. */
const referenced = (el: Element, attribute: string) => {
  const ids = el.getAttribute(attribute);
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null;
};
/** The text of `el` that assistive technology reads (its aria-hidden parts left out). */
const visibleToAt = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
};
/** Each option's accessible name and description (null for none), in list order. */
const optionTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((o) => [referenced(o, 'aria-labelledby') ?? visibleToAt(o), referenced(o, 'aria-describedby')]);

/**
 * Focus on the recipient field opens the suggestions before anything is typed: groups, each
 * colleague with photo (or initials), name and a muted "Job title · Division" — only what they
 * have, their handle when they have neither. The name alone is the option's accessible name; the
 * second line is its description.
 */
export const RecipientSuggestions: Story = {
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: /Кому/ }));
    const listbox = await within(document.body).findByRole('listbox');
    const recent = await within(listbox).findByRole('group', { name: 'Недавние' });
    await expect(optionTexts(recent)).toEqual([
      ['Иван Смирнов', 'Backend-разработчик · Backend'],
      ['Мария Кузнецова', 'Продуктовый дизайнер · Продукт и дизайн'],
    ]);
    await expect(within(recent).getByRole('option', { name: 'Иван Смирнов' })).toHaveAccessibleDescription('Backend-разработчик · Backend');
    const frequent = within(listbox).getByRole('group', { name: 'Часто благодарите' });
    await expect(within(frequent).getByRole('option', { name: 'Александра-Валентина Константинопольская-Преображенская' })).toHaveAccessibleDescription(
      'Ведущий менеджер по работе с ключевыми клиентами и стратегическими партнёрами · Продажи Северо-Запад и Калининградская область',
    );
    const colleagues = within(listbox).getByRole('group', { name: 'Коллеги' });
    await expect(optionTexts(colleagues)).toEqual([
      ['Пётр Соколов', 'Frontend-разработчик'],
      ['Ольга Морозова', '@olga_m'],
    ]);
    // Photos where the colleague has one, initials otherwise; decorative, beside the name.
    await expect(recent.querySelectorAll('img')).toHaveLength(2);
    await expect(within(listbox).queryAllByRole('img')).toHaveLength(0);
    await imagesDecoded(listbox);
  },
};
export const RecipientSuggestionsEnglish: Story = {
  globals: { locale: 'en' },
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: /To/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(await within(listbox).findByRole('group', { name: 'Recent' })).toBeInTheDocument();
    await expect(within(listbox).getByRole('group', { name: 'Frequent' })).toBeInTheDocument();
    await expect(within(listbox).getByRole('group', { name: 'Colleagues' })).toBeInTheDocument();
    // Job titles and divisions are the community's own words, shown as written.
    await expect(within(listbox).getByRole('option', { name: 'Мария Кузнецова' })).toHaveAccessibleDescription('Продуктовый дизайнер · Продукт и дизайн');
    await imagesDecoded(listbox);
  },
};

/**
 * Two colleagues called Анна Иванова: a search tells them apart by job title and division, and
 * the keyboard picks the second, the accountant.
 */
export const RecipientNamesakes: Story = {
  parameters: { ...openList, features: { handlers: { 'GET /api/users/search': { items: namesakes } } } },
  play: async ({ canvasElement }) => {
    const combobox = await within(canvasElement).findByRole('combobox', { name: /Кому/ });
    await userEvent.type(combobox, 'Анна Ив');
    const listbox = await within(document.body).findByRole('listbox');
    await within(listbox).findAllByRole('option', { name: 'Анна Иванова' });
    await expect(optionTexts(listbox)).toEqual([
      ['Анна Иванова', 'Продуктовый дизайнер · Продукт и дизайн'],
      ['Анна Иванова', 'Бухгалтер · Финансы'],
      ['Анна Ивлева', 'HR'],
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const focused = within(listbox).getAllByRole('option')[1]!;
    await expect(focused).toHaveAttribute('data-focused');
    await expect(combobox).toHaveAttribute('aria-activedescendant', focused.id);
    await expect(focused).toHaveAccessibleDescription('Бухгалтер · Финансы');
  },
};
export const RecipientNamesakesEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { ...openList, features: { handlers: { 'GET /api/users/search': { items: namesakes } } } },
  play: async ({ canvasElement }) => {
    const combobox = await within(canvasElement).findByRole('combobox', { name: /To/ });
    await userEvent.type(combobox, 'Анна Ив');
    const listbox = await within(document.body).findByRole('listbox');
    const [designer, accountant] = await within(listbox).findAllByRole('option', { name: 'Анна Иванова' });
    await expect(designer).toHaveAccessibleDescription('Продуктовый дизайнер · Продукт и дизайн');
    await expect(accountant).toHaveAccessibleDescription('Бухгалтер · Финансы');
    await userEvent.click(accountant!);
    await expect(combobox).toHaveValue('Анна Иванова');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

/** A community that set no job titles or divisions: the second line is the handle, or nothing when there is none. */
export const RecipientSuggestionsWithoutPositions: Story = {
  parameters: { ...openList, features: { handlers: { 'GET /api/users/suggestions': { items: recipientSuggestionsWithoutPositions } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: /Кому/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Недавние' });
    await expect(optionTexts(listbox)).toEqual([
      ['Иван Смирнов', '@ivan_s'],
      ['Мария Кузнецова', '@masha'],
      ['Александра-Валентина Константинопольская-Преображенская', null],
      ['Пётр Соколов', '@petr'],
      ['Ольга Морозова', '@olga_m'],
    ]);
    await imagesDecoded(listbox);
  },
};

/** Typing a job title finds the colleagues who hold it ("дизайнер" finds the designer). */
export const RecipientSearchByJobTitle: Story = {
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox', { name: /Кому/ }), 'дизайнер');
    const listbox = await within(document.body).findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: 'Мария Кузнецова' });
    await expect(option).toHaveAccessibleDescription('Продуктовый дизайнер · Продукт и дизайн');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

/** Tab into the field opens the suggestions; the arrows and Enter choose one. */
export const RecipientSuggestionWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = await canvas.findByRole('combobox', { name: /Кому/ });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    const listbox = await within(document.body).findByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Недавние' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(combobox).toHaveValue('Мария Кузнецова');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

/** Typing replaces the suggestions with search results (no groups). */
export const RecipientSearchAfterSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const combobox = await within(canvasElement).findByRole('combobox', { name: /Кому/ });
    await userEvent.click(combobox);
    const listbox = await within(document.body).findByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Недавние' });
    await userEvent.keyboard('Мар');
    await expect(await within(listbox).findByRole('option', { name: /Мария Кузнецова/ })).toBeInTheDocument();
    await expect(within(listbox).queryByRole('group')).toBeNull();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combobox).toHaveValue('Мария Кузнецова');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

/** The suggestions are still loading: the list says so. */
export const RecipientSuggestionsLoading: Story = {
  parameters: { ...openList, features: { handlers: { 'GET /api/users/suggestions': pending } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: /Кому/ }));
    await expect(await within(await within(document.body).findByRole('listbox')).findByText('Загрузка…')).toBeInTheDocument();
  },
};

/** The suggestions failed: a Retry option in the list; typing still searches. */
export const RecipientSuggestionsError: Story = {
  parameters: { features: { handlers: { 'GET /api/users/suggestions': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const combobox = await within(canvasElement).findByRole('combobox', { name: /Кому/ });
    await userEvent.click(combobox);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(await within(listbox).findByRole('option', { name: /Повторить/ })).toBeInTheDocument();
    await userEvent.keyboard('Ив');
    await expect(await within(listbox).findByRole('option', { name: /Иван Смирнов/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combobox).toHaveValue('Иван Смирнов');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    clearToasts();
  },
};

/** On a phone: a very long name, job title and division wrap inside the list, beside the photo. */
export const RecipientSuggestionsPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: /Кому/ }));
    const listbox = await within(document.body).findByRole('listbox');
    const long = await within(listbox).findByRole('option', { name: /Константинопольская-Преображенская/ });
    await waitFor(() => expect(long).toBeVisible());
    // Nothing sticks out sideways.
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth + 1);
    await imagesDecoded(listbox);
  },
};

/**
 * An amount that is not a whole number is kept as typed and refused in the field when it is left
 * (it used to become 25 without a word).
 */
export const AmountNotWhole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /Сколько/ });
    await userEvent.type(amount, '2,5');
    await userEvent.tab();
    await expect(amount).toHaveValue('2,5');
    await expect(amount).toBeInvalid();
    await expect(await canvas.findByText('Только целое число, например 5')).toBeInTheDocument();
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining('Только целое число, например 5'));
  },
};
export const AmountNotWholeEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /How much/ });
    await userEvent.type(amount, '2,5');
    await userEvent.tab();
    await expect(amount).toHaveValue('2,5');
    await expect(await canvas.findByText('Whole numbers only, e.g. 5')).toBeInTheDocument();
  },
};

/** More than the sender has left (80 of a max transfer of 100): the field names the balance and its value. */
export const AmountOverBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /Сколько/ });
    await userEvent.type(amount, '250');
    await userEvent.tab();
    await expect(amount).toHaveValue('250');
    await expect(await canvas.findByText('Больше, чем у вас есть: для распределения осталось 80 спасибо')).toBeInTheDocument();
  },
};

/** The full flow: recipient search, amount, message, send; the balance beside drops at once. */
export const SendWithBalance: Story = {
  render: () => (
    <ScreenGrid aside={<BalanceCard />}>
      <ThanksForm />
    </ScreenGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-distribute')).toHaveTextContent('80');
    await chooseRecipient(canvasElement, 'Ив', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо за помощь!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await waitFor(() => expect(canvas.getByTestId('balance-distribute')).toHaveTextContent('75'));
    // The mock answers after 300 ms; on a loaded machine the success and the reset take longer than
    // the default 1 s wait. The new thanks' feed card is one click away.
    await expect(await canvas.findByText('Спасибо отправлено', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('5 спасибо → Иван Смирнов', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Открыть в ленте' })).toHaveAttribute('href', '/feed/transaction/100');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Сообщение/ })).toHaveValue(''), { timeout: 5000 });
    // The mock balance is unchanged, so the revalidated balance shows 80 again: wait for it
    // so the screenshot does not depend on when the revalidation lands.
    await waitFor(() => expect(canvas.getByTestId('balance-distribute')).toHaveTextContent('80'), { timeout: 5000 });
    clearToasts();
  },
};

/** After sending, in English: the success with the link to the new thanks in the feed; the next send clears it. */
export const SentWithFeedLinkEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Мар', /Мария Кузнецова/);
    await userEvent.type(canvas.getByRole('textbox', { name: /How much/ }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Thanks for the review!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send thanks' }));
    const link = await canvas.findByRole('link', { name: 'Open in feed' }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', '/feed/transaction/100');
    await expect(canvas.getByText('3 thank-yous → Мария Кузнецова', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue(''), { timeout: 5000 });
    // Another attempt replaces it (here refused by validation: nothing to send).
    await userEvent.click(canvas.getByRole('button', { name: 'Send thanks' }));
    await expect(await canvas.findByText('Choose a recipient')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Open in feed' })).toBeNull();
  },
};

/** The success with a very long recipient name, on a phone: the text wraps, the link stays whole. */
export const SentLongNamePhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Алекс', /Константинопольская-Преображенская/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '7');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByRole('link', { name: 'Открыть в ленте' }, { timeout: 5000 })).toHaveAttribute('href', '/feed/transaction/100');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Сообщение/ })).toHaveValue(''), { timeout: 5000 });
    window.scrollTo(0, 0);
  },
};

/** The server refuses: the amount field shows the message, a toast too, and the balance rolls back. */
export const InsufficientFunds: Story = {
  parameters: { features: { handlers: { 'POST /api/transfers': errorReply('INSUFFICIENT_FUNDS', 409) } } },
  render: () => (
    <ScreenGrid aside={<BalanceCard />}>
      <ThanksForm />
    </ScreenGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Мар', /Мария Кузнецова/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByText('Недостаточно баллов на балансе', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('balance-distribute')).toHaveTextContent('80'), { timeout: 5000 });
    clearToasts();
  },
};

/** Every POST /api/transfers body of the photo-and-sticker stories, newest last. */
const sentBodies: unknown[] = [];
const recordTransfer = (req: MockRequest) => {
  sentBodies.push(req.body);
  return (defaultHandlers['POST /api/transfers'] as (r: MockRequest) => unknown)(req);
};

/**
 * Photos and a sticker: a photo picked through the file input uploads with progress (Send waits
 * and says why), a sticker is chosen in the picker, and the sent body carries `photoIds` (in
 * order) and `stickerId`; afterwards the form is empty again.
 */
export const WithPhotosAndSticker: Story = {
  parameters: {
    features: {
      handlers: { ...handlers, 'POST /api/transfers': recordTransfer },
      upload: fakeUploads({ steps: [0.2, 0.5, 0.8, 1], stepMs: 150 }),
    },
  },
  play: async ({ canvasElement }) => {
    sentBodies.length = 0;
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Ив', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо за фото с выезда!');
    await userEvent.upload(fileInput(canvasElement), [await makePhoto('team.png', 0), await makePhoto('cake.png', 1)]);
    await expect(await canvas.findByRole('progressbar', { name: 'Загрузка фото 1' })).toBeInTheDocument();
    const send = canvas.getByRole('button', { name: 'Отправить спасибо' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Отправить можно, когда загрузятся все фото');
    await waitFor(() => expect(canvas.getAllByText('Загружено')).toHaveLength(2), { timeout: 5000 });
    await expect(send).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать стикер' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Стикеры' });
    await userEvent.click(within(dialog).getByRole('row', { name: 'Браво!' }));
    await expect(await canvas.findByRole('img', { name: 'Браво!' })).toBeInTheDocument();
    await userEvent.click(send);
    await waitFor(() => expect(sentBodies).toHaveLength(1), { timeout: 5000 });
    await expect(sentBodies[0]).toMatchObject({ photoIds: [fakeImageId(1), fakeImageId(2)], stickerId: 3, amount: 5 });
    await expect(await within(document.body).findByText('Спасибо отправлено', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('img', { name: /Фото/ })).toBeNull(), { timeout: 5000 });
    await expect(canvas.queryByRole('img', { name: 'Браво!' })).toBeNull();
    clearToasts();
  },
};

/** Photos and a sticker ready to send (uploaded, chosen), in English. */
export const WithPhotosAndStickerEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { upload: fakeUploads() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Добавить фото|Add photos/ });
    await userEvent.upload(fileInput(canvasElement), [await makePhoto('team.png', 0), await makePhoto('cake.png', 1), await makePhoto('office.png', 2)]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(3), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a sticker' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Stickers' });
    await userEvent.click(within(dialog).getByRole('row', { name: 'Спасибо!' }));
    await expect(await canvas.findByRole('button', { name: 'Remove sticker “Спасибо!”' })).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The picture starts at the top of the form whatever the play function scrolled to.
    window.scrollTo(0, 0);
    await imagesDecoded(canvasElement);
  },
};

/** A photo failed: Send stays off and says why until it is retried or removed. */
export const PhotoFailedBlocksSend: Story = {
  parameters: { features: { upload: fakeUploads({ outcome: () => ({ kind: 'error', code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Добавить фото|Add photos/ });
    await userEvent.upload(fileInput(canvasElement), await makePhoto('scan.png', 3));
    await expect(await canvas.findByText('Это не изображение JPEG, PNG, WebP или GIF', {}, { timeout: 5000 })).toBeInTheDocument();
    const send = canvas.getByRole('button', { name: 'Отправить спасибо' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Фото не загрузилось: повторите загрузку или удалите его');
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить фото 1' }));
    await expect(send).toBeEnabled();
  },
};

/** The server no longer knows the sticker: the picker shows the translated message. */
export const StickerNotFound: Story = {
  parameters: { features: { handlers: { 'POST /api/transfers': errorReply('STICKER_NOT_FOUND', 404) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Ив', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать стикер' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Стикеры' });
    await userEvent.click(within(dialog).getByRole('row', { name: 'Огонь!' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Этот стикер больше недоступен: выберите другой');
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

/** The server refuses a photo id: the photos show the translated message. */
export const ImageNotFound: Story = {
  parameters: {
    features: { handlers: { 'POST /api/transfers': errorReply('IMAGE_NOT_FOUND', 404) }, upload: fakeUploads() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Ив', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо!');
    await userEvent.upload(fileInput(canvasElement), await makePhoto('team.png', 0));
    await canvas.findByText('Загружено', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByText('Фото не найдено: загрузите его снова', {}, { timeout: 5000 })).toBeInTheDocument();
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

/** The whole form on a phone, with photos and a sticker. */
export const PhoneWithPhotosAndSticker: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { features: { upload: fakeUploads() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Добавить фото|Add photos/ });
    await userEvent.upload(fileInput(canvasElement), [await makePhoto('team.png', 0), await makePhoto('cake.png', 1)]);
    await waitFor(() => expect(canvas.getAllByText('Загружено')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать стикер' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Стикеры' });
    await userEvent.click(within(dialog).getByRole('row', { name: 'Супер!' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The picture starts at the top of the form whatever the play function scrolled to.
    window.scrollTo(0, 0);
    await imagesDecoded(canvasElement);
  },
};

/* The community's approval threshold (docs/decisions/0023): 50 points; a thanks of more waits for a controller. */

/** A thanks that will wait for a controller. */
const waitingTransfer = (req: MockRequest) => {
  const body = req.body as { recipientId: number; amount: number; message: string };
  const recipient = users.find((u) => u.id === body.recipientId) ?? users[1]!;
  return reply(
    201,
    { id: 101, type: 'between_users', status: 'waiting', amount: body.amount, message: body.message, value: null, isAnonymous: false, sender: users[0], recipient, createdAt: new Date().toISOString() },
    300,
  );
};

/** 50 is the threshold itself and does not wait; 60 does: the sender is told before sending, the note goes when the amount drops again. */
export const AboveApprovalThreshold: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/economy': economy } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /Сколько/ });
    const note = canvas.getByTestId('approval-note');
    await userEvent.type(amount, '50');
    await expect(note).toBeEmptyDOMElement();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await waitFor(() => expect(note).toHaveTextContent('Благодарность больше 50 спасибо ждёт одобрения контролёра: получатель увидит её после решения'));
  },
};
export const AboveApprovalThresholdEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { 'GET /api/organization/economy': economy } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /How much/ }), '75');
    await waitFor(() => expect(canvas.getByTestId('approval-note')).toHaveTextContent(/^Thanks of more than 50 \S+ wait for a controller's approval/));
  },
};

/** The server answers `waiting`: the success says the thanks waits for approval, with no feed link (it is not in the feed yet). */
export const SentWaitingForApproval: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/economy': economy, 'POST /api/transfers': waitingTransfer } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Мар', /Мария Кузнецова/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '70');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'За запуск онбординга!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    const sent = await canvas.findByTestId('sent-waiting', {}, { timeout: 5000 });
    await expect(sent).toHaveTextContent('Спасибо ждёт одобрения 70 спасибо → Мария Кузнецова: получатель увидит спасибо, когда контролёр его одобрит');
    await expect(canvas.queryByRole('link', { name: 'Открыть в ленте' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Сообщение/ })).toHaveValue(''), { timeout: 5000 });
    await expect(canvas.getByTestId('approval-note')).toBeEmptyDOMElement();
  },
};

