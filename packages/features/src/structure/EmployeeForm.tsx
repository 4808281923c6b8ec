import './strings.ts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateEmployeeBody,
  EMAIL_MAX_LENGTH,
  EMPLOYEE_STATUSES,
  JOB_TITLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type AdminEmployee,
  type EmployeeStatus,
  type Gender,
  type UpdateEmployeeBody,
} from '@gratia/contracts';
import { DateInput, RadioGroup, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { currentNow, LANGUAGES, type Language } from '../i18n/index.ts';
import { useDivisions, useStatusLabel } from '../people/index.ts';
import { DivisionPicker } from './DivisionPicker.tsx';
import { useEmployeeActions } from './hooks.ts';
import { isoDay } from './options.ts';
import { FormDialog } from '../shared/index.ts';
import * as css from './structure.css.ts';

/** The fields of the form, as typed. */
interface Values {
  firstName: string;
  surname: string;
  middleName: string;
  nickname: string;
  email: string;
  phone: string;
  tgName: string;
  tgId: string;
  gender: Gender | 'none';
  status: EmployeeStatus;
  jobTitle: string;
  divisionId: number | null;
  location: string;
  hiredOn: string | null;
  birthDate: string | null;
  language: Language;
}
type Field = keyof Values;
type Errors = Partial<Record<Field | 'form', string>>;

/** The fields typed as text. */
type TextField = 'firstName' | 'surname' | 'middleName' | 'nickname' | 'email' | 'phone' | 'tgName' | 'tgId' | 'jobTitle' | 'location';
/** The earliest birth or hire date the form takes. */
const MIN_DATE = '1900-01-01';

function valuesOf(e: AdminEmployee | undefined, divisionId: number | null): Values {
  return {
    firstName: e?.firstName ?? '',
    surname: e?.surname ?? '',
    middleName: e?.middleName ?? '',
    nickname: e?.nickname ?? '',
    email: e?.email ?? '',
    phone: e?.phone ?? '',
    tgName: e?.tgName ?? '',
    tgId: e?.tgId ?? '',
    gender: e?.gender ?? 'none',
    status: e?.status ?? 'none',
    jobTitle: e?.jobTitle ?? '',
    divisionId: e ? (e.division?.id ?? null) : divisionId,
    location: e?.location ?? '',
    hiredOn: e?.hiredOn ?? null,
    birthDate: e?.birthDate ?? null,
    language: e?.language ?? 'ru',
  };
}

/** Every field as the API takes it: trimmed, an empty optional one as null. */
function bodyOf(v: Values): CreateEmployeeBody {
  const text = (key: TextField) => v[key].trim() || null;
  return {
    firstName: v.firstName.trim(),
    surname: v.surname.trim(),
    middleName: text('middleName'),
    nickname: text('nickname'),
    email: text('email'),
    phone: text('phone'),
    tgName: text('tgName'),
    tgId: text('tgId'),
    gender: v.gender === 'none' ? null : v.gender,
    status: v.status,
    jobTitle: text('jobTitle'),
    divisionId: v.divisionId,
    location: text('location'),
    hiredOn: v.hiredOn,
    birthDate: v.birthDate,
    language: v.language,
  };
}

/** The fields of `next` that differ from `initial` (an edit sends only those). */
function changesOf(next: CreateEmployeeBody, initial: CreateEmployeeBody): UpdateEmployeeBody {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) if (value !== (initial as Record<string, unknown>)[key]) out[key] = value;
  return out as UpdateEmployeeBody;
}

/** A titled group of fields. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className={css.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={css.legend}>{legend}</legend>
      {hint ? (
        <Text id={hintId} size="sm" tone="muted">
          {hint}
        </Text>
      ) : null}
      <div className={css.formGrid}>{children}</div>
    </fieldset>
  );
}

/** Props of {@link EmployeeForm}. */
export interface EmployeeFormProps {
  /** The employee to edit; omitted to add a new one. */
  employee?: AdminEmployee;
  /** The division a new employee starts in (the one chosen in the tree); null for none. */
  defaultDivisionId?: number | null;
  /** Called when the dialog closes (cancel, Escape, or after saving). */
  onClose: () => void;
}

/**
 * The employee dialog of the structure tab (SPEC §3 Employee, §5 'Employee required fields show
 * This field is required'): adds an employee (POST /api/admin/employees) or edits one (PATCH, only
 * the changed fields). Fields: first name and surname (required: 'Это поле обязательно'), middle
 * name, nickname; e-mail, phone, Telegram nickname and ID under the hint "an e-mail, or a Telegram
 * nickname and ID" (DOMAIN §6.3); gender, work status, job title, division (tree select), location,
 * hire and birth dates (DD-MM-YYYY), language. Checked with the contract's `CreateEmployeeBody`
 * before sending (its messages on their fields, the sign-in rule on e-mail); the server's
 * VALIDATION_ERROR issues and CONTACT_TAKEN (on `details.field`) show on their fields,
 * EMPLOYEE_EXISTS above the buttons, anything else as an error toast. Saved: a success toast, the
 * table and the divisions' counts are fetched again, the dialog closes.
 */
