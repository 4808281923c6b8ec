import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChallengeCreateOptions, UploadedImage } from '@gratia/contracts';
import type { UploadTransport } from '../api/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { meAdmin } from '../testing/fixtures.ts';
import { photos } from '../testing/media.ts';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts, fileInput, imagesDecoded, makePhoto } from '../testing/storyHelpers.ts';
import { ChallengeForm } from './ChallengeForm.tsx';
import { clearDraft, draftKey, emptyChallengeValues, localInstant, writeDraft, type ChallengeFormValues } from './challengeForm.ts';
import { challenge, challengesServer, createOptions, createOptionsAdmin, minutesAhead, organizerAbilities } from './fixtures.ts';

/** The draft key of the stories' member (Анна Петрова, id 1) in «Ромашка» (id 1). */
const DRAFT_KEY = draftKey(1, 1);

/** The demo server's reads and writes with every read the shell needs (the member, the people search). */
function handlersOf(server: ReturnType<typeof challengesServer>, extra: Record<string, unknown> = {}) {
  return { ...defaultHandlers, ...server.handlers, ...extra };
}

/**
 * A fake upload transport for covers: reports half, then all of the bytes, and answers an image
 * (ids …c001, …c002, …) whose URL is the file's own data, so it shows and can be cropped.
 */
function coverUploads(stepMs = 30): UploadTransport {
  let count = 0;
  return ({ body, signal, onProgress }) => {
    const n = ++count;
    const file = body.get('file');
    const total = file instanceof File ? file.size : 1000;
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      setTimeout(() => onProgress?.(Math.round(total / 2), total), stepMs);
      setTimeout(() => onProgress?.(total, total), stepMs * 2);
      setTimeout(() => {
        const reader = new FileReader();
        reader.onload = () => {
          const url = String(reader.result);
          const id = `7c0be1a0-2b6f-4e0a-9d51-${String(n).padStart(12, '0')}`;
          const image: UploadedImage = { id, url, thumbUrl: url, width: 320, height: 240, purpose: 'thanks', createdAt: '2026-03-10T09:00:00.000Z' };
          resolve({ status: 201, text: JSON.stringify(image) });
        };
        reader.readAsDataURL(file instanceof File ? file : new Blob());
      }, stepMs * 3);
    });
  };
}

const base = challengesServer();

const meta = {
  title: 'Features/Challenges/ChallengeForm',
  component: ChallengeForm,
  decorators: [withFeatures],
  args: { headingLevel: 1 },
  parameters: { features: { handlers: handlersOf(base), route: '/challenges/new', upload: coverUploads() } },
  beforeEach: () => {
    clearToasts();
    clearDraft(localStorage, DRAFT_KEY);
    return () => clearDraft(localStorage, DRAFT_KEY);
  },
} satisfies Meta<typeof ChallengeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The about step filled in, as a template would give it. */
const about: Partial<ChallengeFormValues> = {
  name: 'Лучшая идея для офиса',
  description: 'Предложите, как сделать наш офис удобнее: фото, эскиз или пара абзацев текста. Три лучшие идеи получат призы.',
  covers: [photos[0]!, photos[2]!],
};
/** The about and prize steps filled in. */
const aboutPrize: Partial<ChallengeFormValues> = { ...about, sponsor: 'distribution', fund: '60', places: '3' };
/** Every step filled in: ends on 20 March 2026 at 18:00, the organizer picks the winners. */
const filled: Partial<ChallengeFormValues> = { ...aboutPrize, endDay: '2026-03-20', endTime: '18:00' };

/** The wizard, once its options have loaded. */
async function wizard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Шаги создания челленджа' }, { timeout: 5000 });
  return canvas;
}

const next = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Далее' }));

/** Presses Next `times` times, each time waiting for the next step's title. */
async function nextTo(canvas: ReturnType<typeof within>, title: string, times: number) {
  for (let i = 0; i < times; i++) await next(canvas);
  await expect(await canvas.findByRole('heading', { name: title, level: 2 })).toHaveFocus();
}

/** Step 1, about: name, description, covers, the card thumbnail. */
export const Default: Story = {};

