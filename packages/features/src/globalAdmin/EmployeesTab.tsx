import './strings.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateEmployeeBody, EMAIL_MAX_LENGTH, JOB_TITLE_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH, type GlobalCommunity } from '@gratia/contracts';
import { Box, Button, Heading, Select, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { LANGUAGES, type Language } from '../i18n/index.ts';
import { ChooseCommunity, CommunityPicker } from './CommunityPicker.tsx';
import { useGlobalCreateEmployee, useGlobalDivisions } from './hooks.ts';
import * as css from './globalAdmin.css.ts';

/** The fields typed as text. */
type TextKey = 'surname' | 'firstName' | 'middleName' | 'email' | 'phone' | 'jobTitle';
type Errors = Partial<Record<TextKey | 'divisionId' | 'form', string>>;
const EMPTY: Record<TextKey, string> = { surname: '', firstName: '', middleName: '', email: '', phone: '', jobTitle: '' };
/** The value of "no division" in the division picker. */
const NO_DIVISION = 'none';

/** Props of {@link EmployeesTab}. */
export interface EmployeesTabProps {
  /** The community chosen in the global admin (shared by its tabs); null for none. */
  community: GlobalCommunity | null;
  onCommunityChange: (community: GlobalCommunity | null) => void;
}

/**
 * The 'employees' tab of /global_admin (SPEC §6 'creates … employees'; docs/decisions/0034): choose a
 * community and one of its divisions (GET /api/global/divisions), then the employee's names, e-mail,
 * phone, job title and language, hired by POST /api/global/employees with the structure tab's rules
 * and messages — the contract's checks before sending (names required), the server's refusals on
 * their field (CONTACT_TAKEN on the contact it names), EMPLOYEE_EXISTS and a division gone above
 * the button. A success: a toast, and the form empties for the next person.
 */
export function EmployeesTab({ community, onCommunityChange }: EmployeesTabProps) {
  const { t } = useTranslation('globalAdmin');
  const toast = useToast();
  const showError = useErrorToast();
  const titleId = useId();
  const hire = useGlobalCreateEmployee();
  const divisions = useGlobalDivisions(community?.id ?? null);
  const [values, setValues] = useState(EMPTY);
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [language, setLanguage] = useState<Language>('ru');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: TextKey, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };
  const choose = (next: GlobalCommunity | null) => {
    onCommunityChange(next);
    setDivisionId(null);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!community || saving) return;
    const text = (key: TextKey) => values[key].trim() || null;
    const body: CreateEmployeeBody = {
      firstName: values.firstName.trim(),
      surname: values.surname.trim(),
      middleName: text('middleName'),
      email: text('email'),
      phone: text('phone'),
      jobTitle: text('jobTitle'),
      divisionId,
      language,
    };
    const parsed = CreateEmployeeBody.safeParse(body);
    const found: Errors = parsed.success ? {} : issuesByField(parsed.error.issues, t);
    if (!body.firstName) found.firstName = t('common:validation.required');
    if (!body.surname) found.surname = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const created = await hire(community.id, body);
      toast.show({ tone: 'success', title: t('employees.created'), description: t('employees.createdDescription', { name: `${created.surname} ${created.firstName}`, community: community.name }), timeout: 3000 });
      setValues(EMPTY);
    } catch (error) {
      const byField: Errors = fieldErrorsOf(error, t);
      if (isApiError(error, 'CONTACT_TAKEN')) {
        const field = typeof error.details.field === 'string' && error.details.field in EMPTY ? (error.details.field as TextKey) : 'email';
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

  const field = (key: TextKey, maxLength: number, extra: { isRequired?: boolean; type?: 'email' | 'tel' } = {}) => (
    <TextField label={t(`employees.${key}`)} value={values[key]} onChange={(v) => set(key, v)} maxLength={maxLength} autoComplete="off" errorMessage={errors[key]} {...extra} />
  );
  const divisionItems = [
    { id: NO_DIVISION, label: t('employees.noDivision') },
    ...(divisions.data?.items ?? []).map((d) => ({ id: d.id, label: d.name, depth: d.parentId === null ? 0 : 1 })),
  ];

  return (
    <Box as="section" className={css.panel} aria-labelledby={titleId} data-testid="employees-tab">
      <Stack gap="lg">
        <Box className={css.intro}>
          <Heading level={2} size={3} id={titleId}>
            {t('employees.title')}
          </Heading>
          <Text tone="muted">{t('employees.description')}</Text>
        </Box>
        <Box className={css.filters}>
          <CommunityPicker value={community} onChange={choose} isRequired />
        </Box>
        {community ? (
          <form noValidate className={css.form} onSubmit={(e) => void submit(e)} aria-label={t('employees.title')} data-state={saving ? 'saving' : 'idle'}>
            <Select
              label={t('employees.division')}
              items={divisionItems}
              selectedKey={divisionId ?? NO_DIVISION}
              onSelectionChange={(key) => setDivisionId(key === NO_DIVISION || key === null ? null : Number(key))}
              errorMessage={divisions.error ? t('employees.divisionsError') : errors.divisionId}
            />
            <Box className={css.pair}>
              {field('surname', PERSON_NAME_MAX_LENGTH, { isRequired: true })}
              {field('firstName', PERSON_NAME_MAX_LENGTH, { isRequired: true })}
            </Box>
            {field('middleName', PERSON_NAME_MAX_LENGTH)}
            <Box className={css.pair}>
              {field('email', EMAIL_MAX_LENGTH, { type: 'email' })}
              {field('phone', PHONE_MAX_LENGTH, { type: 'tel' })}
            </Box>
            {field('jobTitle', JOB_TITLE_MAX_LENGTH)}
            <Select
              label={t('employees.language')}
              items={LANGUAGES.map((lng) => ({ id: lng, label: t(`common:language.${lng}`) }))}
              selectedKey={language}
              onSelectionChange={(key) => key !== null && setLanguage(key as Language)}
            />
            {errors.form ? (
              <Text tone="critical" role="alert">
                {errors.form}
              </Text>
            ) : null}
            <Box>
              <Button type="submit" isLoading={saving}>
                {t('employees.submit')}
              </Button>
            </Box>
          </form>
        ) : (
          <ChooseCommunity />
        )}
      </Stack>
    </Box>
  );
}
