import { describe, expect, it } from 'vitest';
import { MAX_POINTS, MAX_REFERRAL_MINIMUM, type ImageRef } from '@gratia/contracts';
import {
  clearDraft,
  coverEntries,
  coverItems,
  coversStatus,
  createBody,
  currentThumbnail,
  draftKey,
  emptyChallengeValues,
  firstStepWithError,
  instantFields,
  isBlankDraft,
  localInstant,
  moveItem,
  parseTime,
  parseWhole,
  prizeSplit,
  parseDraft,
  readDraft,
  reconcileRule,
  sentSettings,
  sponsorLimit,
  updateBody,
  validateChallenge,
  validateStep,
  valuesFromChallenge,
  winnerRulesFor,
  writeDraft,
  type ChallengeFormContext,
  type ChallengeFormValues,
} from './challengeForm.ts';
import { challenge, createOptions, createOptionsAdmin, organizerAbilities } from './fixtures.ts';

/** 10 March 2026, 12:00 local time. */
const NOW = new Date(2026, 2, 10, 12, 0).getTime();
const ctx: ChallengeFormContext = { now: NOW, sponsors: createOptions.sponsors, covers: 'ready' };
const image = (n: number): ImageRef => ({ id: `5d0c5f7e-1f7b-4a55-9a3e-00000000000${n}`, url: `/api/images/${n}`, thumbUrl: `/api/images/${n}?size=thumb`, width: 640, height: 480 });

/** A form filled in as the full create story fills it. */
const filled = (changes: Partial<ChallengeFormValues> = {}): ChallengeFormValues => ({
  ...emptyChallengeValues(createOptions),
  name: ' Лучшая идея ',
  description: 'Предложите идею',
  covers: [image(1), image(2)],
  fund: '60',
  places: '3',
  sponsor: 'distribution',
  endDay: '2026-03-20',
  endTime: '18:00',
  ...changes,
});