/** Step 2, prize: the accounts with their balances, the fund, the places, the prize per place live. */
export const PrizeStep: Story = {
  args: { initialValues: about },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Приз', 1);
    await userEvent.click(canvas.getByRole('radio', { name: /Баллы для благодарностей/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Призовой фонд/ }), '70');
    await userEvent.type(canvas.getByRole('textbox', { name: /Призовых мест/ }), '3');
    await expect(canvas.getByTestId('prize-per-place')).toHaveTextContent('Приз за место: 23 спасибо. Фонд делится на 3 места.');
    await imagesDecoded(canvasElement);
  },
};

/** Places above the fund are capped at the fund: the note says how many there will be. */
export const PlacesCapped: Story = {
  args: { initialValues: { ...aboutPrize, fund: '2', places: '5' } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Приз', 1);
    await expect(canvas.getByTestId('prize-per-place')).toHaveTextContent('Приз за место: 1 спасибо. Мест не может быть больше фонда, поэтому призовых мест будет 2.');
  },
};

/** Step 3, dates: a deferred start on a day and time, and the end. */
export const DatesStep: Story = {
  args: { initialValues: aboutPrize },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Даты', 2);
    await userEvent.click(canvas.getByRole('radio', { name: /В выбранный день и время/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /День начала/ }), '15032026');
    await userEvent.type(canvas.getByRole('textbox', { name: /День окончания/ }), '20032026');
    await expect(canvas.getByRole('textbox', { name: /Время начала/ })).toHaveValue('09:00');
    await expect(canvas.getByRole('textbox', { name: /Время окончания/ })).toHaveValue('18:00');
  },
};

/** Step 4, rules: voting shows the participants to everyone; invited-only picks colleagues with the people search. */
export const RulesStep: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Правила', 3);
    // A member who is not an admin, paying from their own account: the admins are not offered.
    await expect(canvas.queryByRole('radio', { name: /администраторы/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /лайками/ }));
    await expect(canvas.getByRole('switch', { name: 'Участники видят друг друга' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Участники видят друг друга' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Только по приглашению' }));
    await userEvent.type(canvas.getByRole('combobox', { name: /Приглашённые/ }), 'Мария');
    await userEvent.click(await body().findByRole('option', { name: /Мария Кузнецова/ }, { timeout: 3000 }));
    await expect(await canvas.findByRole('list', { name: 'Приглашён 1 коллега' })).toHaveTextContent('Мария Кузнецова');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Приглашённые/ })).toHaveFocus());
  },
};

/** Step 5, review: every part with "Change"; Change opens its step and Next comes back. */
export const ReviewStep: Story = {
  args: { initialValues: { ...filled, settings: { showParticipants: true, multipleReports: true, anonymous: false, invitedOnly: false } } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Проверка', 4);
    const summary = canvas.getByTestId('challenge-summary');
    await expect(summary).toHaveTextContent('Лучшая идея для офиса');
    await expect(summary).toHaveTextContent('Баллы для благодарностей');
    await expect(summary).toHaveTextContent('Приз за место20 спасибо');
    await expect(summary).toHaveTextContent('Сразу после создания');
    await expect(summary).toHaveTextContent('Несколько отчётов от участника');
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить: Даты' }));
    await expect(await canvas.findByRole('heading', { name: 'Даты', level: 2 })).toHaveFocus();
    await nextTo(canvas, 'Правила', 1);
    await nextTo(canvas, 'Проверка', 1);
    await imagesDecoded(canvasElement);
  },
};

/** Next on an empty first step: the name and description are asked for, and the name takes the focus. */
export const AboutValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await next(canvas);
    await expect(await canvas.findByText('Введите название челленджа')).toBeInTheDocument();
    await expect(canvas.getByText('Введите описание челленджа')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveFocus());
    // Typing fixes the message at once.
    await userEvent.type(canvas.getByRole('textbox', { name: /Название/ }), 'Идея');
    await expect(canvas.queryByText('Введите название челленджа')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Описание', level: 2 })).toBeInTheDocument();
  },
};

/** Next on an empty prize step, then a fund that is not a whole number. */
export const PrizeValidation: Story = {
  args: { initialValues: about },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Приз', 1);
    await next(canvas);
    await expect(await canvas.findByText('Выберите счёт, с которого спишется фонд')).toBeInTheDocument();
    await expect(canvas.getByText('Введите сумму призового фонда')).toBeInTheDocument();
    await expect(canvas.getByText('Введите количество призовых мест')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Призовой фонд/ }), '2,5');
    await expect(await canvas.findByText('Введите целое число')).toBeInTheDocument();
  },
};

