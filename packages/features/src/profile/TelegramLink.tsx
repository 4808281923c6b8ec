import './strings.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonProfile, TelegramLinkCode, TelegramLinkState } from '@gratia/contracts';
import { Badge, Button, ConfirmDialog, Dialog, Inline, Link, Spinner, Stack, Text, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, fieldErrorsOf } from '../errors/index.ts';
import { useTelegramLink, useTelegramLinkActions } from './editHooks.ts';
import * as css from './profile.css.ts';

/** Props of {@link TelegramLink} (SPEC §7 contacts; docs/decisions/0028). */
export interface TelegramLinkProps {
  /** The member's own profile: its id (whose cached profile follows a link or an unlink) and the Telegram nickname shown until the link state is loaded. */
  profile: Pick<PersonProfile, 'id' | 'tgName'>;
}

/** A link code on screen: when it stops working (ms since the epoch) and what was linked before it, to tell a new link from the old one. */
interface PendingLink {
  code: TelegramLinkCode;
  expiresAt: number;
  before: { linked: boolean; tgName: string | null };
}

/** How often the countdown of a link code is updated, ms. */
const TICK_MS = 1000;

/**
 * The Telegram row of the member's sign-in contacts (SPEC §7 contacts; docs/decisions/0028): only
 * the installation's bot can prove a Telegram account, so the page hands the member a one-time
 * code for it and waits for the bot.
 *
 * - No bot (`bot: null`): the nickname, if any, and a note that Telegram cannot be linked here.
 * - Not linked: "Link Telegram". Linked: `@name` marked "linked", "Link another account" and "Unlink".
 * - Link: POST /api/profile/contacts/telegram, then a dialog with the steps, "Open Telegram" (the
 *   t.me deep link, in a new tab), the bot command with a copy button, and a live status with the
 *   minutes left; the state is asked again every 3 s while it is open, and when a (new) account is
 *   linked the dialog closes, a toast names it and the cached profile takes the nickname. After the
 *   code expires the dialog offers "Get a new link".
 * - Unlink: asked first, then DELETE …/telegram; the server's refusal (the only sign-in way, the
 *   nickname rule) shows in the row.
 *
 * Failures (TELEGRAM_NOT_CONFIGURED, RATE_LIMITED, …) read from the common catalogue
 * (`errors.<CODE>`) as an alert in the row, or in the dialog while it is open. `data-telegram`:
 * loading, noBot, unlinked, linked.
 */
