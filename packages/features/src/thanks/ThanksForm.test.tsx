import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThanksForm } from './ThanksForm.tsx';
import { FeaturesStoryProvider } from '../testing/FeaturesStoryProvider.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { balanceBig, settingsNoAnonymity, settingsNoPeriod, balanceNoPeriod } from '../testing/fixtures.ts';

function renderForm(lang: 'ru' | 'en', handlers: Record<string, unknown> = defaultHandlers) {
  return render(
    <FeaturesStoryProvider lang={lang} handlers={handlers} toasts={false}>
      <ThanksForm />
    </FeaturesStoryProvider>,
  );
}

describe('ThanksForm', () => {
  it('shows translated validation messages on an empty submit (ru)', async () => {
    renderForm('ru');
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить спасибо' }));
    expect(await screen.findByText('Выберите получателя')).toBeInTheDocument();
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(2);
  });

  it('shows translated validation messages on an empty submit (en)', async () => {
    renderForm('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Send thanks' }));
    expect(await screen.findByText('Choose a recipient')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
  });

  it('shows the amount limits and the anonymity switch only when allowed', async () => {
    const { unmount } = renderForm('ru');
    const form = await screen.findByRole('region', { name: 'Сказать спасибо' });
    expect(await within(form).findByText(/Доступно: 80 спасибо · не больше 100 спасибо за раз/)).toBeInTheDocument();
    expect(within(form).getByRole('switch')).toBeInTheDocument();
    unmount();
    renderForm('ru', { ...defaultHandlers, 'GET /api/organization/settings': settingsNoAnonymity });
    await screen.findByRole('button', { name: 'Отправить спасибо' });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  // The fixtures: 80 спасибо available, the organization's max transfer 100.
  it.each([
    ['2,5', 'Только целое число, например 5'],
    ['2.5', 'Только целое число, например 5'],
    ['1e3', 'Только целое число, например 5'],
    ['-5', 'Минимум — 1 спасибо'],
    ['0', 'Минимум — 1 спасибо'],
    ['250', 'Больше, чем у вас есть: для распределения осталось 80 спасибо'],
    ['90', 'Больше, чем у вас есть: для распределения осталось 80 спасибо'],
  ])('keeps "%s" as typed in the amount field and says why it is refused when the field is left', async (text, message) => {
    renderForm('ru');
    const amount = await screen.findByRole('textbox', { name: /Сколько/ });
    await userEvent.type(amount, text);
    await userEvent.tab();
    expect(amount).toHaveValue(text);
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('names the max transfer when it is the limit exceeded, in English too', async () => {
    renderForm('en', { ...defaultHandlers, 'GET /api/balance': balanceBig });
    const amount = await screen.findByRole('textbox', { name: /How much/ });
    await userEvent.type(amount, '250');
    await userEvent.tab();
    expect(amount).toHaveValue('250');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Your organization\'s limit is 100 thank-yous per thanks'));
    // Editing after the message checks again at once; a whole number in range clears it.
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.5');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Whole numbers only, e.g. 5'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    expect(amount).toBeValid();
    expect(screen.queryByText(/Whole numbers only/)).toBeNull();
  });

  it('does not send a refused amount: the submit shows the message and nothing is posted', async () => {
    const posted: unknown[] = [];
    renderForm('ru', { ...defaultHandlers, 'POST /api/transfers': (req: { body: unknown }) => (posted.push(req.body), defaultHandlers['POST /api/transfers'](req as never)) });
    const amount = await screen.findByRole('textbox', { name: /Сколько/ });
    await userEvent.type(amount, '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить спасибо' }));
    expect(await screen.findByText('Только целое число, например 5')).toBeInTheDocument();
    expect(amount).toHaveValue('2,5');
    expect(posted).toEqual([]);
  });

  it('replaces the form with the SPEC message when no period is active', async () => {
    renderForm('ru', { ...defaultHandlers, 'GET /api/organization/settings': settingsNoPeriod, 'GET /api/balance': balanceNoPeriod });
    expect(await screen.findByText('Нет активного периода, отправка спасибо временно недоступна')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить спасибо' })).toBeNull();
  });
});