/** The dates: none, then an end in the past, then one too close to the start, then a deferred start that has passed. */
export const DatesValidation: Story = {
  args: { initialValues: aboutPrize },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Даты', 2);
    await next(canvas);
    await expect(await canvas.findByText('Выберите день окончания')).toBeInTheDocument();
    const endDay = canvas.getByRole('textbox', { name: /День окончания/ });
    await userEvent.type(endDay, '01032026');
    await expect(await canvas.findByText('Окончание не может быть в прошлом')).toBeInTheDocument();
    await userEvent.clear(endDay);
    await userEvent.type(endDay, '10032026');
    const endTime = canvas.getByRole('textbox', { name: /Время окончания/ });
    await userEvent.clear(endTime);
    await userEvent.type(endTime, '12:03');
    await expect(await canvas.findByText('Челлендж должен закончиться не раньше чем через 5 минут после начала')).toBeInTheDocument();
    await userEvent.clear(endTime);
    await userEvent.type(endTime, '7 вечера');
    await expect(await canvas.findByText('Время в формате ЧЧ:ММ, например 09:30')).toBeInTheDocument();
    await userEvent.clear(endTime);
    await userEvent.type(endTime, '18:00');
    await userEvent.click(canvas.getByRole('radio', { name: /В выбранный день и время/ }));
    const startTime = canvas.getByRole('textbox', { name: /Время начала/ });
    await userEvent.type(canvas.getByRole('textbox', { name: /День начала/ }), '10032026');
    await userEvent.clear(startTime);
    await userEvent.type(startTime, '11:00');
    await next(canvas);
    await expect(await canvas.findByText('Это время уже прошло: выберите «Сразу после создания» или более позднее время')).toBeInTheDocument();
  },
};

/** Invited-only with nobody invited: Next asks for a colleague. */
export const RulesValidation: Story = {
  args: { initialValues: { ...filled, settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: true } } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Правила', 3);
    await next(canvas);
    await expect(await canvas.findByText('Выберите хотя бы одного коллегу')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Приглашённые/ })).toHaveFocus());
  },
};

/**
 * A referral challenge (SPEC §1 'referral'; docs/decisions/0045): "Больше всех приглашений" is
 * offered to a member paying from their own points; choosing it asks how many referrals a prize
 * needs (1 by default) and drops the switches of several reports and nicknames.
 */
export const ReferralRule: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Правила', 3);
    await expect(canvas.queryByRole('textbox', { name: /Сколько приглашённых нужно для приза/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Больше всех приглашений/ }));
    const minimum = await canvas.findByRole('textbox', { name: /Сколько приглашённых нужно для приза/ });
    await expect(minimum).toHaveValue('1');
    await expect(minimum).toHaveAccessibleDescription(/от 1 до 1000/);
    await expect(canvas.queryByRole('switch', { name: 'Анонимное участие' })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: 'Несколько отчётов от участника' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Участники видят друг друга' })).toHaveAccessibleDescription('Участники видят таблицу приглашений: кто сколько коллег привёл');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '3');
    await expect(minimum).toHaveValue('3');
  },
};

const referring = challengesServer();
/** The review names the rule and the minimum; Create sends `winnerRule: 'referrals'` with `referralMinimum`, and no report settings. */
export const ReferralCreate: Story = {
  args: { initialValues: { ...filled, winnerRule: 'referrals', referralMinimum: '3', settings: { showParticipants: true, multipleReports: true, anonymous: true, invitedOnly: false } } },
  parameters: { features: { handlers: handlersOf(referring) } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Проверка', 4);
    const summary = canvas.getByTestId('challenge-summary');
    await expect(summary).toHaveTextContent('Больше всех приглашений');
    await expect(summary).toHaveTextContent('Сколько приглашённых нужно для приза3');
    await expect(summary).toHaveTextContent('Участники видят друг друга');
    await expect(summary).not.toHaveTextContent('Анонимное участие');
    await imagesDecoded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать челлендж' }));
    await expect(await body().findByText('Челлендж создан')).toBeInTheDocument();
    await expect(referring.log[0]?.body).toMatchObject({
      winnerRule: 'referrals',
      referralMinimum: 3,
      settings: { showParticipants: true, multipleReports: false, anonymous: false, invitedOnly: false },
    });
    clearToasts();
  },
};

