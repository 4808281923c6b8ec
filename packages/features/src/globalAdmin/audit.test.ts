import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { auditDetails } from './AuditTab.tsx';
import { demoAudit } from './fixtures.ts';

/** Each audit line of the demo log in words (docs/decisions/0034), newest first. */
describe('auditDetails', () => {
  it('puts every action into Russian words, with DD-MM-YYYY days and points', () => {
    const t = createI18n('ru').t;
    expect(demoAudit.map((e) => auditDetails(e, t, 'ru'))).toEqual([
      'По 50 баллов всем участникам (42), всего 2\u00a0100 баллов: «С 8 Марта!»',
      '300 баллов участнику Петрова Анна: «За запуск нового офиса»',
      '«Отдел продаж» → «Продажи», ID чата -482915307',
      '«Отдел продаж», ID чата -482915307',
      '01-05-2026 — 31-05-2026',
      '01-04-2026 — 30-04-2026, начисление 100 баллов',
      'Соколов Дмитрий, подразделение «Разработка», должность — Инженер',
      '«Лаборатория Тесла», первый администратор — Орлова Вера (новый человек)',
    ]);
  });

  it('and into English', () => {
    const t = createI18n('en').t;
    expect(auditDetails(demoAudit[0]!, t, 'en')).toBe('50 points to every member (42), 2,100 points in all: “С 8 Марта!”');
    expect(auditDetails(demoAudit[7]!, t, 'en')).toBe('“Лаборатория Тесла”, first administrator Орлова Вера (a new person)');
  });

  it('leaves out a hired person’s missing division and job title', () => {
    const t = createI18n('ru').t;
    const entry = { ...demoAudit[6]!, details: { name: 'Соколов Дмитрий', division: null, jobTitle: null } };
    expect(auditDetails(entry, t, 'ru')).toBe('Соколов Дмитрий');
  });
});
