import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, CommentText, type Comment, type CommentTargetRef } from '@gratia/contracts';
import { Avatar, Box, Button, ConfirmDialog, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, TextArea } from '@gratia/ui';
import { useErrorToast, validationMessage } from '../errors/index.ts';
import { formatDateTime, formatRelativeTime } from '../i18n/index.ts';
import { fullName } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useComments, useCreateComment, useDeleteComment, useUpdateComment } from './hooks.ts';
import * as css from './CommentsThread.css.ts';

/** Props of {@link CommentsThread}. */
export interface CommentsThreadProps {
  /** What the comments are on: a feed event, or a challenge report (`eventType: 'report'`). */
  event: CommentTargetRef;
  /** "Now" for relative times, ms since the epoch (stories pin it). */
  now?: number;
  /** Heading level of the thread's title; default 2. */
  headingLevel?: 2 | 3;
}

/** A comment was edited when its text changed after it was written (the server stamps both times at once on create). */
function isEdited(comment: Comment): boolean {
  return Date.parse(comment.updatedAt) > Date.parse(comment.createdAt);
}

/** The translated problem with a comment text, or null when it is fine (trimmed, 1..1000 characters). */
function useCommentError(): (text: string) => string | null {
  const { t } = useTranslation('common');
  return (text) => {
    const result = CommentText.safeParse(text);
    return result.success ? null : validationMessage({ ...result.error.issues[0]!, maximum: COMMENT_MAX_LENGTH }, t);
  };
}

/** Ctrl+Enter (Cmd+Enter on a Mac) in a comment field submits it. */
function submitOnCtrlEnter(submit: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
}

/**
 * The comments of one feed event (SPEC §1 Events feed, §3 Comment, §7 comments): oldest first in
 * pages ('Show more comments'), each with its author, relative time and an 'edited' mark; a
 * deleted one stays as 'Комментарий удалён'. The author may edit in place (`canEdit`); the author
 * or an admin may delete (`canDelete`) after a ConfirmDialog. The form under the list adds a
 * comment (Ctrl/Cmd+Enter sends; at most 1000 characters with a counter; translated validation).
 * All changes show at once and roll back with an error toast when the server refuses. States
 * (`data-state`): loading, error (retry), empty, ready. The section's id is `comments` (the
 * permalink's `#comments`).
 */
export function CommentsThread({ event, now, headingLevel = 2 }: CommentsThreadProps) {
  const { t } = useTranslation('feed');
  const thread = useComments(event);
  const remove = useDeleteComment(event);
  const showError = useErrorToast();
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const headingId = useId();
  const state = thread.error && thread.comments.length === 0 ? 'error' : thread.isLoading ? 'loading' : thread.comments.length === 0 ? 'empty' : 'ready';

  return (
    <Stack as="section" gap="md" id="comments" className={css.root} data-state={state} aria-labelledby={headingId} aria-busy={state === 'loading' || thread.isLoadingMore}>
      <Heading level={headingLevel} id={headingId}>
        {t('thread.title')}
      </Heading>
      {state === 'loading' && (
        <Stack gap="sm">
          <Skeleton height={placeholderHeight.comment} />
          <Skeleton height={placeholderHeight.comment} />
        </Stack>
      )}
      {state === 'error' && <ErrorState title={t('thread.error')} onRetry={thread.reload} />}
      {state === 'empty' && <EmptyState title={t('thread.empty')} description={t('thread.emptyDescription')} />}
      {state === 'ready' && (
        <Stack as="ol" gap="md" aria-labelledby={headingId}>
          {thread.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} event={event} now={now} onDelete={setDeleting} />
            </li>
          ))}
        </Stack>
      )}
      {state === 'ready' && thread.hasMore && (
        <Inline>
          <Button variant="secondary" size="sm" onPress={thread.loadMore} isLoading={thread.isLoadingMore}>
            {t('thread.loadMore')}
          </Button>
        </Inline>
      )}
      {state !== 'error' && <CommentForm event={event} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="critical"
        title={t('thread.deleteTitle')}
        description={t('thread.deleteDescription')}
        confirmLabel={t('thread.deleteConfirm')}
        cancelLabel={t('thread.deleteKeep')}
        onConfirm={() => {
          const comment = deleting;
          setDeleting(null);
          if (comment) remove(comment).catch(showError);
        }}
      />
    </Stack>
  );
}