/** The minimum left empty, then 0: refused on the field, which takes the focus; a number in range clears it. */
export const ReferralValidation: Story = {
  args: { initialValues: { ...filled, winnerRule: 'referrals', referralMinimum: '' } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Правила', 3);
    await next(canvas);
    await expect(await canvas.findByText('Укажите, сколько приглашённых нужно для приза')).toBeInTheDocument();
    const minimum = canvas.getByRole('textbox', { name: /Сколько приглашённых нужно для приза/ });
    await waitFor(() => expect(minimum).toHaveFocus());
    await userEvent.type(minimum, '0');
    await expect(await canvas.findByText('От 1 до 1000 приглашённых')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Правила', level: 2 })).toBeInTheDocument();
    await expect(base.log).toEqual([]);
  },
};

/** The referral rule on a phone: the minimum field under the rules. */
export const ReferralPhone: Story = {
  args: { initialValues: { ...filled, winnerRule: 'referrals', referralMinimum: '2' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Правила', 3);
    const minimum = canvas.getByRole('textbox', { name: /Сколько приглашённых нужно для приза/ });
    await expect(minimum).toHaveValue('2');
    // The field and its hint fit the phone's width (the stepper's hidden step names are the ui Stepper's own).
    await expect(minimum.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText(/Целое число от 1 до 1000/).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English: "Most referrals win" and "Referrals needed for a prize", refused when out of range. */
export const ReferralEnglish: Story = {
  args: { initialValues: { ...filled, winnerRule: 'referrals', referralMinimum: '1001' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Steps of creating a challenge' }, { timeout: 5000 });
    for (let i = 0; i < 3; i++) await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Rules', level: 2 })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: /Most referrals win/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('From 1 to 1000 referrals')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Referrals needed for a prize/ })).toHaveValue('1001');
  },
};

/** A fund above the chosen account's balance (35 points received) is refused on the field before anything is sent. */
export const FundOverBalance: Story = {
  args: { initialValues: { ...about, sponsor: 'income', fund: '50', places: '2' } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Приз', 1);
    await expect(canvas.getByRole('textbox', { name: /Призовой фонд/ })).toHaveAccessibleDescription(/не больше 35 спасибо/);
    await next(canvas);
    await expect(await canvas.findByText('На счёте «Полученные баллы» доступно только 35 спасибо')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Приз', level: 2 })).toBeInTheDocument();
    await expect(base.log).toEqual([]);
  },
};

const adminServer = challengesServer(undefined, { createOptions: createOptionsAdmin });
/** An admin: the community's account (no limit) is offered, a large fund passes, and the admins may pick the winners. */
export const AdminCommunityAccount: Story = {
  args: { initialValues: { ...about, fund: '5000', places: '10', endDay: '2026-03-20' } },
  parameters: { features: { handlers: handlersOf(adminServer, { 'GET /api/profile/me': meAdmin }) } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Приз', 1);
    const community = canvas.getByRole('radio', { name: /Счёт сообщества/ });
    await expect(community).toHaveAccessibleName('Счёт сообщества Без ограничения');
    await userEvent.click(community);
    await expect(canvas.getByTestId('prize-per-place')).toHaveTextContent('Приз за место: 500 спасибо.');
    await nextTo(canvas, 'Даты', 1);
    await nextTo(canvas, 'Правила', 1);
    await userEvent.click(canvas.getByRole('radio', { name: /администраторы/ }));
    await expect(canvas.getByRole('radio', { name: /администраторы/ })).toBeChecked();
  },
};

/** Without an active period the form is replaced by why. */
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: handlersOf(challengesServer(undefined, { createOptions: { ...createOptions, activePeriod: false } })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Сейчас нет активного периода')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Далее' })).toBeNull();
  },
};

/** The draft an earlier visit stored (on the prize step, with covers). */
const storeDraft = () => writeDraft(localStorage, DRAFT_KEY, { step: 'prize', values: { ...emptyChallengeValues(createOptions), ...aboutPrize, fund: '45' } });

/** A draft stored by an earlier visit is restored on its step, with a "Draft restored" notice; Back shows the rest of it. */
export const DraftRestored: Story = {
  beforeEach: storeDraft,
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await expect(await canvas.findByTestId('draft-restored')).toHaveTextContent('Черновик восстановлен.');
    await expect(canvas.getByRole('heading', { name: 'Приз', level: 2 })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Призовой фонд/ })).toHaveValue('45');
    await expect(canvas.getByRole('radio', { name: /Баллы для благодарностей/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await expect(await canvas.findByRole('textbox', { name: /Название/ })).toHaveValue('Лучшая идея для офиса');
    await expect(canvas.getAllByRole('img', { name: /^Обложка/ })).toHaveLength(2);
    await imagesDecoded(canvasElement);
  },
};

/** "Discard draft" empties the form and the storage, and the notice goes. */
export const DraftDiscarded: Story = {
  beforeEach: storeDraft,
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить черновик' }));
    await expect(await canvas.findByRole('textbox', { name: /Название/ })).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'Описание', level: 2 })).toHaveFocus();
    await expect(canvas.queryByTestId('draft-restored')).toBeNull();
    await expect(canvas.queryAllByRole('img', { name: /^Обложка/ })).toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  },
};

