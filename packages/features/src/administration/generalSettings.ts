import { UpdateEconomySettingsBody, type BonusName, type EconomySettings } from '@gratia/contracts';
import type { ValidationIssue } from '../errors/index.ts';

/**
 * The rules of the general settings form (SPEC §3 Organization settings, the 'general' tab of
 * /organization_administration_settings/{id}/general) with no React: the values as typed, what
 * they mean as a PATCH /api/organization/economy body, the changed part of it, and a human reading
 * of the seconds fields.
 */

/** The forms of the bonus name, as the fields hold them (one per language and plural form). */
export const BONUS_FIELDS = ['bonusName.ru.one', 'bonusName.ru.few', 'bonusName.ru.many', 'bonusName.en.one', 'bonusName.en.other'] as const;
/** One form of the bonus name: `bonusName.<language>.<plural>`, as the API names it in an issue's path. */
export type BonusField = (typeof BONUS_FIELDS)[number];

/** The fields typed as a number of seconds. */
export const SECONDS_FIELDS = ['transactionCancelTime', 'botCommandLifetime', 'messageLifetime'] as const;
export type SecondsField = (typeof SECONDS_FIELDS)[number];

/** The on/off settings. */
export const SWITCH_FIELDS = ['anonymityAllowed', 'hideBalances', 'hideMarket'] as const;
export type SwitchField = (typeof SWITCH_FIELDS)[number];

/** Every field of the form, named as the API's issue paths name it, in the order the form shows them. */
export const GENERAL_FIELDS = ['name', ...BONUS_FIELDS, 'maxTransfer', 'transactionCancelTime', 'anonymityAllowed', 'hideBalances', 'botCommandLifetime', 'messageLifetime', 'hideMarket'] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];

/** The form as typed: texts for the text and number fields, booleans for the switches. */
export interface GeneralValues {
  name: string;
  bonusName: { ru: { one: string; few: string; many: string }; en: { one: string; other: string } };
  /** Empty: no limit. */
  maxTransfer: string;
  transactionCancelTime: string;
  botCommandLifetime: string;
  messageLifetime: string;
  anonymityAllowed: boolean;
  hideBalances: boolean;
  hideMarket: boolean;
}

/** What the form may send: every setting of the tab (a subset of UpdateEconomySettingsBody). */
export type GeneralBody = Pick<UpdateEconomySettingsBody, 'name' | 'bonusName' | 'maxTransfer' | 'transactionCancelTime' | 'anonymityAllowed' | 'hideBalances' | 'botCommandLifetime' | 'messageLifetime' | 'hideMarket'>;

/** The saved settings as the form shows them. */
export function valuesOf(s: EconomySettings): GeneralValues {
  return {
    name: s.name,
    bonusName: { ru: { ...s.bonusName.ru }, en: { ...s.bonusName.en } },
    maxTransfer: s.maxTransfer === null ? '' : String(s.maxTransfer),
    transactionCancelTime: String(s.transactionCancelTime),
    botCommandLifetime: String(s.botCommandLifetime),
    messageLifetime: String(s.messageLifetime),
    anonymityAllowed: s.anonymityAllowed,
    hideBalances: s.hideBalances,
    hideMarket: s.hideMarket,
  };
}

/** The text of a bonus-name field. */
export function bonusFormOf(values: GeneralValues, field: BonusField): string {
  const [, language, form] = field.split('.') as ['bonusName', 'ru' | 'en', string];
  return (values.bonusName[language] as Record<string, string>)[form] ?? '';
}

/** `values` with the bonus-name field `field` set to `text`. */
export function withBonusForm(values: GeneralValues, field: BonusField, text: string): GeneralValues {
  const [, language, form] = field.split('.') as ['bonusName', 'ru' | 'en', string];
  return { ...values, bonusName: { ...values.bonusName, [language]: { ...values.bonusName[language], [form]: text } } };
}

/** A whole number as people type it: an optional sign, then digits, or digits grouped by three with spaces ('86 400'). */
const WHOLE_NUMBER = /^[+-]?(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/** The number a field's text holds: null when empty (only blanks), NaN when it is not a whole number. */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!WHOLE_NUMBER.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[ \u00a0\u202f]/g, ''));
}

/** A problem of one field: a contracts `validation.*` message key with its bound, if any. */
export type FieldIssue = ValidationIssue;

/** What {@link readValues} makes of the form: the whole body when every field is right, else the problems by field. */
export type ReadResult = { body: Required<GeneralBody> } | { issues: Partial<Record<GeneralField, FieldIssue>> };

