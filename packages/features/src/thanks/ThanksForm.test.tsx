import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThanksForm } from './ThanksForm.tsx';
import { FeaturesStoryProvider } from '../testing/FeaturesStoryProvider.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { settingsNoAnonymity, settingsNoPeriod, balanceNoPeriod } from '../testing/fixtures.ts';

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

  it('replaces the form with the SPEC message when no period is active', async () => {
    renderForm('ru', { ...defaultHandlers, 'GET /api/organization/settings': settingsNoPeriod, 'GET /api/balance': balanceNoPeriod });
    expect(await screen.findByText('Нет активного периода, отправка спасибо временно недоступна')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить спасибо' })).toBeNull();
  });
});