/** What is typed is stored at once as the draft (DraftRestored shows a new visit restoring it). */
export const DraftSavedAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Название/ }), 'Черновик идеи');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ version: 1, step: 'about', values: { name: 'Черновик идеи' } }));
  },
};

/** Covers are reordered with the keyboard: the focus stays on the moved cover, and its new place is announced. */
export const CoversReorderWithKeyboard: Story = {
  args: { initialValues: { covers: photos } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    const order = () => canvas.getAllByRole('img', { name: /^Обложка/ }).map((img) => img.getAttribute('src'));
    await expect(canvas.getByRole('button', { name: 'Переместить обложку 1 раньше' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Переместить обложку 1 позже' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(order()).toEqual([photos[1]!.thumbUrl, photos[0]!.thumbUrl, photos[2]!.thumbUrl]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Переместить обложку 2 позже' })).toHaveFocus());
    await expect(canvas.getByText('Обложка теперь на месте 2 из 3')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(order()).toEqual([photos[1]!.thumbUrl, photos[2]!.thumbUrl, photos[0]!.thumbUrl]);
    // At the end "later" is disabled: the focus goes to "earlier" of the same cover.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Переместить обложку 3 раньше' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Удалить обложку 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(order()).toEqual([photos[1]!.thumbUrl, photos[2]!.thumbUrl]);
    await expect(canvas.getByRole('img', { name: 'Обложка 1 из 2, главная' })).toBeInTheDocument();
    // The removed cover was the last: the focus goes to Remove of the one before it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Удалить обложку 2' })).toHaveFocus());
    await imagesDecoded(canvasElement);
  },
};

