/**
 * The create and edit form of a challenge as pure logic (SPEC §1 Challenges, §3 Challenge, §5
 * challenge rules; DOMAIN §1.5; docs/decisions/0039, 0040): the values as typed, the checks of each
 * wizard step with codes the form translates (`form.errors.<key>`), the bodies of POST and PATCH
 * /api/challenges, the winner rules offered, and the draft kept in local storage. No React, no
 * network. Points are whole numbers; instants are ISO 8601 strings with the viewer's offset; days
 * are `YYYY-MM-DD`, times `HH:MM` in the viewer's time zone.
 */
import { z } from 'zod';
import {
  ChallengeSponsor,
  ImageRef,
  MAX_CHALLENGE_COVERS,
  MAX_CHALLENGE_DESCRIPTION,
  MAX_CHALLENGE_INVITEES,
  MAX_CHALLENGE_NAME,
  MAX_CHALLENGE_PLACES,
  MAX_POINTS,
  MAX_REFERRAL_MINIMUM,
  MIN_CHALLENGE_SECONDS,
  WinnerRule,
  type Challenge,
  type ChallengeSettings,
  type ChallengeCreateOptions,
  type CreateChallengeBody,
  type SponsorOption,
  type UpdateChallengeBody,
  type UserSummary,
} from '@gratia/contracts';
import { displayTimeZone } from '../i18n/index.ts';

/** The wizard's steps in order (docs/decisions/0040): about, prize, dates, rules, review. */
export const CHALLENGE_STEPS = ['about', 'prize', 'dates', 'rules', 'review'] as const;
export type ChallengeStep = (typeof CHALLENGE_STEPS)[number];

/** A member invited to an invited-only challenge, as the picker listed them. */
export type Invitee = Pick<UserSummary, 'id' | 'firstName' | 'surname' | 'nickname' | 'tgName' | 'photo'>;

/** How the challenge starts: at once when created (`now`), or on a chosen day and time (`later`, deferred). */
export type StartMode = 'now' | 'later';

/**
 * What the form holds, as typed: texts stay texts until they are checked, covers are images
 * already uploaded (in order; the first is the main one), the thumbnail is the crop of the first
 * cover uploaded for the cards (`thumbnailOf` = that cover's id; it no longer counts once another
 * cover comes first).
 */
export interface ChallengeFormValues {
  name: string;
  description: string;
  covers: ImageRef[];
  thumbnail: ImageRef | null;
  thumbnailOf: string | null;
  /** Prize fund, points, as typed. */
  fund: string;
  /** Prize places, as typed. */
  places: string;
  sponsor: ChallengeSponsor | null;
  startMode: StartMode;
  startDay: string | null;
  startTime: string;
  endDay: string | null;
  endTime: string;
  winnerRule: WinnerRule;
  /** A referral challenge's least counted referrals for a place, as typed (SPEC §1 'referral'; docs/decisions/0045); ignored for the other rules. */
  referralMinimum: string;
  settings: ChallengeSettings;
  invitees: Invitee[];
}

/** The fields a check can refuse (each shows its message on its own control). */
export type ChallengeField =
  | 'name'
  | 'description'
  | 'covers'
  | 'fund'
  | 'places'
  | 'sponsor'
  | 'startDay'
  | 'startTime'
  | 'endDay'
  | 'endTime'
  | 'winnerRule'
  | 'referralMinimum'
  | 'invitees';

/**
 * One refusal: `key` of `form.errors` with its `params` (`available` is points, `sponsor` a
 * {@link ChallengeSponsor} to name), or a `text` already translated (the server's messages).
 */
export interface FormIssue {
  key: string;
  params?: Record<string, string | number>;
  text?: string;
}

/** Refusals by field. */
export type ChallengeErrors = Partial<Record<ChallengeField, FormIssue>>;