export function EmployeeForm({ employee, defaultDivisionId = null, onClose }: EmployeeFormProps) {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const actions = useEmployeeActions();
  const divisions = useDivisions();
  const statusLabel = useStatusLabel();
  const [initial] = useState(() => valuesOf(employee, defaultDivisionId));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const today = isoDay(currentNow());

  const update = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = Object.keys(patch);
    // The sign-in rule sits on e-mail but is about the Telegram fields too.
    if (touched.some((f) => f === 'tgName' || f === 'tgId')) touched.push('email');
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k) && k !== 'form')));
  };

  const submit = async () => {
    const body = bodyOf(values);
    const parsed = CreateEmployeeBody.safeParse(body);
    const found: Errors = parsed.success ? {} : issuesByField(parsed.error.issues, t);
    if (!values.firstName.trim()) found.firstName = t('common:validation.required');
    if (!values.surname.trim()) found.surname = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (employee) {
        const changes = changesOf(body, bodyOf(initial));
        if (Object.keys(changes).length > 0) await actions.update(employee.id, changes);
      } else {
        await actions.create(body);
      }
      toast.show({ tone: 'success', title: t(employee ? 'form.saved' : 'form.created'), timeout: 3000 });
      onClose();
    } catch (error) {
      const byField: Errors = fieldErrorsOf(error, t);
      if (isApiError(error, 'CONTACT_TAKEN')) {
        const field = typeof error.details.field === 'string' && error.details.field in values ? (error.details.field as Field) : 'email';
        byField[field] = errorMessage(error, t);
      } else if (isApiError(error, 'EMPLOYEE_EXISTS') || isApiError(error, 'NOT_FOUND')) {
        byField.form = errorMessage(error, t);
      }
      if (Object.keys(byField).length > 0) setErrors(byField);
      else showError(error);
    } finally {
      setSaving(false);
    }
  };

  const text = (field: TextField, maxLength: number, extra: { isRequired?: boolean; type?: 'email' | 'tel'; autoComplete?: string } = {}) => (
    <TextField
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={(value: string) => update({ [field]: value })}
      maxLength={maxLength}
      errorMessage={errors[field]}
      autoComplete={extra.autoComplete ?? 'off'}
      isRequired={extra.isRequired}
      type={extra.type}
    />
  );

  return (
    <FormDialog
      title={employee ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={employee ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      formError={errors.form}
      className={css.wideDialog}
      gap="lg"
      data-testid="employee-form"
    >
      <Group legend={t('form.names')}>
        {text('firstName', PERSON_NAME_MAX_LENGTH, { isRequired: true })}
        {text('surname', PERSON_NAME_MAX_LENGTH, { isRequired: true })}
        {text('middleName', PERSON_NAME_MAX_LENGTH)}
        {text('nickname', NICKNAME_MAX_LENGTH)}
      </Group>
      <Group legend={t('form.signIn')} hint={t('form.signInHint')}>
        {text('email', EMAIL_MAX_LENGTH, { type: 'email' })}
        {text('phone', PHONE_MAX_LENGTH, { type: 'tel' })}
        {text('tgName', 33)}
        {text('tgId', 20)}
      </Group>
      <Group legend={t('form.job')}>
        {text('jobTitle', JOB_TITLE_MAX_LENGTH)}
        <DateInput label={t('form.hiredOn')} value={values.hiredOn} onChange={(hiredOn: string | null) => update({ hiredOn })} minValue={MIN_DATE} hasCalendar={false} errorMessage={errors.hiredOn} />
        {text('location', LOCATION_MAX_LENGTH)}
        <RadioGroup
          className={css.wide}
          label={t('form.status')}
          orientation="horizontal"
          options={EMPLOYEE_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }))}
          value={values.status}
          onChange={(key: string) => {
            const status = EMPLOYEE_STATUSES.find((s) => s === key);
            if (status) update({ status });
          }}
          errorMessage={errors.status}
        />
        <div className={css.wide}>
          <DivisionPicker
            label={t('form.division')}
            noneLabel={t('employees.noDivision')}
            divisions={divisions.data?.items ?? []}
            value={values.divisionId}
            onChange={(divisionId) => update({ divisionId })}
            errorMessage={errors.divisionId}
          />
        </div>
      </Group>
      <Group legend={t('form.personal')}>
        <RadioGroup
          label={t('form.gender')}
          orientation="horizontal"
          options={(['none', 'male', 'female'] as const).map((g) => ({ id: g, label: t(`form.genderValue.${g}`) }))}
          value={values.gender}
          onChange={(key: string) => update({ gender: key === 'male' || key === 'female' ? key : 'none' })}
          errorMessage={errors.gender}
        />
        <DateInput label={t('form.birthDate')} value={values.birthDate} onChange={(birthDate: string | null) => update({ birthDate })} minValue={MIN_DATE} maxValue={today} hasCalendar={false} errorMessage={errors.birthDate} />
        <RadioGroup
          label={t('form.language')}
          orientation="horizontal"
          options={LANGUAGES.map((lng) => ({ id: lng, label: t(`common:language.${lng}`) }))}
          value={values.language}
          onChange={(key: string) => {
            if (key === 'ru' || key === 'en') update({ language: key });
          }}
          errorMessage={errors.language}
        />
      </Group>
    </FormDialog>
  );
}