function CommentItem({ comment, event, now, onDelete }: { comment: Comment; event: CommentTargetRef; now: number | undefined; onDelete: (c: Comment) => void }) {
  const { t, i18n } = useTranslation('feed');
  const [editing, setEditing] = useState(false);
  const name = fullName(comment.author);
  const pending = comment.id < 0;
  return (
    <article className={css.comment} aria-label={name} data-deleted={comment.isDeleted ? '' : undefined} aria-busy={pending || undefined}>
      <Avatar src={comment.author.photo} name={name} size="sm" isDecorative />
      <Box display="flex" flexDirection="column" gap="xxs" padding="sm" borderRadius="md" background="surfaceSunken" className={css.commentBody}>
        <Inline align="baseline" gap="sm" className={css.commentHead}>
          <strong>{name}</strong>
          <time className={css.muted} dateTime={comment.createdAt} title={formatDateTime(comment.createdAt, i18n.language)}>
            {formatRelativeTime(comment.createdAt, i18n.language, now)}
          </time>
          {!comment.isDeleted && isEdited(comment) && (
            <span className={css.muted} title={formatDateTime(comment.updatedAt, i18n.language)}>
              {t('thread.edited')}
            </span>
          )}
        </Inline>
        {comment.isDeleted ? (
          <p className={css.deleted}>{t('thread.deleted')}</p>
        ) : editing ? (
          <EditForm comment={comment} event={event} onDone={() => setEditing(false)} />
        ) : (
          <p className={css.text}>{comment.text}</p>
        )}
        {!comment.isDeleted && !editing && !pending && (comment.canEdit || comment.canDelete) && (
          <Inline gap="xs">
            {comment.canEdit && (
              <Button variant="ghost" size="sm" onPress={() => setEditing(true)}>
                {t('thread.edit')}
              </Button>
            )}
            {comment.canDelete && (
              <Button variant="ghost" size="sm" onPress={() => onDelete(comment)}>
                {t('thread.delete')}
              </Button>
            )}
          </Inline>
        )}
      </Box>
    </article>
  );
}

/** Edit in place: Save (or Ctrl/Cmd+Enter) shows the new text at once; Cancel or Escape keeps the old one. */
function EditForm({ comment, event, onDone }: { comment: Comment; event: CommentTargetRef; onDone: () => void }) {
  const { t } = useTranslation('feed');
  const update = useUpdateComment(event);
  const showError = useErrorToast();
  const problem = useCommentError();
  const [text, setText] = useState(comment.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const message = problem(text);
    if (message) return setError(message);
    onDone();
    if (text.trim() !== comment.text) update(comment, text).catch(showError);
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onDone();
        } else submitOnCtrlEnter(save)(e);
      }}
    >
      <Stack gap="sm">
        <TextArea
          label={t('thread.editField')}
          isLabelHidden
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          maxLength={COMMENT_MAX_LENGTH}
          errorMessage={error ?? undefined}
          autoFocus
          rows={2}
        />
        <Inline gap="sm" justify="end">
          <Button variant="secondary" size="sm" onPress={onDone}>
            {t('thread.cancel')}
          </Button>
          <Button size="sm" type="submit">
            {t('thread.save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The new-comment form: the text clears at once when sent and comes back with an error toast if the server refuses. */
function CommentForm({ event }: { event: CommentTargetRef }) {
  const { t } = useTranslation('feed');
  const create = useCreateComment(event);
  const showError = useErrorToast();
  const problem = useCommentError();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const message = problem(text);
    if (message) return setError(message);
    const sent = text;
    setText('');
    create(sent).catch((err: unknown) => {
      setText((current) => current || sent);
      showError(err);
    });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={submitOnCtrlEnter(submit)}
    >
      <Stack gap="sm">
        <TextArea
          label={t('thread.field')}
          description={t('thread.hint')}
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          maxLength={COMMENT_MAX_LENGTH}
          errorMessage={error ?? undefined}
          rows={2}
        />
        <Inline gap="sm" justify="end">
          <Button type="submit" size="sm">
            {t('thread.submit')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