/** A picked image uploads with progress and becomes the main cover; its area for the card is chosen with the cropper and uploaded as the thumbnail. */
export const CropThumbnail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [await makePhoto('office.png', 0)]);
    await expect(await canvas.findByRole('img', { name: 'Обложка 1 из 1, главная' })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Выбрать область для карточки' }, { timeout: 3000 }));
    const apply = await canvas.findByRole('button', { name: 'Применить' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await expect(await canvas.findByRole('img', { name: 'Миниатюра карточки челленджа' }, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByText('Карточка покажет выбранную область первой обложки.')).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

const flow = challengesServer();
/** The whole wizard typed through, a cover uploaded: Create sends the body, says so, and forgets the draft. */
export const FullCreateFlow: Story = {
  parameters: { features: { handlers: handlersOf(flow), upload: coverUploads() } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Название/ }), 'Фото недели');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Описание/ }), 'Пришлите фото рабочего места');
    await userEvent.upload(fileInput(canvasElement), [await makePhoto('desk.png', 1)]);
    await expect(await canvas.findByRole('img', { name: 'Обложка 1 из 1, главная' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await nextTo(canvas, 'Приз', 1);
    await userEvent.click(canvas.getByRole('radio', { name: /Полученные баллы/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Призовой фонд/ }), '30');
    await userEvent.type(canvas.getByRole('textbox', { name: /Призовых мест/ }), '2');
    await nextTo(canvas, 'Даты', 1);
    await userEvent.type(canvas.getByRole('textbox', { name: /День окончания/ }), '20032026');
    await nextTo(canvas, 'Правила', 1);
    await userEvent.click(canvas.getByRole('switch', { name: 'Анонимное участие' }));
    await nextTo(canvas, 'Проверка', 1);
    await expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Создать челлендж' }));
    await expect(await body().findByText('Челлендж создан')).toBeInTheDocument();
    await expect(flow.log).toEqual([
      {
        route: 'create',
        body: {
          name: 'Фото недели',
          description: 'Пришлите фото рабочего места',
          coverIds: ['7c0be1a0-2b6f-4e0a-9d51-000000000001'],
          thumbnailId: null,
          fund: 30,
          places: 2,
          sponsor: 'income',
          winnerRule: 'organizer',
          referralMinimum: null,
          settings: { showParticipants: false, multipleReports: false, anonymous: true, invitedOnly: false },
          startAt: null,
          endAt: localInstant('2026-03-20', '18:00'),
          invitedUserIds: [],
        },
      },
    ]);
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    clearToasts();
  },
};

const poorer = challengesServer(undefined, { createOptions: { ...createOptions, sponsors: [{ sponsor: 'income', balance: 20 }] } });
/** The balance fell after the form was opened: the server refuses INSUFFICIENT_FUNDS, and the wizard goes back to the fund with the message on it. */
export const ServerInsufficientFunds: Story = {
  args: { initialValues: { ...filled, sponsor: 'income', fund: '30', places: '2' } },
  parameters: { features: { handlers: handlersOf(poorer, { 'GET /api/challenges/create-options': createOptions satisfies ChallengeCreateOptions }) } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Проверка', 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать челлендж' }));
    const fund = await canvas.findByRole('textbox', { name: /Призовой фонд/ });
    await expect(fund).toHaveAccessibleDescription(/Недостаточно баллов на балансе/);
    await waitFor(() => expect(fund).toHaveFocus());
    await expect(poorer.log).toHaveLength(1);
    clearToasts();
  },
};

const refusing = challengesServer();
/** The server refuses a field (VALIDATION_ERROR by field): the wizard opens that field's step with the translated message on it. */
export const ServerValidationError: Story = {
  args: { initialValues: filled },
  parameters: {
    features: {
      handlers: handlersOf(refusing, {
        'POST /api/challenges': errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'name', message: 'validation.forbiddenCharacter', location: 'body' }] }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Проверка', 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать челлендж' }));
    const name = await canvas.findByRole('textbox', { name: /Название/ });
    await expect(name).toHaveAccessibleDescription(/Текст содержит недопустимый символ/);
    await waitFor(() => expect(name).toHaveFocus());
    clearToasts();
  },
};

