import './strings.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_STATUSES,
  LOCATION_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  UpdateOwnProfileBody,
  VISIBILITY_FIELDS,
  type EmployeeStatus,
  type Gender,
  type PersonProfile,
  type VisibilityField,
} from '@gratia/contracts';
import { Avatar, Button, DateInput, FileTrigger, Heading, ImageCrop, Inline, Select, Stack, Switch, Text, TextField, useToast } from '@gratia/ui';
import { useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { changeLanguage, isLanguage, LANGUAGES, type Language } from '../i18n/index.ts';
import { fullName, useStatusLabel } from '../people/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { birthDateOf } from './format.ts';
import { useAvatarUpload, useUpdateOwnProfile } from './editHooks.ts';
import { ContactsEditor } from './ContactsEditor.tsx';
import { useMe, usePersonProfile, useSaveLanguage } from './hooks.ts';
import * as css from './profile.css.ts';

/** The text fields of the form, as typed. */
interface Values {
  firstName: string;
  surname: string;
  middleName: string;
  nickname: string;
  gender: Gender | 'none';
  status: EmployeeStatus;
  phone: string;
  birthDate: string | null;
  location: string;
}

type Field = keyof Values | 'hiddenFields' | 'photoId';
type Errors = Partial<Record<Field, string>>;

/** Image types a photo may be (what the server takes for an avatar). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The earliest birth date the form takes. */
const MIN_BIRTH_DATE = '1900-01-01';

function valuesOf(p: PersonProfile): Values {
  return {
    firstName: p.firstName ?? '',
    surname: p.surname ?? '',
    middleName: p.middleName ?? '',
    nickname: p.nickname ?? '',
    gender: p.gender ?? 'none',
    status: p.status,
    phone: p.phone ?? '',
    birthDate: birthDateOf(p.birthday),
    location: p.location ?? '',
  };
}

/** The changed fields as the API takes them: trimmed; an emptied optional field as null. */
function changes(values: Values, initial: Values): UpdateOwnProfileBody {
  const body: UpdateOwnProfileBody = {};
  const text = (key: 'firstName' | 'surname' | 'middleName' | 'nickname' | 'phone' | 'location') => values[key].trim();
  if (text('firstName') !== initial.firstName.trim()) body.firstName = text('firstName');
  if (text('surname') !== initial.surname.trim()) body.surname = text('surname');
  for (const key of ['middleName', 'nickname', 'phone', 'location'] as const) {
    if (text(key) !== initial[key].trim()) body[key] = text(key) || null;
  }
  if (values.gender !== initial.gender) body.gender = values.gender === 'none' ? null : values.gender;
  if (values.status !== initial.status) body.status = values.status;
  if (values.birthDate !== initial.birthDate) body.birthDate = values.birthDate;
  return body;
}

/** Today as 'YYYY-MM-DD' in the member's zone (the latest birth date). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * SPEC §5: a nickname, or a Telegram nickname that is shown, must remain. The form refuses a save
 * that takes the last one away or sets an empty nickname without one (the server's rule); a member
 * who has neither yet may save everything else.
 */
function namesOwner(nickname: string, profile: PersonProfile, hidden: readonly VisibilityField[]): boolean {
  return nickname.trim() !== '' || (Boolean(profile.tgName) && !hidden.includes('tgName'));
}

function Photo({ profile, name, onError }: { profile: PersonProfile; name: string; onError: (message: string | undefined) => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const showError = useErrorToast();
  const upload = useAvatarUpload();
  const { save } = useUpdateOwnProfile();
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const descriptionId = useId();

  useEffect(() => () => {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
  }, [cropSrc]);

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setNotImage(true);
      return;
    }
    setNotImage(false);
    setCropSrc(URL.createObjectURL(file));
  };

  const apply = async (blob: Blob) => {
    setBusy(true);
    try {
      const image = await upload(blob);
      await save({ photoId: image.id });
      setCropSrc(null);
      onError(undefined);
      toast.show({ tone: 'success', title: t('photoSaved'), timeout: 3000 });
    } catch (error) {
      showError(error);
      onError(fieldErrorsOf(error, t).photoId);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await save({ photoId: null });
      toast.show({ tone: 'success', title: t('photoDeleted'), timeout: 3000 });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-photo-state={cropSrc ? (busy ? 'uploading' : 'cropping') : 'idle'}>
      <Heading level={3} size={4}>
        {t('photo')}
      </Heading>
      {cropSrc ? (
        <Stack gap="xs" className={css.crop}>
          <Text size="sm" tone="muted">
            {busy ? t('uploading') : t('cropLabel')}
          </Text>
          <ImageCrop src={cropSrc} preset="avatar" onCrop={(blob) => void apply(blob)} onCancel={() => setCropSrc(null)} isSaving={busy} />
        </Stack>
      ) : (
        <div className={css.photoRow}>
          <Avatar src={profile.photo} name={name} size="lg" isDecorative />
          <Inline gap="sm">
            <FileTrigger acceptedFileTypes={PHOTO_TYPES} onSelect={choose}>
              <Button variant="secondary" aria-describedby={descriptionId} isDisabled={busy}>
                {profile.photo ? t('changePhoto') : t('choosePhoto')}
              </Button>
            </FileTrigger>
            {profile.photo ? (
              <Button variant="ghost" tone="critical" onPress={() => void remove()} isLoading={busy}>
                {t('deletePhoto')}
              </Button>
            ) : null}
          </Inline>
        </div>
      )}
      <Text id={descriptionId} size="sm" tone={notImage ? 'critical' : 'muted'} role={notImage ? 'alert' : undefined}>
        {notImage ? t('photoNotImage') : t('photoDescription')}
      </Text>
    </Stack>
  );
}

function EditFields({ profile }: { profile: PersonProfile }) {
  const { t, i18n } = useTranslation('profile');
  const toast = useToast();
  const showError = useErrorToast();
  const { save, isSaving } = useUpdateOwnProfile();
  const saveLanguage = useSaveLanguage();
  const [initial, setInitial] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(initial);
  const [hidden, setHidden] = useState<readonly VisibilityField[]>(profile.hiddenFields);
  const [errors, setErrors] = useState<Errors>({});
  const [photoError, setPhotoError] = useState<string | undefined>();
  const birthRef = useRef<HTMLInputElement>(null);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const name = fullName(profile).replace(/^@/, '');

  const update = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = Object.keys(patch) as Field[];
    if (touched.some((f) => errors[f])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k as Field))));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = changes(values, initial);
    const found: Errors = {};
    if (!namesOwner(values.nickname, profile, hidden) && (namesOwner(initial.nickname, profile, hidden) || 'nickname' in body)) {
      found.nickname = t('common:validation.nicknameOrTelegram');
    }
    // The date input reports null for an unfinished or impossible date as well as for a cleared one.
    if (values.birthDate === null && (birthRef.current?.value.trim() ?? '') !== '') found.birthDate = t('common:validation.date');
    const parsed = UpdateOwnProfileBody.safeParse(body);
    if (!parsed.success) Object.assign(found, { ...issuesByField(parsed.error.issues, t), ...found });
    if (!values.firstName.trim()) found.firstName = t('common:validation.required');
    if (!values.surname.trim()) found.surname = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (Object.keys(body).length > 0) {
        const saved = await save(body);
        const next = valuesOf(saved);
        setInitial(next);
        setValues(next);
      }
      toast.show({ tone: 'success', title: t('saved'), timeout: 3000 });
    } catch (error) {
      const byField = fieldErrorsOf(error, t);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else showError(error);
    }
  };

  const toggle = async (field: VisibilityField, shown: boolean) => {
    const previous = hidden;
    const next = VISIBILITY_FIELDS.filter((f) => (f === field ? !shown : previous.includes(f)));
    setHidden(next);
    try {
      const saved = await save({ hiddenFields: next });
      setHidden(saved.hiddenFields);
      setErrors(({ hiddenFields: _h, nickname: _n, ...rest }) => rest);
      toast.show({ tone: 'success', title: t('visibilitySaved'), timeout: 3000 });
    } catch (error) {
      setHidden(previous);
      const byField = fieldErrorsOf(error, t);
      if (Object.keys(byField).length > 0) setErrors((e) => ({ ...e, ...byField }));
      else showError(error);
    }
  };

  const statusLabel = useStatusLabel();
  const chooseLanguage = async (lng: Language) => {
    let switched: boolean;
    try {
      switched = await changeLanguage(i18n, lng);
    } catch (error) {
      // The language's strings did not load (docs/decisions/0030): nothing changes.
      showError(error);
      return;
    }
    // A later choice made while this one loaded is the one saved.
    if (switched) await saveLanguage(lng).catch(showError);
  };

  const statusItems = EMPLOYEE_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));
  const genderItems = (['none', 'male', 'female'] as const).map((g) => ({ id: g, label: t(`genderValue.${g}`) }));

  return (
    <Stack gap="lg">
      <Photo profile={profile} name={name} onError={setPhotoError} />
      {photoError ? (
        <Text tone="critical" role="alert">
          {photoError}
        </Text>
      ) : null}
      <form className={css.form} noValidate onSubmit={(e) => void onSubmit(e)} data-state={isSaving ? 'saving' : 'idle'} aria-label={t('editTitle')}>
        <div className={css.formRow}>
          <TextField label={t('firstName')} value={values.firstName} onChange={(firstName: string) => update({ firstName })} maxLength={PERSON_NAME_MAX_LENGTH} isRequired autoComplete="given-name" errorMessage={errors.firstName} />
          <TextField label={t('surname')} value={values.surname} onChange={(surname: string) => update({ surname })} maxLength={PERSON_NAME_MAX_LENGTH} isRequired autoComplete="family-name" errorMessage={errors.surname} />
          <TextField label={t('middleName')} value={values.middleName} onChange={(middleName: string) => update({ middleName })} maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="additional-name" errorMessage={errors.middleName} />
          <TextField
            label={t('nickname')}
            description={t('nicknameDescription')}
            value={values.nickname}
            onChange={(nickname: string) => update({ nickname })}
            maxLength={NICKNAME_MAX_LENGTH}
            autoComplete="nickname"
            errorMessage={errors.nickname}
          />
        </div>
        <div className={css.formRow}>
          <Select label={t('gender')} items={genderItems} selectedKey={values.gender} onSelectionChange={(key: string | number | null) => update({ gender: key === 'male' || key === 'female' ? key : 'none' })} errorMessage={errors.gender} />
          <Select
            label={t('status')}
            items={statusItems}
            selectedKey={values.status}
            onSelectionChange={(key: string | number | null) => {
              const status = EMPLOYEE_STATUSES.find((s) => s === key);
              if (status) update({ status });
            }}
            errorMessage={errors.status}
          />
          <TextField label={t('phone')} type="tel" value={values.phone} onChange={(phone: string) => update({ phone })} maxLength={PHONE_MAX_LENGTH} autoComplete="tel" errorMessage={errors.phone} />
          <DateInput ref={birthRef} label={t('birthDate')} value={values.birthDate} onChange={(birthDate: string | null) => update({ birthDate })} minValue={MIN_BIRTH_DATE} maxValue={today()} errorMessage={errors.birthDate} />
          <TextField label={t('location')} value={values.location} onChange={(location: string) => update({ location })} maxLength={LOCATION_MAX_LENGTH} errorMessage={errors.location} />
        </div>
        <Inline gap="sm" justify="end">
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {t('save')}
          </Button>
        </Inline>
      </form>
      <ContactsEditor profile={profile} />
      <Stack gap="sm" as="section" aria-label={t('visibility')}>
        <Heading level={3} size={4}>
          {t('visibility')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('visibilityDescription')}
        </Text>
        <div className={css.switches} role="group" aria-label={t('visibility')}>
          {VISIBILITY_FIELDS.map((field) => (
            <Switch key={field} isSelected={!hidden.includes(field)} onChange={(shown: boolean) => void toggle(field, shown)}>
              {t(`show.${field}`)}
            </Switch>
          ))}
        </div>
        {errors.hiddenFields ? (
          <Text tone="critical" role="alert">
            {errors.hiddenFields}
          </Text>
        ) : null}
      </Stack>
      <Select
        className={css.narrowField}
        label={t('language')}
        items={LANGUAGES.map((lng) => ({ id: lng, label: t(`common:language.${lng}`) }))}
        selectedKey={language}
        onSelectionChange={(key: string | number | null) => {
          if (isLanguage(key) && key !== language) void chooseLanguage(key);
        }}
      />
    </Stack>
  );
}

