import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shownRole } from '@gratia/contracts';
import { Avatar, Box, ConfirmDialog, IconButton, Inline, Link, Stack, useToast } from '@gratia/ui';
import { useLogout } from '../../auth/index.ts';
import { logoutErrorMessage } from '../../errors/index.ts';
import { useOrganizationSettings } from '../../organization/index.ts';
import { fullName } from '../../people/index.ts';
import { useCurrentPeriodState } from '../../period/index.ts';
import { useMe } from '../../profile/index.ts';
import { LogoutIcon } from './icons.tsx';
import { Wordmark } from './BrandHeader.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
import { PeriodBell } from './PeriodBell.tsx';
import * as css from './header.css.ts';

/** Local-storage key of a VK sign-in token, cleared on logout (SPEC §4 Logout). */
export const VK_TOKEN_STORAGE_KEY = 'vk_token';

/**
 * The header of the main layouts (SPEC §2 Header): logo linking to /main — the organization's
 * `photo2` when set, kept within the 166×35 logo box, else its name as a {@link Wordmark} —, the member's name and shown
 * role (SPEC §6: user, administrator, superuser), the profile button (/other_profile/{own id}),
 * the organization change button, the notifications bell ({@link PeriodBell}), the ru/en switch
 * (saved to the profile too), and logout with a Yes/Cancel confirmation: clear the stored VK
 * token → POST /api/auth/logout → /login; a failure shows the server's message or the generic one.
 * `data-role` = user | admin | superuser.
 */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const me = useMe();
  const settings = useOrganizationSettings({ enabled: Boolean(me.data?.profile.organizationId) });
  const period = useCurrentPeriodState();
  const logout = useLogout();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const role = me.data ? shownRole(me.data) : undefined;
  const isAdmin = Boolean(me.data?.privileged.some((p) => p.role === 'A'));
  const name = me.data ? fullName({ ...me.data.profile }) : '';

  const onLogout = async () => {
    try {
      globalThis.localStorage?.removeItem(VK_TOKEN_STORAGE_KEY);
    } catch {
      /* storage unavailable: nothing stored either */
    }
    try {
      await logout();
      setConfirming(false);
      navigate('/login', { replace: true });
    } catch (error) {
      setConfirming(false);
      toast.show({ tone: 'critical', title: logoutErrorMessage(error, t), timeout: 3000 });
    }
  };

  return (
    <header className={css.header} data-role={role}>
      <Link href="/main" className={css.logoAnchor}>
        <span className={css.logoLink}>
          {settings.data?.photo2 ? (
            <img className={css.logoImage} src={settings.data.photo2} alt={settings.data.name} />
          ) : (
            <Wordmark name={settings.data?.name ?? 'Gratia'} />
          )}
        </span>
      </Link>
      <Box className={css.spacer} />
      {me.data && (
        // Who is signed in, and the way to their profile: the avatar, name and role are one link
        // (on phones the avatar shows and the name and role are only read aloud).
        <Link href={`/other_profile/${me.data.id}`} className={css.userLink} data-testid="header-profile-link">
          <Inline gap="sm" wrap={false} className={css.user}>
            <Avatar src={me.data.profile.photo ?? undefined} name={name} size="sm" isDecorative />
            <Stack gap="none" className={css.userText}>
              <span className={css.userName} data-testid="header-user-name">
                {name}
              </span>
              {role && (
                <span className={css.userRole} data-testid="header-user-role">
                  {t(`role.${role}`)}
                </span>
              )}
            </Stack>
          </Inline>
        </Link>
      )}
      <OrganizationSwitcher />
      <PeriodBell period={period} isAdmin={isAdmin} organizationId={me.data?.profile.organizationId ?? null} />
      <LanguageSwitcher saveToProfile />
      <IconButton aria-label={t('logout')} icon={<LogoutIcon />} variant="ghost" onPress={() => setConfirming(true)} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('logoutConfirm')}
        description={t('logoutDescription')}
        confirmLabel={t('logoutYes')}
        cancelLabel={t('logoutCancel')}
        onConfirm={onLogout}
      />
    </header>
  );
}