/** A deferred challenge nobody took part in yet, by its organizer. */
const deferred = challenge({
  id: 4,
  name: 'Квиз по продукту',
  description: 'Ответьте на 10 вопросов о нашем продукте.',
  status: 'deferred',
  covers: [photos[1]!],
  fund: 60,
  places: 3,
  sponsor: 'income',
  startAt: minutesAhead(2 * 24 * 60),
  endAt: minutesAhead(9 * 24 * 60),
  participantsCount: 0,
  organizer: { id: 1, firstName: 'Анна', surname: 'Петрова', nickname: 'anna', tgName: 'anna_p', photo: null },
  me: organizerAbilities,
});
const editServer = challengesServer([deferred]);
/** Editing before anyone took part: every field; Save sends only what changed (the fund may take the old fund back first: 35 + 60). */
export const EditFull: Story = {
  args: { challenge: deferred },
  parameters: { features: { handlers: handlersOf(editServer), route: '/challenge/4/edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Название/ }, { timeout: 5000 });
    await expect(canvas.getByRole('textbox', { name: /Призовой фонд/ })).toHaveAccessibleDescription(/не больше 95 спасибо/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Квиз по продукту: весна');
    const fund = canvas.getByRole('textbox', { name: /Призовой фонд/ });
    await userEvent.clear(fund);
    await userEvent.type(fund, '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Челлендж изменён')).toBeInTheDocument();
    await expect(editServer.log).toEqual([{ route: 'update', body: { id: 4, name: 'Квиз по продукту: весна', fund: 90 } }]);
    clearToasts();
  },
};

const referralDeferred = challenge({ ...deferred, id: 8, name: 'Приведи коллегу', winnerRule: 'referrals', referralMinimum: 2 });
const referralEditServer = challengesServer([referralDeferred]);
/** Editing a referral challenge nobody took part in: the minimum shows as it is; Save sends only the new one. */
export const EditReferral: Story = {
  args: { challenge: referralDeferred },
  parameters: { features: { handlers: handlersOf(referralEditServer), route: '/challenge/8/edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const minimum = await canvas.findByRole('textbox', { name: /Сколько приглашённых нужно для приза/ }, { timeout: 5000 });
    await expect(minimum).toHaveValue('2');
    await expect(canvas.getByRole('radio', { name: /Больше всех приглашений/ })).toBeChecked();
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Челлендж изменён')).toBeInTheDocument();
    await expect(referralEditServer.log).toEqual([{ route: 'update', body: { id: 8, referralMinimum: 5 } }]);
    clearToasts();
  },
};

/** Save without a change sends nothing and says so. */
export const EditUnchanged: Story = {
  args: { challenge: deferred },
  parameters: { features: { handlers: handlersOf(editServer), route: '/challenge/4/edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Сохранить' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Вы ничего не изменили — сохранять нечего.')).toBeInTheDocument();
  },
};

/** A running challenge someone took part in: only the name, description and covers; the rest read-only with why. */
const running = challenge({ covers: [photos[0]!, photos[1]!], me: { ...organizerAbilities, edit: 'basic', canDelete: false } });
const basicServer = challengesServer([running]);
export const EditBasic: Story = {
  args: { challenge: running },
  parameters: { features: { handlers: handlersOf(basicServer), route: '/challenge/1/edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: /^Описание/ }, { timeout: 5000 });
    await expect(canvas.getByTestId('locked-note')).toHaveTextContent('можно изменить только название, описание и обложки');
    await expect(canvas.queryByRole('textbox', { name: /Призовой фонд/ })).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByTestId('challenge-summary')).toHaveTextContent('Победителей выбирает организатор');
    await userEvent.type(description, ' Ждём до пятницы.');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Челлендж изменён')).toBeInTheDocument();
    await expect(basicServer.log).toEqual([{ route: 'update', body: { id: 1, description: `${running.description} Ждём до пятницы.` } }]);
    clearToasts();
    await imagesDecoded(canvasElement);
  },
};

/** Someone took part while the full form was open: the server refuses CHALLENGE_FIELDS_LOCKED, shown translated above the buttons. */
export const EditFieldsLocked: Story = {
  args: { challenge: deferred },
  parameters: {
    features: {
      handlers: handlersOf(editServer, { 'PATCH /api/challenges': errorReply('CHALLENGE_FIELDS_LOCKED', 409, { fields: ['places'] }) }),
      route: '/challenge/4/edit',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const places = await canvas.findByRole('textbox', { name: /Призовых мест/ }, { timeout: 5000 });
    await userEvent.clear(places);
    await userEvent.type(places, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('После начала участия можно менять только название, описание и обложки');
    clearToasts();
  },
};

/** An admin editing a member's challenge: the fund and account stay the organizer's to change. */
export const EditByAdmin: Story = {
  args: { challenge: { ...deferred, me: { ...organizerAbilities, isOrganizer: false } } },
  parameters: { features: { handlers: handlersOf(editServer, { 'GET /api/profile/me': meAdmin }), route: '/challenge/4/edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Фонд и счёт меняет только организатор.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Призовой фонд/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: /администраторы/ })).toBeInTheDocument();
  },
};

/** On a phone: one column, the progress shows the current step's label only. */
export const Phone: Story = {
  args: { initialValues: about },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await wizard(canvasElement);
    await imagesDecoded(canvasElement);
  },
};

/** The review on a phone: terms above their values. */
export const PhoneReview: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await wizard(canvasElement);
    await nextTo(canvas, 'Проверка', 4);
    await imagesDecoded(canvasElement);
  },
};

/** English: the first step with covers. */
export const English: Story = { args: { initialValues: about }, globals: { locale: 'en' } };

/** English: the basic edit with its locked part. */
export const EnglishEditBasic: Story = {
  args: { challenge: running },
  parameters: { features: { handlers: handlersOf(basicServer), route: '/challenge/1/edit' } },
  globals: { locale: 'en' },
};