/** A map standing in for localStorage. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('parsing what was typed', () => {
  it('reads whole numbers with group spaces, and refuses the rest', () => {
    expect(parseWhole('')).toBeNull();
    expect(parseWhole(' 1 000 ')).toBe(1000);
    expect(parseWhole('1\u00a0500')).toBe(1500);
    expect(parseWhole('2.5')).toBe('invalid');
    expect(parseWhole('-3')).toBe('invalid');
    expect(parseWhole('12abc')).toBe('invalid');
  });
  it('reads times as HH:MM', () => {
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime('18.05')).toBe('18:05');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('noon')).toBeNull();
  });
  it('makes an instant with the local offset, and reads it back', () => {
    const iso = localInstant('2026-03-20', '18:00')!;
    expect(iso).toMatch(/^2026-03-20T18:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(new Date(2026, 2, 20, 18, 0).getTime());
    expect(instantFields(iso)).toEqual({ day: '2026-03-20', time: '18:00' });
    expect(localInstant('2026-02-30', '10:00')).toBeNull();
    expect(localInstant(null, '10:00')).toBeNull();
    expect(localInstant('2026-03-20', '25:00')).toBeNull();
  });
});

describe('prize and accounts', () => {
  it('caps places above the fund and splits the fund evenly, rounding down', () => {
    expect(prizeSplit(100, 3)).toEqual({ places: 3, prize: 33, capped: false });
    expect(prizeSplit(2, 5)).toEqual({ places: 2, prize: 1, capped: true });
    expect(prizeSplit(null, 3)).toBeNull();
    expect(prizeSplit(100, 'invalid')).toBeNull();
  });
  it('limits a fund to the balance, adds what an edit gives back first, and leaves the community account unlimited', () => {
    expect(sponsorLimit('income', ctx)).toBe(35);
    expect(sponsorLimit('income', { ...ctx, refund: { sponsor: 'income', points: 40 } })).toBe(75);
    expect(sponsorLimit('distribution', { ...ctx, refund: { sponsor: 'income', points: 40 } })).toBe(80);
    expect(sponsorLimit('community', { ...ctx, sponsors: createOptionsAdmin.sponsors })).toBeNull();
    expect(sponsorLimit('community', ctx)).toBeUndefined();
  });
  it('offers the admins rule on community challenges and to admins, and drops it when no longer offered', () => {
    expect(winnerRulesFor({ sponsor: 'income', isAdmin: false })).toEqual(['organizer', 'voting', 'referrals']);
    expect(winnerRulesFor({ sponsor: 'community', isAdmin: false })).toEqual(['organizer', 'admins', 'voting', 'referrals']);
    expect(winnerRulesFor({ sponsor: 'income', isAdmin: true })).toEqual(['organizer', 'admins', 'voting', 'referrals']);
    expect(winnerRulesFor({ sponsor: 'income', isAdmin: false, current: 'admins' })).toContain('admins');
    expect(reconcileRule(filled({ winnerRule: 'admins' }), ['organizer', 'voting']).winnerRule).toBe('organizer');
    expect(reconcileRule(filled({ winnerRule: 'voting' }), ['organizer', 'voting']).winnerRule).toBe('voting');
  });
  it('offers referral challenges to every member, whatever account pays (docs/decisions/0045)', () => {
    for (const sponsor of ['distribution', 'income', 'challenge', 'community', null] as const) {
      expect(winnerRulesFor({ sponsor, isAdmin: false })).toContain('referrals');
      expect(reconcileRule(filled({ winnerRule: 'referrals', sponsor }), winnerRulesFor({ sponsor, isAdmin: false })).winnerRule).toBe('referrals');
    }
  });
});

describe('covers', () => {
  it('moves a cover earlier and later, within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });
  it('orders kept images and this visit’s uploads, appending new uploads and dropping removed ones', () => {
    const uploads = [
      { key: 'photo-1', status: 'done' as const, image: image(3) },
      { key: 'photo-2', status: 'uploading' as const },
      { key: 'photo-3', status: 'failed' as const },
    ];
    const items = coverItems([{ kind: 'upload', key: 'photo-1' }, { kind: 'image', image: image(1) }, { kind: 'upload', key: 'photo-9' }], uploads);
    expect(items.map((i) => [i.key, i.image?.id ?? null])).toEqual([
      ['photo-1', image(3).id],
      ['image:' + image(1).id, image(1).id],
      ['photo-2', null],
      ['photo-3', null],
    ]);
    expect(coversStatus(items)).toBe('uploading');
    expect(coversStatus(items.filter((i) => i.upload?.status !== 'uploading'))).toBe('failed');
    expect(coversStatus(items.slice(0, 2))).toBe('ready');
    expect(coverEntries(moveItem(items, 1, 0)).slice(0, 2)).toEqual([{ kind: 'image', image: image(1) }, { kind: 'upload', key: 'photo-1' }]);
  });
  it('counts the thumbnail only while its cover is first', () => {
    const values = filled({ thumbnail: image(9), thumbnailOf: image(1).id });
    expect(currentThumbnail(values)).toEqual(image(9));
    expect(currentThumbnail({ ...values, covers: [image(2), image(1)] })).toBeNull();
    expect(currentThumbnail({ ...values, covers: [] })).toBeNull();
  });
});

describe('the steps’ checks', () => {
  it('asks for a name and a description, and waits for the covers', () => {
    const empty = emptyChallengeValues(createOptions);
    expect(validateStep('about', empty, ctx)).toEqual({ name: { key: 'nameRequired' }, description: { key: 'descriptionRequired' } });
    expect(validateStep('about', filled({ name: 'x'.repeat(256) }), ctx)).toEqual({ name: { key: 'tooLong', params: { max: 255 } } });
    expect(validateStep('about', filled(), { ...ctx, covers: 'uploading' })).toEqual({ covers: { key: 'coversUploading' } });
    expect(validateStep('about', filled(), { ...ctx, covers: 'failed' })).toEqual({ covers: { key: 'coversFailed' } });
  });
  it('asks for a fund within the account, places 1–999 and an account', () => {
    expect(validateStep('prize', emptyChallengeValues(createOptions), ctx)).toEqual({
      sponsor: { key: 'sponsorRequired' },
      fund: { key: 'fundRequired' },
      places: { key: 'placesRequired' },
    });
    expect(validateStep('prize', filled({ fund: '2,5', places: 'три' }), ctx)).toEqual({ fund: { key: 'fundInteger' }, places: { key: 'placesInteger' } });
    expect(validateStep('prize', filled({ fund: '0', places: '1000' }), ctx)).toEqual({ fund: { key: 'fundMin', params: { points: 1 } }, places: { key: 'placesRange', params: { max: 999 } } });
    expect(validateStep('prize', filled({ fund: String(MAX_POINTS + 1), sponsor: 'community' }), { ...ctx, sponsors: createOptionsAdmin.sponsors })).toEqual({
      fund: { key: 'fundMax', params: { points: MAX_POINTS } },
    });
    expect(validateStep('prize', filled({ fund: '50', sponsor: 'income' }), ctx)).toEqual({ fund: { key: 'fundOverBalance', params: { available: 35, sponsor: 'income' } } });
    expect(validateStep('prize', filled({ sponsor: 'community' }), ctx)).toEqual({ sponsor: { key: 'sponsorUnavailable' } });
    // Places above the fund are allowed: the server caps them.
    expect(validateStep('prize', filled({ fund: '2', places: '5' }), ctx)).toEqual({});
  });
  it('asks for an end in the future, at least 5 minutes after the start, and a deferred start not in the past', () => {
    expect(validateStep('dates', emptyChallengeValues(createOptions), ctx)).toEqual({ endDay: { key: 'endDayRequired' } });
    expect(validateStep('dates', filled({ endDay: '2026-03-09' }), ctx)).toEqual({ endDay: { key: 'endInPast' } });
    expect(validateStep('dates', filled({ endDay: '2026-03-10', endTime: '12:03' }), ctx)).toEqual({ endDay: { key: 'tooShort', params: { minutes: 5 } } });
    expect(validateStep('dates', filled({ endDay: '2026-03-10', endTime: '12:05' }), ctx)).toEqual({});
    expect(validateStep('dates', filled({ endTime: '7 pm' }), ctx)).toEqual({ endTime: { key: 'timeInvalid' } });
    expect(validateStep('dates', filled({ startMode: 'later' }), ctx)).toEqual({ startDay: { key: 'startDayRequired' } });
    expect(validateStep('dates', filled({ startMode: 'later', startDay: '2026-03-10', startTime: '11:00' }), ctx)).toEqual({ startDay: { key: 'startInPast' } });
    expect(validateStep('dates', filled({ startMode: 'later', startDay: '2026-03-20', startTime: '17:58' }), ctx)).toEqual({ endDay: { key: 'tooShort', params: { minutes: 5 } } });
    expect(validateStep('dates', filled({ startMode: 'later', startDay: '2026-03-15', startTime: '9.00' }), ctx)).toEqual({});
  });
  it('asks for invitees when only the invited take part', () => {
    const invitedOnly = filled({ settings: { ...filled().settings, invitedOnly: true } });
    expect(validateStep('rules', invitedOnly, ctx)).toEqual({ invitees: { key: 'inviteesRequired' } });
    expect(validateStep('rules', { ...invitedOnly, invitees: [{ id: 3, firstName: 'Мария', surname: 'Кузнецова', nickname: null, tgName: null, photo: null }] }, ctx)).toEqual({});
  });
  it('asks a referral challenge for its minimum: a whole number 1 … MAX_REFERRAL_MINIMUM, and nothing of the other rules', () => {
    const referral = (referralMinimum: string) => filled({ winnerRule: 'referrals', referralMinimum });
    expect(emptyChallengeValues(createOptions).referralMinimum).toBe('1');
    expect(validateStep('rules', referral('1'), ctx)).toEqual({});
    expect(validateStep('rules', referral(String(MAX_REFERRAL_MINIMUM)), ctx)).toEqual({});
    expect(validateStep('rules', referral(''), ctx)).toEqual({ referralMinimum: { key: 'referralMinimumRequired' } });
    expect(validateStep('rules', referral('  '), ctx)).toEqual({ referralMinimum: { key: 'referralMinimumRequired' } });
    expect(validateStep('rules', referral('2.5'), ctx)).toEqual({ referralMinimum: { key: 'referralMinimumInteger' } });
    expect(validateStep('rules', referral('0'), ctx)).toEqual({ referralMinimum: { key: 'referralMinimumRange', params: { max: MAX_REFERRAL_MINIMUM } } });
    expect(validateStep('rules', referral(String(MAX_REFERRAL_MINIMUM + 1)), ctx)).toEqual({ referralMinimum: { key: 'referralMinimumRange', params: { max: MAX_REFERRAL_MINIMUM } } });
    // Another rule ignores whatever is typed there.
    expect(validateStep('rules', filled({ winnerRule: 'organizer', referralMinimum: '' }), ctx)).toEqual({});
    // The minimum is a field of the rules step.
    expect(firstStepWithError(validateChallenge(referral('0'), ctx))).toBe('rules');
  });
  it('finds the first step with a refusal', () => {
    expect(firstStepWithError(validateChallenge(filled({ places: '', endDay: null }), ctx))).toBe('prize');
    expect(firstStepWithError({})).toBeNull();
  });
});

describe('createBody', () => {
  it('makes the POST body: trimmed texts, numbers, null start for now, the thumbnail of the first cover', () => {
    const result = createBody(filled({ thumbnail: image(9), thumbnailOf: image(1).id, winnerRule: 'voting' }), ctx);
    expect(result).toEqual({
      body: {
        name: 'Лучшая идея',
        description: 'Предложите идею',
        coverIds: [image(1).id, image(2).id],
        thumbnailId: image(9).id,
        fund: 60,
        places: 3,
        sponsor: 'distribution',
        winnerRule: 'voting',
        referralMinimum: null,
        // Voting challenges always show their participants.
        settings: { showParticipants: true, multipleReports: false, anonymous: false, invitedOnly: false },
        startAt: null,
        endAt: localInstant('2026-03-20', '18:00'),
        invitedUserIds: [],
      },
    });
  });
  it('sends a deferred start and the invitees of an invited-only challenge', () => {
    const values = filled({
      startMode: 'later',
      startDay: '2026-03-15',
      startTime: '09:00',
      settings: { showParticipants: false, multipleReports: true, anonymous: true, invitedOnly: true },
      invitees: [{ id: 3, firstName: 'Мария', surname: 'Кузнецова', nickname: null, tgName: null, photo: null }],
    });
    const result = createBody(values, ctx);
    expect('body' in result && result.body.startAt).toBe(localInstant('2026-03-15', '09:00'));
    expect('body' in result && result.body.invitedUserIds).toEqual([3]);
  });
  it('returns the refusals instead of a body', () => {
    expect(createBody(filled({ name: '' }), ctx)).toEqual({ errors: { name: { key: 'nameRequired' } } });
    expect(createBody(filled({ winnerRule: 'referrals', referralMinimum: '0' }), ctx)).toEqual({ errors: { referralMinimum: { key: 'referralMinimumRange', params: { max: MAX_REFERRAL_MINIMUM } } } });
  });
  it('sends a referral challenge with its minimum, without several reports or nicknames; null on the other rules', () => {
    const settings = { showParticipants: true, multipleReports: true, anonymous: true, invitedOnly: false };
    const result = createBody(filled({ winnerRule: 'referrals', referralMinimum: ' 5 ', settings }), ctx);
    expect('body' in result && result.body).toMatchObject({ winnerRule: 'referrals', referralMinimum: 5, settings: { showParticipants: true, multipleReports: false, anonymous: false, invitedOnly: false } });
    const plain = createBody(filled({ winnerRule: 'organizer', referralMinimum: '5', settings }), ctx);
    expect('body' in plain && plain.body).toMatchObject({ winnerRule: 'organizer', referralMinimum: null, settings });
    expect(sentSettings({ winnerRule: 'referrals', settings })).toEqual({ showParticipants: true, multipleReports: false, anonymous: false, invitedOnly: false });
    expect(sentSettings({ winnerRule: 'voting', settings: { ...settings, showParticipants: false } })).toEqual(settings);
  });
});

describe('updateBody', () => {
  const deferred = challenge({
    id: 7,
    status: 'deferred',
    fund: 60,
    places: 3,
    sponsor: 'income',
    covers: [image(1)],
    startAt: new Date(2026, 2, 15, 9, 0).toISOString(),
    endAt: new Date(2026, 2, 20, 18, 0).toISOString(),
    participantsCount: 0,
    me: organizerAbilities,
  });
  const full = { level: 'full', money: true } as const;
  const editCtx: ChallengeFormContext = { ...ctx, refund: { sponsor: 'income', points: 60 } };

  it('reads a challenge into the form', () => {
    const values = valuesFromChallenge(deferred);
    expect(values).toMatchObject({ fund: '60', places: '3', sponsor: 'income', startMode: 'later', startDay: '2026-03-15', startTime: '09:00', endDay: '2026-03-20', endTime: '18:00' });
    expect(valuesFromChallenge(challenge()).startMode).toBe('now');
  });
  it('sends only the id when nothing changed', () => {
    expect(updateBody(deferred, valuesFromChallenge(deferred), full, editCtx)).toEqual({ body: { id: 7 } });
  });
  it('sends only what changed', () => {
    const values = { ...valuesFromChallenge(deferred), name: 'Новое имя', fund: '90', settings: { ...deferred.settings, multipleReports: true } };
    // 90 points of income: 35 on the account and the old 60 back first.
    expect(updateBody(deferred, values, full, editCtx)).toEqual({ body: { id: 7, name: 'Новое имя', fund: 90, settings: { multipleReports: true } } });
  });
  it('sends a start moved to now with the end, and covers in their new order', () => {
    const values = { ...valuesFromChallenge(deferred), startMode: 'now' as const, covers: [image(2), image(1)] };
    expect(updateBody(deferred, values, full, editCtx)).toEqual({ body: { id: 7, coverIds: [image(2).id, image(1).id], startAt: null, endAt: localInstant('2026-03-20', '18:00') } });
  });
  it('keeps the fund and account of someone who may not change them, and everything but the basics on basic access', () => {
    const values = { ...valuesFromChallenge(deferred), fund: '10', sponsor: 'distribution' as const, places: '2', description: 'Другое описание' };
    expect(updateBody(deferred, values, { level: 'full', money: false }, editCtx)).toEqual({ body: { id: 7, places: 2, description: 'Другое описание' } });
    expect(updateBody(deferred, values, { level: 'basic', money: false }, editCtx)).toEqual({ body: { id: 7, description: 'Другое описание' } });
  });
  it('reads a referral challenge’s minimum, and the default 1 of the other rules', () => {
    expect(valuesFromChallenge(challenge({ winnerRule: 'referrals', referralMinimum: 4 })).referralMinimum).toBe('4');
    expect(valuesFromChallenge(deferred).referralMinimum).toBe('1');
  });
  it('sends the referral minimum only when it changed, and null when the rule is no longer referrals', () => {
    const referral = { ...deferred, winnerRule: 'referrals' as const, referralMinimum: 3 };
    expect(updateBody(referral, valuesFromChallenge(referral), full, editCtx)).toEqual({ body: { id: 7 } });
    expect(updateBody(referral, { ...valuesFromChallenge(referral), referralMinimum: '10' }, full, editCtx)).toEqual({ body: { id: 7, referralMinimum: 10 } });
    expect(updateBody(referral, { ...valuesFromChallenge(referral), winnerRule: 'voting' }, full, editCtx)).toEqual({
      body: { id: 7, winnerRule: 'voting', referralMinimum: null, settings: { showParticipants: true } },
    });
    expect(updateBody(deferred, { ...valuesFromChallenge(deferred), winnerRule: 'referrals', referralMinimum: '2' }, full, editCtx)).toEqual({ body: { id: 7, winnerRule: 'referrals', referralMinimum: 2 } });
    expect(updateBody(referral, { ...valuesFromChallenge(referral), referralMinimum: '' }, full, editCtx)).toEqual({ errors: { referralMinimum: { key: 'referralMinimumRequired' } } });
    // Basic access never sends it.
    expect(updateBody(referral, { ...valuesFromChallenge(referral), referralMinimum: '10' }, { level: 'basic', money: false }, editCtx)).toEqual({ body: { id: 7 } });
  });
  it('checks the fund against the balance with the old fund back, and moved dates', () => {
    const values = { ...valuesFromChallenge(deferred), fund: '100', endDay: '2026-03-01' };
    expect(updateBody(deferred, values, full, editCtx)).toEqual({ errors: { fund: { key: 'fundOverBalance', params: { available: 95, sponsor: 'income' } }, endDay: { key: 'endInPast' } } });
  });
});

describe('the draft', () => {
  it('is kept per member and community', () => {
    expect(draftKey(1, 2)).toBe('1-2-createChallengeForm');
    expect(draftKey(1, 3)).not.toBe(draftKey(1, 2));
  });
  it('is written, read back and cleared', () => {
    const storage = memoryStorage();
    const key = draftKey(1, 1);
    const values = filled({ thumbnail: image(9), thumbnailOf: image(1).id, invitees: [{ id: 3, firstName: 'Мария', surname: 'Кузнецова', nickname: 'masha', tgName: null, photo: null }] });
    writeDraft(storage, key, { step: 'dates', values });
    expect(readDraft(storage, key)).toEqual({ step: 'dates', values });
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });
  it('keeps a referral challenge’s minimum, and reads a draft kept before referral challenges with the default', () => {
    const storage = memoryStorage();
    const values = filled({ winnerRule: 'referrals', referralMinimum: '7' });
    writeDraft(storage, 'k', { step: 'rules', values });
    expect(readDraft(storage, 'k')).toEqual({ step: 'rules', values });
    const { referralMinimum: _gone, ...older } = filled();
    expect(parseDraft(JSON.stringify({ version: 1, step: 'prize', values: older }))).toEqual({ step: 'prize', values: filled() });
  });
  it('drops a draft that is not JSON or of another shape', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readDraft(storage, 'k')).toBeNull();
    expect(storage.map.has('k')).toBe(false);
    storage.setItem('k', JSON.stringify({ version: 99, step: 'about', values: filled() }));
    expect(readDraft(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ version: 1, step: 'about', values: { ...filled(), covers: 'no' } }));
    expect(readDraft(storage, 'k')).toBeNull();
  });
  it('survives storage that throws, and knows a blank form', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDraft(broken, 'k')).toBeNull();
    expect(() => writeDraft(broken, 'k', { step: 'about', values: filled() })).not.toThrow();
    expect(() => clearDraft(broken, 'k')).not.toThrow();
    expect(readDraft(undefined, 'k')).toBeNull();
    const blank = emptyChallengeValues(createOptions);
    expect(isBlankDraft(emptyChallengeValues(createOptions), blank)).toBe(true);
    expect(isBlankDraft({ ...blank, name: 'a' }, blank)).toBe(false);
    // The order the keys were set in does not matter.
    const { covers, ...rest } = blank;
    expect(isBlankDraft({ ...rest, covers }, blank)).toBe(true);
  });
});
