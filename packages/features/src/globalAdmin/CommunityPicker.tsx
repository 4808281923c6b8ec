import './strings.ts';
import { useTranslation } from 'react-i18next';
import type { GlobalCommunity } from '@gratia/contracts';
import { Combobox, EmptyState } from '@gratia/ui';
import { useCommunitySearch } from './hooks.ts';

/** Props of {@link CommunityPicker}. */
export interface CommunityPickerProps {
  /** The chosen community; null for none. */
  value: GlobalCommunity | null;
  onChange: (community: GlobalCommunity | null) => void;
  /** The field's label; default 'Сообщество' / 'Community'. */
  label?: string;
  /** Shown under the field. */
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
}

/**
 * The global admin's community picker (docs/decisions/0034): a combobox searching every community
 * by name (GET /api/global/communities?q=, 20 at most), each option with its members and, for a
 * subsidiary, the root it belongs to.
 */
export function CommunityPicker({ value, onChange, label, description, errorMessage, isRequired }: CommunityPickerProps) {
  const { t } = useTranslation('globalAdmin');
  const search = useCommunitySearch();
  return (
    <Combobox<GlobalCommunity>
      label={label ?? t('picker.label')}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      placeholder={t('picker.placeholder')}
      emptyMessage={t('picker.empty')}
      menuTrigger="focus"
      loadItems={search}
      getKey={(c) => c.id}
      getLabel={(c) => c.name}
      getDescription={(c) => [c.parent ? t('picker.subsidiaryOf', { name: c.parent.name }) : null, t('members', { count: c.members })].filter(Boolean).join(' · ')}
      selectedItem={value}
      onSelectionChange={onChange}
    />
  );
}

/** What a tab shows until a community is chosen. */
export function ChooseCommunity() {
  const { t } = useTranslation('globalAdmin');
  return <EmptyState title={t('picker.choose')} />;
}
