import './strings.ts';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Tabs } from '@gratia/ui';
import { BrandingPanel, GeneralSettingsForm, PeriodsPanel, TelegramGroupsPanel, TransactionsPanel } from '../administration/index.ts';
import { RolesPanel } from './RolesPanel.tsx';
import { StructurePanel } from './StructurePanel.tsx';
import { SETTINGS_TABS, settingsTabPath, type SettingsTab } from './paths.ts';

/** Props of {@link OrganizationSettings}. */
export interface OrganizationSettingsProps {
  /** The admin's current organization. */
  organizationId: number;
  /** The tab of the route. */
  tab: SettingsTab;
  /** Pause after the last keystroke before the employee search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * The organization settings of an admin (SPEC §2 /organization_administration_settings/{id}/{name},
 * SPEC §3 Organization settings): the title and ui `Tabs` whose tabs are links to each tab's route
 * (arrows move between them, Enter opens one) — general, branding, periods, Telegram groups, transactions, roles,
 * structure — showing the administration area's {@link GeneralSettingsForm}, {@link BrandingPanel}, {@link PeriodsPanel}, {@link TransactionsPanel}
 * or {@link TelegramGroupsPanel}, the {@link RolesPanel} or the {@link StructurePanel}.
 */
export function OrganizationSettings({ organizationId, tab, searchDelayMs }: OrganizationSettingsProps) {
  const { t } = useTranslation('structure');
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('settingsTitle')}</Heading>
      <Tabs
        aria-label={t('tabs.label')}
        selectedKey={tab}
        keyboardActivation="manual"
        items={SETTINGS_TABS.map((id) => ({ id, label: t(`tabs.${id}`), href: settingsTabPath(organizationId, id) }))}
      >
        {tab === 'general' ? (
          <GeneralSettingsForm />
        ) : tab === 'branding' ? (
          <BrandingPanel />
        ) : tab === 'periods' ? (
          <PeriodsPanel />
        ) : tab === 'telegram' ? (
          <TelegramGroupsPanel />
        ) : tab === 'transactions' ? (
          <TransactionsPanel />
        ) : tab === 'roles' ? (
          <RolesPanel />
        ) : (
          <StructurePanel searchDelayMs={searchDelayMs} />
        )}
      </Tabs>
    </Stack>
  );
}
