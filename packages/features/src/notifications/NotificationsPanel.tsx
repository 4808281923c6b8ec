import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Switch } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { useProfileSettings, useSaveEmailOnThanks } from '../profile/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './hooks.ts';
import { NotificationItem } from './NotificationItem.tsx';
import * as css from './notifications.css.ts';

/** Props of {@link NotificationsPanel}. */
export interface NotificationsPanelProps {
  /** Shown first, above the list: what the app itself has to say (the header's period notice). */
  notice?: ReactNode;
  /** Unread notifications on the server (the badge); 'Mark all as read' shows while any is unread. */
  unreadCount: number;
  /** Called when a notification is opened (after it is marked read): the bell closes. */
  onNavigate?: () => void;
  /** "Now" for relative times, ms since the epoch (stories pin it). */
  now?: number;
}

/**
 * The content of the notifications bell (SPEC §2 Header 'Notifications bell'): the `notice`, a
 * title with 'Mark all as read', the member's notifications newest first ({@link useNotifications};
 * 'Show more' loads the next page), and the 'E-mail me when I am thanked' switch (the profile
 * setting `emailOnThanks`, saved at once). Opening a notification marks it read and follows its
 * link. States (`data-state`): loading (placeholders), error (retry), empty, ready. A failed 'mark
 * all' or switch shows the translated error as a toast and changes nothing.
 */
export function NotificationsPanel({ notice, unreadCount, onNavigate, now }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const showError = useErrorToast();
  const [marking, setMarking] = useState(false);
  const { notifications } = list;
  const state = list.error && notifications.length === 0 ? 'error' : list.isLoading ? 'loading' : notifications.length === 0 ? 'empty' : 'ready';
  const anyUnread = unreadCount > 0 || notifications.some((n) => n.readAt === null);

  const onMarkAll = async () => {
    setMarking(true);
    try {
      await markAll();
    } catch (error) {
      showError(error);
    } finally {
      setMarking(false);
    }
  };

  return (
    <Stack gap="sm" data-state={state} aria-busy={state === 'loading' || list.isLoadingMore}>
      {notice}
      <Inline gap="sm" justify="between" wrap={false} className={css.titleRow}>
        <Heading level={2} size={4}>
          {t('title')}
        </Heading>
        {anyUnread && state === 'ready' ? (
          <Button variant="ghost" size="sm" isLoading={marking} onPress={onMarkAll}>
            {t('markAllRead')}
          </Button>
        ) : null}
      </Inline>
      {state === 'loading' && (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={placeholderHeight.comment} />
          ))}
        </Stack>
      )}
      {state === 'error' && <ErrorState title={t('error')} onRetry={list.reload} />}
      {state === 'empty' && <EmptyState title={t('empty')} description={t('emptyDescription')} />}
      {state === 'ready' && (
        <ul className={css.list} aria-label={t('listLabel')}>
          {notifications.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              now={now}
              onOpen={(opened) => {
                void markRead(opened);
                onNavigate?.();
              }}
            />
          ))}
        </ul>
      )}
      {state === 'ready' && list.hasMore && (
        <Button variant="secondary" size="sm" isLoading={list.isLoadingMore} onPress={list.loadMore}>
          {t('loadMore')}
        </Button>
      )}
      <EmailOnThanksSwitch />
    </Stack>
  );
}

/** 'E-mail me when I am thanked' (profile setting `emailOnThanks`): shows the saved choice, saves a change at once, and puts it back with an error toast when saving fails. */
function EmailOnThanksSwitch() {
  const { t } = useTranslation('notifications');
  const settings = useProfileSettings({ delayMs: 0 });
  const save = useSaveEmailOnThanks();
  const showError = useErrorToast();
  const value = settings.data?.details.emailOnThanks;
  return (
    <footer className={css.footer}>
      <Switch isSelected={value ?? false} isDisabled={value === undefined} onChange={(next) => void save(next).catch(showError)}>
        {t('emailOnThanks')}
      </Switch>
    </footer>
  );
}