/** The fields each step shows, so a step checks only its own. */
export const STEP_FIELDS: Record<ChallengeStep, readonly ChallengeField[]> = {
  about: ['name', 'description', 'covers'],
  prize: ['fund', 'places', 'sponsor'],
  dates: ['startDay', 'startTime', 'endDay', 'endTime'],
  rules: ['winnerRule', 'referralMinimum', 'invitees'],
  review: [],
};

/** Default time of a deferred start and of the end, `HH:MM`. */
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '18:00';
/** Default least number of referrals for a prize of a referral challenge (SPEC §1 'referral'; docs/decisions/0045). */
export const DEFAULT_REFERRAL_MINIMUM = '1';

/** Where the covers' uploads stand: every one uploaded (or none), some still `uploading`, or one `failed`. */
export type CoversStatus = 'ready' | 'uploading' | 'failed';

/** What the checks need besides the values. */
export interface ChallengeFormContext {
  /** Now, ms since the epoch. */
  now: number;
  /** The accounts the fund may come from, with their balances (null: no limit). */
  sponsors: readonly SponsorOption[];
  /** Points that come back to an account before the new fund is taken (an edit: the old fund returns first). */
  refund?: { sponsor: ChallengeSponsor; points: number } | null;
  /** The covers' uploads. */
  covers?: CoversStatus;
}

/** An empty form: the create-options' settings, the only account when there is one, starting now. */
export function emptyChallengeValues(options?: Pick<ChallengeCreateOptions, 'defaults' | 'sponsors'>): ChallengeFormValues {
  const sponsors = options?.sponsors ?? [];
  return {
    name: '',
    description: '',
    covers: [],
    thumbnail: null,
    thumbnailOf: null,
    fund: '',
    places: '',
    sponsor: sponsors.length === 1 ? sponsors[0]!.sponsor : null,
    startMode: 'now',
    startDay: null,
    startTime: DEFAULT_START_TIME,
    endDay: null,
    endTime: DEFAULT_END_TIME,
    winnerRule: 'organizer',
    referralMinimum: DEFAULT_REFERRAL_MINIMUM,
    settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false, ...options?.defaults },
    invitees: [],
  };
}

/**
 * A whole number of points (or places) as typed: digits, spaces between groups allowed
 * ('1 000'); null when empty, `invalid` when it is not a whole number ≥ 0.
 */
export function parseWhole(text: string): number | null | 'invalid' {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!/^\d+$/.test(compact)) return 'invalid';
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : 'invalid';
}

