import './strings.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateEmissionBody, EMISSION_REASON_MAX_LENGTH, MAX_POINTS, type GlobalCommunity, type UserSummary } from '@gratia/contracts';
import { Box, Button, Combobox, ConfirmDialog, Heading, NumberField, RadioGroup, Stack, Text, TextArea, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { formatNumber } from '../i18n/index.ts';
import { fullName } from '../people/index.ts';
import { ChooseCommunity, CommunityPicker } from './CommunityPicker.tsx';
import { useCreateEmission, useMemberSearch } from './hooks.ts';
import * as css from './globalAdmin.css.ts';

type Errors = Partial<Record<'member' | 'amount' | 'reason' | 'form', string>>;
type Recipients = 'everyone' | 'one';

/** The member picker of one community (GET /api/global/members). */
function MemberPicker({ community, value, onChange, errorMessage: error }: { community: GlobalCommunity; value: UserSummary | null; onChange: (u: UserSummary | null) => void; errorMessage?: string | undefined }) {
  const { t } = useTranslation('globalAdmin');
  const search = useMemberSearch(community.id);
  return (
    <Combobox<UserSummary>
      label={t('emission.member')}
      placeholder={t('emission.memberPlaceholder')}
      emptyMessage={t('emission.memberEmpty')}
      menuTrigger="focus"
      loadItems={search}
      getKey={(u) => u.id}
      getLabel={fullName}
      getDescription={(u) => (u.nickname ? `@${u.nickname}` : null)}
      selectedItem={value}
      onSelectionChange={onChange}
      isRequired
      errorMessage={error}
    />
  );
}

/** Props of {@link EmissionTab}. */
export interface EmissionTabProps {
  /** The community chosen in the global admin (shared by its tabs); null for none. */
  community: GlobalCommunity | null;
  onCommunityChange: (community: GlobalCommunity | null) => void;
}

/**
 * The 'emission' tab of /global_admin (SPEC §1 'emit thanks', DOMAIN §6.5; docs/decisions/0034):
 * choose a community, to every active member or to one (searched by name, nickname or e-mail), the
 * points each and the reason the recipients see. The contract's checks run before anything is sent;
 * then a confirmation says how many points will be created (the amount times the community's
 * members, or the amount for one) and for whom; confirmed, POST /api/global/emissions with an
 * idempotency key ({@link useCreateEmission}), a toast with what was created, and the form empties.
 * Refusals: NO_ACTIVE_PERIOD and USER_NOT_FOUND above the button, a field's issue on it.
 */
export function EmissionTab({ community, onCommunityChange }: EmissionTabProps) {
  const { t, i18n } = useTranslation('globalAdmin');
  const toast = useToast();
  const titleId = useId();
  const emit = useCreateEmission();
  const [recipients, setRecipients] = useState<Recipients>('everyone');
  const [member, setMember] = useState<UserSummary | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<CreateEmissionBody | null>(null);
  const points = (n: number) => t('common:points', { count: n }).replace(String(n), formatNumber(n, i18n.language));

  const choose = (next: GlobalCommunity | null) => {
    onCommunityChange(next);
    setMember(null);
    setErrors({});
  };
  const clear = (field: keyof Errors) => setErrors(({ [field]: _field, form: _form, ...rest }) => rest);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!community) return;
    const body: CreateEmissionBody = { organizationId: community.id, userId: recipients === 'one' ? member?.id : undefined, amount: amount ?? 0, reason };
    const found: Errors = {};
    if (recipients === 'one' && !member) found.member = t('emission.memberRequired');
    if (amount === null) found.amount = t('common:validation.required');
    const parsed = CreateEmissionBody.safeParse(body);
    if (!parsed.success) for (const [field, message] of Object.entries(issuesByField(parsed.error.issues, t))) if (field === 'amount' || field === 'reason') found[field] ??= message;
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming({ ...body, reason: reason.trim() });
  };

  const send = async (body: CreateEmissionBody) => {
    try {
      const made = await emit(body);
      toast.show({ tone: 'success', title: t('emission.done'), description: t('emission.doneDescription', { total: points(made.total), count: made.recipients }), timeout: 5000 });
      setAmount(null);
      setReason('');
      setMember(null);
    } catch (error) {
      const byField = fieldErrorsOf(error, t);
      setErrors({ amount: byField.amount, reason: byField.reason, ...(byField.amount || byField.reason ? {} : { form: errorMessage(error, t) }) });
      if (isApiError(error, 'USER_NOT_FOUND') && body.userId !== undefined) setErrors({ member: errorMessage(error, t) });
    }
  };

  const total = confirming && community ? confirming.amount * (confirming.userId === undefined ? community.members : 1) : 0;

  return (
    <Box as="section" className={css.panel} aria-labelledby={titleId} data-testid="emission-tab">
      <Stack gap="lg">
        <Box className={css.intro}>
          <Heading level={2} size={3} id={titleId}>
            {t('emission.title')}
          </Heading>
          <Text tone="muted">{t('emission.description')}</Text>
        </Box>
        <Box className={css.filters}>
          <CommunityPicker value={community} onChange={choose} isRequired />
        </Box>
        {community ? (
          <form noValidate className={css.form} onSubmit={review} aria-label={t('emission.title')}>
            <RadioGroup
              label={t('emission.to')}
              orientation="horizontal"
              value={recipients}
              onChange={(v) => {
                setRecipients(v as Recipients);
                clear('member');
              }}
              options={[
                { id: 'everyone', label: t('emission.everyoneCount', { count: community.members }) },
                { id: 'one', label: t('emission.one') },
              ]}
            />
            {recipients === 'one' ? (
              <MemberPicker
                key={community.id}
                community={community}
                value={member}
                onChange={(u) => {
                  setMember(u);
                  clear('member');
                }}
                errorMessage={errors.member}
              />
            ) : null}
            <NumberField
              label={t('emission.amount')}
              value={amount}
              onChange={(v) => {
                setAmount(v);
                clear('amount');
              }}
              minValue={1}
              maxValue={MAX_POINTS}
              isRequired
              errorMessage={errors.amount}
            />
            <TextArea
              label={t('emission.reason')}
              description={t('emission.reasonHint')}
              value={reason}
              onChange={(v) => {
                setReason(v);
                clear('reason');
              }}
              maxLength={EMISSION_REASON_MAX_LENGTH}
              isRequired
              errorMessage={errors.reason}
            />
            {errors.form ? (
              <Text tone="critical" role="alert">
                {errors.form}
              </Text>
            ) : null}
            <Box>
              <Button type="submit">{t('emission.submit')}</Button>
            </Box>
          </form>
        ) : (
          <ChooseCommunity />
        )}
      </Stack>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('emission.confirmTitle')}
        description={
          confirming && community
            ? confirming.userId === undefined
              ? t('emission.confirmEveryone', { total: points(total), amount: points(confirming.amount), count: community.members, community: community.name })
              : t('emission.confirmOne', { total: points(total), name: member ? fullName(member) : '', community: community.name })
            : undefined
        }
        confirmLabel={t('emission.confirm')}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
      />
    </Box>
  );
}