export function TelegramLink({ profile }: TelegramLinkProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const actions = useTelegramLinkActions(profile.id);
  const stepsId = useId();
  const openRef = useRef<HTMLAnchorElement>(null);
  const focusOpen = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  // The code whose link is awaited: one toast per link, however many reads are in flight.
  const awaited = useRef<PendingLink | null>(null);
  const [link, setLink] = useState<PendingLink | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [now, setNow] = useState(0);
  const [requesting, setRequesting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmUnlink, setConfirmUnlink] = useState(false);

  const expired = link !== null && now >= link.expiresAt;

  // The bot links the account; the page learns of it from the state it asks for while waiting.
  const onState = (state: TelegramLinkState) => {
    if (!isOpen || !link || awaited.current !== link || !state.linked || !state.tgName) return;
    if (link.before.linked && state.tgName === link.before.tgName) return;
    awaited.current = null;
    setOpen(false);
    setError(null);
    toast.show({ tone: 'success', title: t('telegramLink.linked', { name: state.tgName }), timeout: 3000 });
    void actions.linked(state);
  };
  const linkState = useTelegramLink({ poll: isOpen && !expired, onSuccess: onState });
  const state = linkState.data;
  const revalidate = linkState.mutate;

  // The countdown of the code on screen; at expiry the state is asked once more (a link made in its last seconds).
  const expiresAt = link?.expiresAt ?? null;
  useEffect(() => {
    if (!isOpen || expiresAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= expiresAt) {
        clearInterval(timer);
        void revalidate();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isOpen, expiresAt, revalidate]);

  // After "Get a new link": its button is gone, focus goes on to "Open Telegram" of the new code.
  useEffect(() => {
    if (!focusOpen.current || !link) return;
    focusOpen.current = false;
    openRef.current?.focus();
  }, [link]);

  // At expiry "Open Telegram" (focused at first) goes away: focus that fell back to the panel moves on to "Get a new link".
  useEffect(() => {
    if (!expired) return;
    const active = document.activeElement;
    if (active === panelRef.current || active === document.body) renewRef.current?.focus();
  }, [expired]);

  const name = state ? state.tgName : profile.tgName;
  const kind = !state ? 'loading' : state.bot === null ? 'noBot' : state.linked ? 'linked' : 'unlinked';

  const request = async (renew: boolean) => {
    setRequesting(true);
    setError(null);
    try {
      const code = await actions.requestCode();
      const at = Date.now();
      setNow(at);
      const next: PendingLink = {
        code,
        expiresAt: at + code.expiresIn * 1000,
        before: renew && link ? link.before : { linked: state?.linked ?? false, tgName: name },
      };
      awaited.current = next;
      setLink(next);
      setOpen(true);
      focusOpen.current = renew;
    } catch (failure) {
      setError(errorMessage(failure, t));
      // The bot may have been disconnected since the state was read.
      if (isApiError(failure, 'TELEGRAM_NOT_CONFIGURED')) void revalidate();
    } finally {
      setRequesting(false);
    }
  };

  const copy = async (command: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(command);
      toast.show({ tone: 'success', title: t('telegramLink.copied'), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('telegramLink.copyFailed'), timeout: 3000 });
    }
  };

  const unlink = async () => {
    setError(null);
    try {
      await actions.unlink();
      toast.show({ tone: 'success', title: t('telegramLink.unlinked'), timeout: 3000 });
    } catch (failure) {
      setError(fieldErrorsOf(failure, t).tgName ?? errorMessage(failure, t));
    }
  };

  const minutesLeft = link ? Math.max(1, Math.ceil((link.expiresAt - now) / 60_000)) : 0;
  const alert = error ? (
    <Text tone="critical" size="sm" role="alert">
      {error}
    </Text>
  ) : null;

  return (
    <Stack gap="sm" data-telegram={kind} aria-busy={kind === 'loading' || undefined}>
      <div role="status" className={css.contactValue} data-testid="contact-telegram">
        {name ? (
          <span>@{name}</span>
        ) : (
          <Text as="span" tone="muted">
            {t('contactEdit.none')}
          </Text>
        )}
        {kind === 'linked' ? <Badge tone="positive">{t('telegramLink.linkedMark')}</Badge> : null}
        {kind === 'unlinked' && name ? <Badge>{t('telegramLink.notLinkedMark')}</Badge> : null}
      </div>
      {kind === 'noBot' ? (
        <Text size="sm" tone="muted">
          {t('telegramLink.noBot')}
        </Text>
      ) : null}
      {kind === 'unlinked' || kind === 'linked' || (kind === 'noBot' && state?.linked) ? (
        <Inline gap="sm">
          {kind === 'unlinked' ? (
            <Button variant="secondary" onPress={() => void request(false)} isLoading={requesting && !isOpen}>
              {t('telegramLink.link')}
            </Button>
          ) : null}
          {kind === 'linked' ? (
            <Button variant="secondary" onPress={() => void request(false)} isLoading={requesting && !isOpen}>
              {t('telegramLink.linkAnother')}
            </Button>
          ) : null}
          {state?.linked ? (
            <Button variant="secondary" tone="critical" onPress={() => setConfirmUnlink(true)} isDisabled={requesting}>
              {t('telegramLink.unlink')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {isOpen ? null : alert}
      <Dialog.Root isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog.Content
          ref={panelRef}
          aria-describedby={stepsId}
          data-testid="telegram-link-dialog"
          data-expired={expired || undefined}
          // "Close" below (and Escape) close it; a corner × would be a second "Close".
          showCloseButton={false}
          onOpenAutoFocus={(event) => {
            // The next step first: "Open Telegram" (focus would otherwise skip links and land on "Copy").
            if (!openRef.current) return;
            event.preventDefault();
            openRef.current.focus();
          }}
        >
          <Dialog.Title>{t('telegramLink.dialogTitle')}</Dialog.Title>
          {link ? (
            <>
              <ol id={stepsId} className={css.steps}>
                <li>{t('telegramLink.step1', { bot: state?.bot ?? '' })}</li>
                <li>{t('telegramLink.step2', { count: Math.ceil(link.code.expiresIn / 60) })}</li>
              </ol>
              {expired ? null : (
                <>
                  <Link ref={openRef} href={link.code.botUrl} target="_blank" rel="noopener noreferrer" className={`${css.primaryAction} ${css.openTelegram}`}>
                    {t('telegramLink.open')}
                  </Link>
                  <Stack gap="xs">
                    <Text size="sm" tone="muted">
                      {t('telegramLink.command')}
                    </Text>
                    <div className={css.command}>
                      <code className={css.commandText} data-testid="telegram-command">
                        {link.code.command}
                      </code>
                      <Button variant="secondary" size="sm" onPress={() => void copy(link.code.command)}>
                        {t('telegramLink.copy')}
                      </Button>
                    </div>
                  </Stack>
                </>
              )}
              <div role="status" className={css.linkStatus} data-testid="telegram-link-status">
                {expired ? (
                  <Text size="sm">{t('telegramLink.expired')}</Text>
                ) : (
                  <>
                    <span aria-hidden="true">
                      <Spinner size="sm" />
                    </span>
                    <Text size="sm" tone="muted">
                      {t('telegramLink.waiting', { count: minutesLeft })}
                    </Text>
                  </>
                )}
              </div>
              {alert}
            </>
          ) : null}
          <Dialog.Actions>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('telegramLink.close')}
            </Button>
            {expired ? (
              <Button ref={renewRef} onPress={() => void request(true)} isLoading={requesting}>
                {t('telegramLink.renew')}
              </Button>
            ) : null}
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
      <ConfirmDialog
        isOpen={confirmUnlink}
        onOpenChange={setConfirmUnlink}
        title={name ? t('telegramLink.unlinkTitle', { name }) : t('telegramLink.unlinkTitleNoName')}
        confirmLabel={t('telegramLink.unlink')}
        cancelLabel={t('contactEdit.cancel')}
        tone="critical"
        onConfirm={unlink}
      >
        {t('telegramLink.unlinkConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