/** A time typed as `H:MM` or `HH:MM` (a dot also separates), 00:00–23:59, as `HH:MM`; null when it is not one. */
export function parseTime(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${m[2]}`;
}

const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');

/**
 * The instant of a day (`YYYY-MM-DD`) at a time (`HH:MM`, {@link parseTime}) in the viewer's time
 * zone, as ISO 8601 with the offset of that moment: `2026-03-20T18:00:00+03:00`. Null when either
 * is not one.
 */
export function localInstant(day: string | null, time: string): string | null {
  const d = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  const hhmm = parseTime(time);
  if (!d || !hhmm) return null;
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const local = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes, 0, 0);
  if (Number.isNaN(local.getTime()) || local.getDate() !== Number(d[3])) return null;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${d[1]}-${d[2]}-${d[3]}T${pad(local.getHours())}:${pad(local.getMinutes())}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The day (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in the display time zone (the viewer's). */
export function instantFields(iso: string): { day: string; time: string } {
  const zone = displayTimeZone();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { ...(zone ? { timeZone: zone } : {}), hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * What the winners get (DOMAIN §1.6): places above the fund are capped at the fund, and each
 * place gets floor(fund / places) points. Null unless both are whole numbers ≥ 1.
 */
export function prizeSplit(fund: number | null | 'invalid', places: number | null | 'invalid'): { places: number; prize: number; capped: boolean } | null {
  if (typeof fund !== 'number' || typeof places !== 'number' || fund < 1 || places < 1) return null;
  const capped = Math.min(places, fund);
  return { places: capped, prize: Math.floor(fund / capped), capped: capped < places };
}

/**
 * The most points account `sponsor` can put in: its balance plus what returns to it first
 * (`ctx.refund`); null when it has no limit (the community's account); undefined when it is not
 * one of `ctx.sponsors`.
 */
export function sponsorLimit(sponsor: ChallengeSponsor, ctx: Pick<ChallengeFormContext, 'sponsors' | 'refund'>): number | null | undefined {
  const option = ctx.sponsors.find((s) => s.sponsor === sponsor);
  if (!option) return undefined;
  if (option.balance === null) return null;
  return option.balance + (ctx.refund && ctx.refund.sponsor === sponsor ? ctx.refund.points : 0);
}

/**
 * The winner rules offered (docs/decisions/0040, 0045): the organizer, voting and referrals (SPEC
 * §1 'referral': the most counted invitees win — nobody judges, so any member may run one) always;
 * the admins only when the community's account pays or the creator is an admin (the admins judge
 * what the community funds or what one of them organizes), and the rule a challenge already has.
 */
export function winnerRulesFor(options: { sponsor: ChallengeSponsor | null; isAdmin: boolean; current?: WinnerRule | null }): WinnerRule[] {
  const admins = options.sponsor === 'community' || options.isAdmin || options.current === 'admins';
  return admins ? ['organizer', 'admins', 'voting', 'referrals'] : ['organizer', 'voting', 'referrals'];
}

/** `values` with a winner rule that is no longer offered put back to the organizer. */
export function reconcileRule(values: ChallengeFormValues, offered: readonly WinnerRule[]): ChallengeFormValues {
  return offered.includes(values.winnerRule) ? values : { ...values, winnerRule: 'organizer' };
}

/** The thumbnail that counts: the crop of the cover that is first now, else null. */
export function currentThumbnail(values: Pick<ChallengeFormValues, 'covers' | 'thumbnail' | 'thumbnailOf'>): ImageRef | null {
  return values.thumbnail && values.covers[0] && values.thumbnailOf === values.covers[0].id ? values.thumbnail : null;
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/** A cover in the form's order: an image already uploaded (kept in a draft, or the challenge's), or an upload of this visit by its key. */
export type CoverEntry = { kind: 'image'; image: ImageRef } | { kind: 'upload'; key: string };

/** An upload as the covers list needs it (thanks' `usePhotoUploads` items). */
export interface CoverUpload {
  key: string;
  status: 'uploading' | 'done' | 'failed';
  image?: ImageRef;
}

/** One cover as shown: its key, its image once uploaded, and its upload while it is one. */
export interface CoverItem<U extends CoverUpload> {
  key: string;
  image: ImageRef | null;
  upload: U | null;
}

/**
 * The covers in order: `entries` resolved against the uploads of this visit (an upload removed
 * meanwhile drops out), then the uploads not placed yet, as picked.
 */
export function coverItems<U extends CoverUpload>(entries: readonly CoverEntry[], uploads: readonly U[]): CoverItem<U>[] {
  const byKey = new Map(uploads.map((u) => [u.key, u]));
  const placed = new Set<string>();
  const items: CoverItem<U>[] = [];
  const ofUpload = (u: U): CoverItem<U> => ({ key: u.key, image: u.status === 'done' ? (u.image ?? null) : null, upload: u });
  for (const entry of entries) {
    if (entry.kind === 'image') {
      items.push({ key: `image:${entry.image.id}`, image: entry.image, upload: null });
      continue;
    }
    const upload = byKey.get(entry.key);
    if (!upload || placed.has(entry.key)) continue;
    placed.add(entry.key);
    items.push(ofUpload(upload));
  }
  for (const upload of uploads) if (!placed.has(upload.key)) items.push(ofUpload(upload));
  return items;
}

/** The entries that keep `items`' order. */
export function coverEntries(items: readonly CoverItem<CoverUpload>[]): CoverEntry[] {
  return items.map((item) => (item.upload ? { kind: 'upload', key: item.upload.key } : { kind: 'image', image: item.image! }));
}

/** Where the covers' uploads stand ({@link CoversStatus}). */
export function coversStatus(items: readonly CoverItem<CoverUpload>[]): CoversStatus {
  if (items.some((i) => i.upload?.status === 'uploading')) return 'uploading';
  if (items.some((i) => i.upload?.status === 'failed')) return 'failed';
  return 'ready';
}

/** When the challenge starts, for the checks: now, or the instant chosen (null when it is not one yet). */
function startInstant(values: ChallengeFormValues, now: number): number | null {
  if (values.startMode === 'now') return now;
  const iso = localInstant(values.startDay, values.startTime);
  return iso === null ? null : Date.parse(iso);
}

function checkText(text: string, max: number, required: string): FormIssue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return { key: required };
  if (trimmed.length > max) return { key: 'tooLong', params: { max } };
  if (trimmed.includes('\u0000')) return { key: 'forbiddenCharacter' };
  return undefined;
}

function checkFund(values: ChallengeFormValues, ctx: ChallengeFormContext): FormIssue | undefined {
  const fund = parseWhole(values.fund);
  if (fund === null) return { key: 'fundRequired' };
  if (fund === 'invalid') return { key: 'fundInteger' };
  if (fund < 1) return { key: 'fundMin', params: { points: 1 } };
  if (fund > MAX_POINTS) return { key: 'fundMax', params: { points: MAX_POINTS } };
  if (values.sponsor) {
    const limit = sponsorLimit(values.sponsor, ctx);
    if (typeof limit === 'number' && fund > limit) return { key: 'fundOverBalance', params: { available: limit, sponsor: values.sponsor } };
  }
  return undefined;
}

/** A referral challenge's minimum (SPEC §1 'referral'; docs/decisions/0045): a whole number 1 … {@link MAX_REFERRAL_MINIMUM}. */
function checkReferralMinimum(text: string): FormIssue | undefined {
  const minimum = parseWhole(text);
  if (minimum === null) return { key: 'referralMinimumRequired' };
  if (minimum === 'invalid') return { key: 'referralMinimumInteger' };
  if (minimum < 1 || minimum > MAX_REFERRAL_MINIMUM) return { key: 'referralMinimumRange', params: { max: MAX_REFERRAL_MINIMUM } };
  return undefined;
}

function checkPlaces(text: string): FormIssue | undefined {
  const places = parseWhole(text);
  if (places === null) return { key: 'placesRequired' };
  if (places === 'invalid') return { key: 'placesInteger' };
  if (places < 1 || places > MAX_CHALLENGE_PLACES) return { key: 'placesRange', params: { max: MAX_CHALLENGE_PLACES } };
  return undefined;
}

/** The checks of the dates: a real start (when deferred) not in the past, a real end not in the past, at least {@link MIN_CHALLENGE_SECONDS} after the start. */
function checkDates(values: ChallengeFormValues, now: number): ChallengeErrors {
  const errors: ChallengeErrors = {};
  let start: number | null = now;
  if (values.startMode === 'later') {
    if (!values.startDay) errors.startDay = { key: 'startDayRequired' };
    else if (parseTime(values.startTime) === null) errors.startTime = { key: 'timeInvalid' };
    else {
      start = startInstant(values, now);
      if (start !== null && start < now) errors.startDay = { key: 'startInPast' };
    }
    if (errors.startDay || errors.startTime) start = null;
  }
  if (!values.endDay) errors.endDay = { key: 'endDayRequired' };
  else if (parseTime(values.endTime) === null) errors.endTime = { key: 'timeInvalid' };
  else {
    const end = Date.parse(localInstant(values.endDay, values.endTime) ?? '');
    if (Number.isNaN(end)) errors.endDay = { key: 'endDayRequired' };
    else if (end <= now) errors.endDay = { key: 'endInPast' };
    else if (start !== null && end - Math.max(start, now) < MIN_CHALLENGE_SECONDS * 1000) errors.endDay = { key: 'tooShort', params: { minutes: MIN_CHALLENGE_SECONDS / 60 } };
  }
  return errors;
}

/**
 * The checks of one wizard step (SPEC §5; DOMAIN §1.5): about — a name (≤ {@link MAX_CHALLENGE_NAME})
 * and a description (≤ {@link MAX_CHALLENGE_DESCRIPTION}), at most {@link MAX_CHALLENGE_COVERS}
 * covers all uploaded; prize — a whole fund of 1 … MAX_POINTS points within the chosen account's
 * balance ({@link sponsorLimit}), 1 … {@link MAX_CHALLENGE_PLACES} places, an account; dates — see
 * the start and end rules; rules — a referral minimum of 1 … {@link MAX_REFERRAL_MINIMUM} on a
 * referral challenge (SPEC §1 'referral'; docs/decisions/0045), at least one invitee
 * (≤ {@link MAX_CHALLENGE_INVITEES}) when only the invited take part. Returns the refusals of that
 * step's fields (none: `{}`).
 */
export function validateStep(step: ChallengeStep, values: ChallengeFormValues, ctx: ChallengeFormContext): ChallengeErrors {
  const errors: ChallengeErrors = {};
  switch (step) {
    case 'about': {
      const name = checkText(values.name, MAX_CHALLENGE_NAME, 'nameRequired');
      if (name) errors.name = name;
      const description = checkText(values.description, MAX_CHALLENGE_DESCRIPTION, 'descriptionRequired');
      if (description) errors.description = description;
      if (ctx.covers === 'uploading') errors.covers = { key: 'coversUploading' };
      else if (ctx.covers === 'failed') errors.covers = { key: 'coversFailed' };
      else if (values.covers.length > MAX_CHALLENGE_COVERS) errors.covers = { key: 'coversTooMany', params: { max: MAX_CHALLENGE_COVERS } };
      return errors;
    }
    case 'prize': {
      if (!values.sponsor) errors.sponsor = { key: 'sponsorRequired' };
      else if (sponsorLimit(values.sponsor, ctx) === undefined) errors.sponsor = { key: 'sponsorUnavailable' };
      const fund = checkFund(values, ctx);
      if (fund) errors.fund = fund;
      const places = checkPlaces(values.places);
      if (places) errors.places = places;
      return errors;
    }
    case 'dates':
      return checkDates(values, ctx.now);
    case 'rules': {
      const minimum = values.winnerRule === 'referrals' ? checkReferralMinimum(values.referralMinimum) : undefined;
      if (minimum) errors.referralMinimum = minimum;
      if (values.settings.invitedOnly && values.invitees.length === 0) errors.invitees = { key: 'inviteesRequired' };
      else if (values.settings.invitedOnly && values.invitees.length > MAX_CHALLENGE_INVITEES) errors.invitees = { key: 'inviteesTooMany', params: { max: MAX_CHALLENGE_INVITEES } };
      return errors;
    }
    case 'review':
      return errors;
  }
}

/** Every step's refusals together. */
export function validateChallenge(values: ChallengeFormValues, ctx: ChallengeFormContext): ChallengeErrors {
  return Object.assign({}, ...CHALLENGE_STEPS.map((step) => validateStep(step, values, ctx))) as ChallengeErrors;
}

/** The first step (in order) holding one of `errors`' fields, or null. */
export function firstStepWithError(errors: ChallengeErrors): ChallengeStep | null {
  return CHALLENGE_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? null;
}

const hasErrors = (errors: ChallengeErrors) => Object.values(errors).some(Boolean);

/**
 * The settings sent (and shown in the review): voting challenges always show their participants
 * (docs/decisions/0039); a referral challenge (SPEC §1 'referral'; docs/decisions/0045) takes no reports, so it has
 * neither several reports nor nicknames — its standings name everyone — and both go off.
 */
export function sentSettings(values: Pick<ChallengeFormValues, 'winnerRule' | 'settings'>): ChallengeSettings {
  const referral = values.winnerRule === 'referrals';
  return {
    ...values.settings,
    showParticipants: values.winnerRule === 'voting' ? true : values.settings.showParticipants,
    multipleReports: referral ? false : values.settings.multipleReports,
    anonymous: referral ? false : values.settings.anonymous,
  };
}

/** The referral minimum a challenge of `values` has: the number typed on a referral challenge, else null (SPEC §1 'referral'; docs/decisions/0045). Checked values only. */
function sentReferralMinimum(values: Pick<ChallengeFormValues, 'winnerRule' | 'referralMinimum'>): number | null {
  const minimum = parseWhole(values.referralMinimum);
  return values.winnerRule === 'referrals' && typeof minimum === 'number' ? minimum : null;
}

/**
 * The body of POST /api/challenges from checked values ({@link validateChallenge}), or the
 * refusals. Texts are trimmed; `startAt` is null when it starts now; `invitedUserIds` only when
 * invited-only; the thumbnail only when it is the crop of the first cover ({@link currentThumbnail});
 * `referralMinimum` the number typed on a referral challenge (SPEC §1 'referral';
 * docs/decisions/0045), null for the other rules.
 */
export function createBody(values: ChallengeFormValues, ctx: ChallengeFormContext): { body: CreateChallengeBody } | { errors: ChallengeErrors } {
  const errors = validateChallenge(values, ctx);
  if (hasErrors(errors)) return { errors };
  const settings = sentSettings(values);
  return {
    body: {
      name: values.name.trim(),
      description: values.description.trim(),
      coverIds: values.covers.map((c) => c.id),
      thumbnailId: currentThumbnail(values)?.id ?? null,
      fund: parseWhole(values.fund) as number,
      places: parseWhole(values.places) as number,
      sponsor: values.sponsor!,
      winnerRule: values.winnerRule,
      referralMinimum: sentReferralMinimum(values),
      settings,
      startAt: values.startMode === 'later' ? localInstant(values.startDay, values.startTime) : null,
      endAt: localInstant(values.endDay, values.endTime)!,
      invitedUserIds: settings.invitedOnly ? values.invitees.map((u) => u.id) : [],
    },
  };
}

/**
 * The form's values of an existing challenge (the edit form): its texts, covers and thumbnail
 * (taken as the crop of its first cover), fund and places as text, its account, rule and settings,
 * and its dates in the viewer's time zone — a deferred one starts `later` on its day, a running one
 * `now`; a referral challenge's minimum (SPEC §1 'referral'; docs/decisions/0045; the default 1
 * for the other rules).
 * Its invitees are not known to the client: the list starts empty.
 */
export function valuesFromChallenge(challenge: Challenge): ChallengeFormValues {
  const end = instantFields(challenge.endAt);
  const start = challenge.status === 'deferred' ? instantFields(challenge.startAt) : null;
  return {
    name: challenge.name,
    description: challenge.description,
    covers: challenge.covers,
    thumbnail: challenge.thumbnail,
    thumbnailOf: challenge.thumbnail ? (challenge.covers[0]?.id ?? null) : null,
    fund: String(challenge.fund),
    places: String(challenge.places),
    sponsor: challenge.sponsor,
    startMode: start ? 'later' : 'now',
    startDay: start?.day ?? null,
    startTime: start?.time ?? DEFAULT_START_TIME,
    endDay: end.day,
    endTime: end.time,
    winnerRule: challenge.winnerRule,
    referralMinimum: challenge.referralMinimum === null ? DEFAULT_REFERRAL_MINIMUM : String(challenge.referralMinimum),
    settings: { ...challenge.settings },
    invitees: [],
  };
}

/** What an edit may change: everything (`full`) or the name, description and covers (`basic`); `money` — the fund and account too (the organizer, with an active period). */
export interface EditAccess {
  level: 'full' | 'basic';
  money: boolean;
}

/** Whether two instants name the same minute. */
const sameMinute = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000));

/**
 * The body of PATCH /api/challenges with only what changed (SPEC §5; docs/decisions/0039), or the
 * refusals. Basic access sends only the name, description, covers and thumbnail; full access the
 * rest too — the fund and account only with `access.money` — the dates only of a deferred challenge
 * (the start) or when the end moved, the invitees only when some were chosen (the list then
 * replaces the challenge's), and `referralMinimum` (SPEC §1 'referral'; docs/decisions/0045) only
 * when it changed — null when the rule is no longer `referrals`. The checks are those of the create
 * form, the dates' only when they changed and the invitees' only when invited-only was just turned
 * on. `body` has just `id` when nothing changed.
 */
export function updateBody(challenge: Challenge, values: ChallengeFormValues, access: EditAccess, ctx: ChallengeFormContext): { body: UpdateChallengeBody } | { errors: ChallengeErrors } {
  const body: UpdateChallengeBody = { id: challenge.id };
  const errors: ChallengeErrors = { ...validateStep('about', values, ctx) };
  const name = values.name.trim();
  const description = values.description.trim();
  if (name !== challenge.name) body.name = name;
  if (description !== challenge.description) body.description = description;
  const coverIds = values.covers.map((c) => c.id);
  if (coverIds.join() !== challenge.covers.map((c) => c.id).join()) body.coverIds = coverIds;
  const thumbnailId = currentThumbnail(values)?.id ?? null;
  if (thumbnailId !== (challenge.thumbnail?.id ?? null)) body.thumbnailId = thumbnailId;

  if (access.level === 'full') {
    const prize = validateStep('prize', values, ctx);
    if (prize.places) errors.places = prize.places;
    if (access.money) {
      if (prize.fund) errors.fund = prize.fund;
      if (prize.sponsor) errors.sponsor = prize.sponsor;
      const fund = parseWhole(values.fund);
      if (typeof fund === 'number' && fund !== challenge.fund) body.fund = fund;
      if (values.sponsor && values.sponsor !== challenge.sponsor) body.sponsor = values.sponsor;
    }
    const places = parseWhole(values.places);
    if (typeof places === 'number' && places !== challenge.places) body.places = places;
    if (values.winnerRule !== challenge.winnerRule) body.winnerRule = values.winnerRule;
    const minimumIssue = values.winnerRule === 'referrals' ? checkReferralMinimum(values.referralMinimum) : undefined;
    if (minimumIssue) errors.referralMinimum = minimumIssue;
    else if (sentReferralMinimum(values) !== challenge.referralMinimum) body.referralMinimum = sentReferralMinimum(values);
    const settings = sentSettings(values);
    const changed = (Object.keys(settings) as (keyof ChallengeSettings)[]).filter((k) => settings[k] !== challenge.settings[k]);
    if (changed.length > 0) body.settings = Object.fromEntries(changed.map((k) => [k, settings[k]]));

    const deferred = challenge.status === 'deferred';
    const startAt = deferred ? (values.startMode === 'later' ? localInstant(values.startDay, values.startTime) : null) : undefined;
    const endAt = localInstant(values.endDay, values.endTime);
    const startChanged = deferred && (values.startMode === 'now' || !sameMinute(startAt ?? null, challenge.startAt));
    const endChanged = endAt === null || !sameMinute(endAt, challenge.endAt);
    if (startChanged || endChanged) {
      Object.assign(errors, checkDates(deferred ? values : { ...values, startMode: 'now' }, ctx.now));
      if (startChanged) body.startAt = startAt ?? null;
      if (endChanged && endAt) body.endAt = endAt;
      // A new start is checked against the end: send the end too, so the server checks the pair.
      if (startChanged && !body.endAt && endAt) body.endAt = endAt;
    }
    if (settings.invitedOnly && values.invitees.length > 0) body.invitedUserIds = values.invitees.map((u) => u.id);
    if (settings.invitedOnly && !challenge.settings.invitedOnly && values.invitees.length === 0) errors.invitees = { key: 'inviteesRequired' };
  }
  return hasErrors(errors) ? { errors } : { body };
}

/* The draft (docs/decisions/0040). */

/** The local-storage key of the create form's draft of a member in a community (DOMAIN §1.5: `{userId}-{orgId}-createChallengeForm`). */
export function draftKey(userId: number, organizationId: number | null): string {
  return `${userId}-${organizationId ?? 'none'}-createChallengeForm`;
}

/** Version of the stored draft's shape; a draft of another version is dropped. */
export const DRAFT_VERSION = 1;

const DraftValues = z.object({
  name: z.string().max(MAX_CHALLENGE_NAME * 4),
  description: z.string().max(MAX_CHALLENGE_DESCRIPTION * 4),
  covers: z.array(ImageRef).max(MAX_CHALLENGE_COVERS),
  thumbnail: ImageRef.nullable(),
  thumbnailOf: z.string().nullable(),
  fund: z.string().max(40),
  places: z.string().max(40),
  sponsor: ChallengeSponsor.nullable(),
  startMode: z.enum(['now', 'later']),
  startDay: z.string().nullable(),
  startTime: z.string().max(10),
  endDay: z.string().nullable(),
  endTime: z.string().max(10),
  winnerRule: WinnerRule,
  // Added with referral challenges (docs/decisions/0045): a draft kept before them reads as the default.
  referralMinimum: z.string().max(40).default(DEFAULT_REFERRAL_MINIMUM),
  settings: z.object({ showParticipants: z.boolean(), multipleReports: z.boolean(), anonymous: z.boolean(), invitedOnly: z.boolean() }),
  invitees: z
    .array(z.object({ id: z.number().int(), firstName: z.string(), surname: z.string(), nickname: z.string().nullable(), tgName: z.string().nullable(), photo: z.string().nullable() }))
    .max(MAX_CHALLENGE_INVITEES),
});

const Draft = z.object({ version: z.literal(DRAFT_VERSION), step: z.enum(CHALLENGE_STEPS), values: DraftValues });

/** A stored draft: the values (uploaded images by reference; files in flight are not kept) and the step it was on. */
export interface ChallengeDraft {
  step: ChallengeStep;
  values: ChallengeFormValues;
}

/** The part of `Storage` the draft uses (window.localStorage, or a stand-in in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A draft's stored text read: null when there is none, or it is not JSON of the current shape ({@link DRAFT_VERSION}). */
export function parseDraft(text: string | null): ChallengeDraft | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const draft = Draft.safeParse(parsed);
  return draft.success ? { step: draft.data.step, values: draft.data.values } : null;
}

/** The stored text under `key`, or null when there is none or storage cannot be read (private mode, blocked). */
export function readDraftText(storage: DraftStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The draft under `key` ({@link parseDraft}), or null; a draft that cannot be read back is removed. */
export function readDraft(storage: DraftStorage | undefined, key: string): ChallengeDraft | null {
  const text = readDraftText(storage, key);
  const draft = parseDraft(text);
  if (text !== null && draft === null) clearDraft(storage, key);
  return draft;
}

/** JSON of `value` with every object's keys in order, so equal values read the same whatever order their keys were set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether `values` hold nothing typed or chosen beyond `blank` (then there is nothing to keep). */
export function isBlankDraft(values: ChallengeFormValues, blank: ChallengeFormValues): boolean {
  return canonical(values) === canonical(blank);
}

/** Stores the draft under `key` (nothing when storage is full or blocked: a draft is a convenience). */
export function writeDraft(storage: DraftStorage | undefined, key: string, draft: ChallengeDraft): void {
  try {
    storage?.setItem(key, JSON.stringify({ version: DRAFT_VERSION, step: draft.step, values: draft.values }));
  } catch {
    // Quota or privacy settings: the form works on without a draft.
  }
}

/** Removes the draft under `key`. */
export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds no draft to remove.
  }
}
