import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_PATTERN } from '@gratia/contracts';
import { Button, Dialog, IconButton, Spinner, Stack, Text, TextField } from '@gratia/ui';
import { errorMessage } from '../../errors/index.ts';
import { useChangeOrganization, useUserOrganizations } from '../../organization/index.ts';
import { useMe } from '../../profile/index.ts';
import { SwitchIcon } from './icons.tsx';
import * as css from './header.css.ts';

/** Props of {@link OrganizationSwitcher}. */
export interface OrganizationSwitcherProps {
  /** Open the dialog at once (stories). */
  defaultOpen?: boolean;
  /** Where to go after a switch; default '/main' (the new organization's main page). */
  afterSwitch?: string;
  /** Opens `path` as a new page load after a switch; default `window.location.assign` (stories pass a spy). */
  loadPage?: (path: string) => void;
}

/**
 * The organization change flow (SPEC §4): a header button opens a dialog listing the member's
 * communities (GET /api/organizations/mine, asked when it opens). The button shows only to a
 * member of more than one community (`communities` of the profile): with one there is nothing to
 * change to. Choosing the current one just closes it; another one
 * sends POST /api/organizations/change, the dialog switches to a 6-digit code input, POST
 * /api/organizations/change/verify, then the new organization's page loads afresh (another tenant: nothing read for
 * the one left stays on screen). Errors show inside the dialog in the current language and change nothing.
 */
export function OrganizationSwitcher({ defaultOpen = false, afterSwitch = '/main', loadPage = (path) => window.location.assign(path) }: OrganizationSwitcherProps) {
  const { t } = useTranslation('shell');
  const [isOpen, setOpen] = useState(defaultOpen);
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const me = useMe();
  const organizations = useUserOrganizations({ enabled: isOpen });
  const { request, verify } = useChangeOrganization();

  const reset = () => {
    setTarget(null);
    setCode('');
    setError(null);
    setBusy(false);
  };
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) reset();
  };
  const choose = async (org: { id: number; name: string; isCurrent: boolean }) => {
    if (org.isCurrent) {
      onOpenChange(false);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await request(org.id);
      setTarget({ id: org.id, name: org.name });
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!ONE_TIME_CODE_PATTERN.test(code)) {
      setError(t('common:validation.code'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verify(code);
      onOpenChange(false);
      // Another community is another tenant: the page loads afresh (rendered on the server for
      // it), so nothing read for the one left — cached lists included — stays on screen.
      loadPage(afterSwitch);
    } catch (e) {
      setError(errorMessage(e, t));
      setBusy(false);
    }
  };

  const hasChoice = (me.data?.communities ?? 0) > 1;
  if (!hasChoice && !isOpen) return null;

  return (
    <Dialog.Root isOpen={isOpen} onOpenChange={onOpenChange}>
      <IconButton aria-label={t('orgChange.open')} icon={<SwitchIcon />} variant="ghost" onPress={() => onOpenChange(true)} />
      <Dialog.Content>
        <Dialog.Title>{target ? t('orgChange.codeTitle') : t('orgChange.title')}</Dialog.Title>
        <Dialog.Description>{target ? t('orgChange.codeDescription', { name: target.name }) : t('orgChange.description')}</Dialog.Description>
        <Stack gap="md">
          {!target && !organizations.data && !organizations.error && <Spinner />}
          {!target && organizations.data && (
            <ul className={css.orgList} aria-label={t('orgChange.listLabel')}>
              {organizations.data.items.map((org) => (
                <li key={org.id}>
                  <Button variant={org.isCurrent ? 'secondary' : 'ghost'} fullWidth isDisabled={busy} onPress={() => void choose(org)}>
                    {org.isCurrent ? t('orgChange.current', { name: org.name }) : org.name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {target && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <Stack gap="md">
                <TextField label={t('orgChange.code')} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
                <Button type="submit" isLoading={busy}>
                  {t('orgChange.confirm')}
                </Button>
              </Stack>
            </form>
          )}
          {(error ?? organizations.error) && (
            <Text tone="critical" role="alert">
              {error ?? errorMessage(organizations.error, t)}
            </Text>
          )}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
