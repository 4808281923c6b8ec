import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { GlobalCommunity } from '@gratia/contracts';
import { Heading, Stack, Tabs, Text } from '@gratia/ui';
import { AuditTab } from './AuditTab.tsx';
import { CommunitiesTab } from './CommunitiesTab.tsx';
import { EmissionTab } from './EmissionTab.tsx';
import { EmployeesTab } from './EmployeesTab.tsx';
import { PeriodsTab } from './PeriodsTab.tsx';
import { TelegramTab } from './TelegramTab.tsx';

/** The tabs of /global_admin, in order; the selected one is `?tab=` (the first when absent or unknown). */
export const GLOBAL_ADMIN_TABS = ['communities', 'employees', 'periods', 'emission', 'telegram', 'audit'] as const;
/** One of {@link GLOBAL_ADMIN_TABS}. */
export type GlobalAdminTab = (typeof GLOBAL_ADMIN_TABS)[number];

/** True when `value` names a tab of the global admin. */
export function isGlobalAdminTab(value: string | null): value is GlobalAdminTab {
  return (GLOBAL_ADMIN_TABS as readonly (string | null)[]).includes(value);
}

/** Props of {@link GlobalAdmin}. */
export interface GlobalAdminProps {
  /** Typing pause of the communities search, ms (stories use 0). */
  searchDelayMs?: number;
}

/**
 * The global admin (SPEC §1, §2 /global_admin, §6; DOMAIN §6.5; docs/decisions/0034), for superusers:
 * the title and ui `Tabs` mirrored in `?tab=` (a reload or a shared link opens the same tab) —
 * communities, employees, periods, emission, Telegram groups, audit log. The community chosen in one
 * tab stays chosen in the others (and filters the audit log).
 */
export function GlobalAdmin({ searchDelayMs }: GlobalAdminProps) {
  const { t } = useTranslation('globalAdmin');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: GlobalAdminTab = isGlobalAdminTab(raw) ? raw : 'communities';
  const [community, setCommunity] = useState<GlobalCommunity | null>(null);
  const picked = { community, onCommunityChange: setCommunity };
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t('title')}</Heading>
        <Text tone="muted">{t('description')}</Text>
      </Stack>
      <Tabs
        aria-label={t('tabsLabel')}
        selectedKey={tab}
        onSelectionChange={(id) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', id);
              return next;
            },
            { replace: true },
          )
        }
        items={GLOBAL_ADMIN_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      >
        {tab === 'communities' ? (
          <CommunitiesTab searchDelayMs={searchDelayMs} />
        ) : tab === 'employees' ? (
          <EmployeesTab {...picked} />
        ) : tab === 'periods' ? (
          <PeriodsTab {...picked} />
        ) : tab === 'emission' ? (
          <EmissionTab {...picked} />
        ) : tab === 'telegram' ? (
          <TelegramTab {...picked} />
        ) : (
          <AuditTab {...picked} />
        )}
      </Tabs>
    </Stack>
  );
}
