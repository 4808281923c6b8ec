import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_NAME_MAX_LENGTH, type AvailableMarket, type Colleague, type UserSummary } from '@gratia/contracts';
import { Avatar, Combobox, IconButton, Stack, Switch, Text, TextField, useToast } from '@gratia/ui';
import { refusalErrors } from '../../errors/index.ts';
import { fullName, handle, positionLine, useSearchUsers } from '../../people/index.ts';
import { FormDialog, StrokeIcon } from '../../shared/index.ts';
import { useMarketSettings, type ManagedMarket } from './hooks.ts';
import * as css from './marketAdmin.css.ts';

/** Props of {@link MarketSettingsDialog}. */
export interface MarketSettingsDialogProps {
  /** The market to edit; null creates one. */
  market: ManagedMarket | null;
  onClose: () => void;
  /** After a create: the new market (the page opens it). */
  onCreated?: (market: AvailableMarket) => void;
}

/**
 * A market's settings for organization admins (SPEC §6 'Admins manage … markets'; docs/decisions/0046),
 * in a dialog: its name (required, at most MARKET_NAME_MAX_LENGTH characters), open or closed for
 * members, whether the public page shows prices, and its market administrators — members picked
 * with the people search combobox (name, job title, division), listed as chips with a remove
 * button each. With no market it creates one (POST /api/markets, then its settings if any differ
 * from a new market's: open, prices shown, no administrators). A refusal shows under its field or
 * above the buttons; success closes with a toast.
 */
export function MarketSettingsDialog({ market, onClose, onCreated }: MarketSettingsDialogProps) {
  const { t } = useTranslation('marketAdmin');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const actions = useMarketSettings();
  const search = useSearchUsers();
  const [name, setName] = useState(market?.name ?? '');
  const [isActive, setIsActive] = useState(market?.isActive ?? true);
  const [publicPrices, setPublicPrices] = useState(market?.publicPrices ?? true);
  const [admins, setAdmins] = useState<UserSummary[]>(market?.admins ?? []);
  const [pickerKey, setPickerKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'admins' | 'form', string>>>({});

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: t('settings.nameRequired') });
    setErrors({});
    setSaving(true);
    try {
      const adminIds = admins.map((a) => a.id);
      if (market) {
        await actions.update({ id: market.id, name: trimmed, isActive, publicPrices, adminIds });
        toast.show({ tone: 'success', title: t('settings.saved'), timeout: 3000 });
      } else {
        const made = await actions.create(trimmed);
        if (!isActive || !publicPrices || adminIds.length > 0) await actions.update({ id: made.id, isActive, publicPrices, adminIds });
        toast.show({ tone: 'success', title: t('settings.created'), timeout: 3000 });
        onCreated?.(made);
      }
      onClose();
    } catch (error) {
      setErrors(refusalErrors(error, tc, { fields: { name: 'name', adminIds: 'admins' } }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={market ? t('settings.title') : t('settings.createTitle')}
      description={t('settings.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={market ? t('settings.save') : t('settings.create')}
      cancelLabel={t('settings.cancel')}
      formError={errors.form}
      className={css.wideDialog}
      data-testid="market-settings"
    >
      <TextField
        label={t('settings.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        maxLength={MARKET_NAME_MAX_LENGTH}
        isRequired
        errorMessage={errors.name}
      />
      <Stack gap="xxs">
        <Switch isSelected={isActive} onChange={setIsActive}>
          {t('settings.open')}
        </Switch>
        <Text size="sm" tone="muted">
          {t('settings.openHint')}
        </Text>
      </Stack>
      <Switch isSelected={publicPrices} onChange={setPublicPrices}>
        {t('settings.publicPrices')}
      </Switch>
      <Stack gap="sm">
        <Combobox<Colleague>
          key={pickerKey}
          menuTrigger="input"
          label={t('settings.admins')}
          description={t('settings.adminsHint')}
          placeholder={t('settings.adminsPlaceholder')}
          emptyMessage={t('settings.adminsEmpty')}
          loadItems={search}
          getKey={(u) => String(u.id)}
          getLabel={fullName}
          getDescription={(u) => positionLine(u) || handle(u) || null}
          renderStart={(u) => <Avatar src={u.photo} name={fullName(u)} size="sm" isDecorative />}
          selectedItem={null}
          onSelectionChange={(member) => {
            if (!member) return;
            if (!admins.some((a) => a.id === member.id)) setAdmins((list) => [...list, member]);
            setPickerKey((k) => k + 1);
            setErrors((e) => ({ ...e, admins: undefined }));
          }}
          errorMessage={errors.admins}
        />
        {admins.length > 0 ? (
          <ul className={css.adminChips} aria-label={t('settings.adminsChosen', { count: admins.length })} data-testid="market-admins">
            {admins.map((a) => (
              <li key={a.id} className={css.adminChip}>
                <Avatar src={a.photo} name={fullName(a)} size="sm" isDecorative />
                <span className={css.adminChipName}>{fullName(a)}</span>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('settings.removeAdmin', { name: fullName(a) })}
                  onPress={() => setAdmins((list) => list.filter((x) => x.id !== a.id))}
                  icon={
                    <StrokeIcon size="sm">
                      <path d="M6 6l12 12M18 6L6 18" />
                    </StrokeIcon>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" tone="muted">
            {t('settings.adminsNone')}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