/**
 * Reads the form as the API would (the contract's `UpdateEconomySettingsBody`): the name and every
 * bonus form required (trimmed, bounded), the max transfer empty (no limit) or 1 … MAX_POINTS whole
 * points, the cancel time 0 … MAX_CANCEL_TIME_SECONDS and the lifetimes 0 … MAX_LIFETIME_SECONDS
 * whole seconds (required). The first problem of each field is kept.
 */
export function readValues(values: GeneralValues): ReadResult {
  const issues: Partial<Record<GeneralField, FieldIssue>> = {};
  const maxTransfer = wholeNumberOf(values.maxTransfer);
  if (Number.isNaN(maxTransfer)) issues.maxTransfer = { message: 'validation.amountInteger' };
  const seconds = {} as Record<SecondsField, number>;
  for (const field of SECONDS_FIELDS) {
    const value = wholeNumberOf(values[field]);
    if (value === null) issues[field] = { message: 'validation.required' };
    else if (Number.isNaN(value)) issues[field] = { message: 'validation.integer' };
    seconds[field] = value ?? 0;
  }
  const candidate = {
    name: values.name,
    bonusName: { ru: { ...values.bonusName.ru }, en: { ...values.bonusName.en } },
    maxTransfer: maxTransfer !== null && Number.isNaN(maxTransfer) ? null : maxTransfer,
    ...seconds,
    anonymityAllowed: values.anonymityAllowed,
    hideBalances: values.hideBalances,
    hideMarket: values.hideMarket,
  };
  const parsed = UpdateEconomySettingsBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!isGeneralField(path) || issues[path]) continue;
      const bound = issue as { minimum?: number | bigint; maximum?: number | bigint };
      issues[path] = { code: issue.code, message: issue.message, minimum: bound.minimum, maximum: bound.maximum };
    }
  }
  if (Object.keys(issues).length > 0) return { issues };
  const data = parsed.data!;
  return {
    body: {
      name: data.name!,
      bonusName: data.bonusName!,
      maxTransfer: data.maxTransfer ?? null,
      transactionCancelTime: data.transactionCancelTime!,
      anonymityAllowed: data.anonymityAllowed!,
      hideBalances: data.hideBalances!,
      botCommandLifetime: data.botCommandLifetime!,
      messageLifetime: data.messageLifetime!,
      hideMarket: data.hideMarket!,
    },
  };
}

const sameBonusName = (a: BonusName, b: BonusName) =>
  a.ru.one === b.ru.one && a.ru.few === b.ru.few && a.ru.many === b.ru.many && a.en.one === b.en.one && a.en.other === b.en.other;

/** The settings of `body` that differ from `saved`: what a PATCH needs to send (nothing when equal). */
export function changesOf(body: Required<GeneralBody>, saved: EconomySettings): GeneralBody {
  const out: GeneralBody = {};
  if (body.name !== saved.name) out.name = body.name;
  if (!sameBonusName(body.bonusName, saved.bonusName)) out.bonusName = body.bonusName;
  if (body.maxTransfer !== saved.maxTransfer) out.maxTransfer = body.maxTransfer;
  for (const field of SECONDS_FIELDS) if (body[field] !== saved[field]) out[field] = body[field];
  for (const field of SWITCH_FIELDS) if (body[field] !== saved[field]) out[field] = body[field];
  return out;
}

/** True when the form differs from the saved settings as typed (blanks around texts aside). */
export function isDirty(values: GeneralValues, saved: EconomySettings): boolean {
  const initial = valuesOf(saved);
  if (values.name.trim() !== initial.name.trim()) return true;
  if (BONUS_FIELDS.some((f) => bonusFormOf(values, f).trim() !== bonusFormOf(initial, f).trim())) return true;
  for (const field of ['maxTransfer', ...SECONDS_FIELDS] as const) {
    const typed = wholeNumberOf(values[field]);
    const was = wholeNumberOf(initial[field]);
    if (Number.isNaN(typed) ? values[field].trim() !== initial[field].trim() : typed !== was) return true;
  }
  return SWITCH_FIELDS.some((f) => values[f] !== initial[f]);
}

/** True when `path` (an issue's dotted path) is a field of the form. */
export function isGeneralField(path: string): path is GeneralField {
  return (GENERAL_FIELDS as readonly string[]).includes(path);
}

/** A number of seconds split into days, hours, minutes and seconds (the units that are not zero, largest first). */
export function durationParts(seconds: number): { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number }[] {
  const units = [
    ['days', 86_400],
    ['hours', 3_600],
    ['minutes', 60],
    ['seconds', 1],
  ] as const;
  let left = Math.max(0, Math.floor(seconds));
  const out: { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number }[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) out.push({ unit, count });
  }
  return out;
}
