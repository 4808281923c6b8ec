import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shownRole } from '@gratia/contracts';
import { Avatar, ConfirmDialog, IconButton, Link } from '@gratia/ui';
import { useLogout, useMe, useOrganizationSettings } from '../api/hooks.ts';
import { useErrorToast } from '../api/useErrorToast.ts';
import { fullName } from '../thanks/userName.ts';
import { LogoutIcon } from './icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import * as css from './shell.css.ts';

/**
 * The header of the main layout (SPEC §2 Header): logo linking to /main — the organization's
 * `photo2` when set, kept within the 166×35 logo box —, the member's name and shown role
 * (SPEC §6: user, administrator, superuser), the ru/en switch, and logout with a Yes/Cancel
 * confirmation → POST /api/auth/logout → /login (SPEC §4 Logout; a failure shows a toast).
 * `data-role` = user | admin | superuser.
 */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const me = useMe();
  const settings = useOrganizationSettings();
  const logout = useLogout();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  const role = me.data ? shownRole(me.data) : undefined;
  const name = me.data ? fullName({ ...me.data.profile }) : '';

  const onLogout = async () => {
    try {
      await logout();
      setConfirming(false);
      navigate('/login', { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <header className={css.header} data-role={role}>
      <Link href="/main">
        <span className={css.logoLink}>
          {settings.data?.photo2 ? (
            <img className={css.logoImage} src={settings.data.photo2} alt={settings.data.name} />
          ) : (
            <span className={css.logoText}>{settings.data?.name ?? 'Gratia'}</span>
          )}
        </span>
      </Link>
      <div className={css.spacer} />
      <LanguageSwitcher />
      {me.data && (
        <div className={css.user}>
          <Avatar src={me.data.profile.photo ?? undefined} name={name} size="sm" />
          <div className={css.userText}>
            <span className={css.userName}>{name}</span>
            {role && <span className={css.userRole}>{t(`role.${role}`)}</span>}
          </div>
        </div>
      )}
      <IconButton aria-label={t('logout')} icon={<LogoutIcon />} variant="ghost" onPress={() => setConfirming(true)} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('logoutConfirm')}
        description={t('logoutDescription')}
        onConfirm={onLogout}
      />
    </header>
  );
}