/** Props of {@link ProfileEditForm}. */
export interface ProfileEditFormProps {
  /** Level of the form's title; default 2 (the profile above it has the page's title). */
  headingLevel?: 1 | 2;
}

/**
 * Editing the member's own profile (SPEC §2 profile editing, §5 Profile), on /profile: the photo —
 * choose a JPEG, PNG or WebP file, frame it with ui `ImageCrop` (round, 512 × 512 px), upload it
 * as an avatar and save it as `photoId` at once, or delete it —; first name, surname, middle name,
 * nickname, gender, work status, phone, birth date (DD-MM-YYYY), location, saved together with
 * "Save" (only the changed fields; a success toast); the ten visibility switches, each saved at
 * once; the sign-in contacts ({@link ContactsEditor}: a new e-mail confirmed with a code); the
 * interface language (ru/en, applied at once, kept in local storage and the profile
 * settings). Checks the contracts' rules before sending, and SPEC §5's "a nickname, or a shown
 * Telegram nickname, is needed" on the nickname field; the server's VALIDATION_ERROR issues show
 * on their fields (a hidden Telegram nickname without a nickname is refused there too), any other
 * failure as an error toast. `data-state` of the form: idle | saving.
 */
export function ProfileEditForm({ headingLevel = 2 }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  const me = useMe();
  const profile = usePersonProfile(me.data?.id ?? null);
  const failed = me.error ?? profile.error;
  const status = failed ? 'error' : profile.data ? 'ready' : 'loading';
  return (
    <DataPanel
      title={t('editTitle')}
      headingLevel={headingLevel}
      status={status}
      placeholders={[placeholderHeight.tile, placeholderHeight.field, placeholderHeight.field, placeholderHeight.field]}
      error={{
        title: t('error'),
        onRetry: () => {
          void me.mutate();
          void profile.mutate();
        },
      }}
    >
      {profile.data ? <EditFields key={profile.data.id} profile={profile.data} /> : null}
    </DataPanel>
  );
}
