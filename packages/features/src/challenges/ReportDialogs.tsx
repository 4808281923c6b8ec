import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NICKNAME, MAX_REJECT_REASON, MAX_REPORT_TEXT, type Challenge, type ChallengeReport } from '@gratia/contracts';
import { ConfirmDialog, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { refusalErrors, useErrorToast } from '../errors/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { FormDialog } from '../shared/index.ts';
import { PhotoAttachments, useImageUpload, usePhotoUploads } from '../thanks/index.ts';
import { useChallengeActions } from './hooks.ts';

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  challenge: Challenge;
  onClose: () => void;
  /** Called with the sent report (the dialog closes itself through `onClose`). */
  onSent?: (report: ChallengeReport) => void;
}

/**
 * Sending a report to a challenge (SPEC §3 Report; docs/decisions/0039): a text (≤ 2,000
 * characters) and/or one photo — at least one of them — and, on an anonymous challenge, the
 * nickname colleagues will see (asked with the first report only; a default is made when left
 * empty). Server refusals show translated: on the text (validation), or as the form's message
 * (CHALLENGE_RECEPTION_CLOSED, CHALLENGE_REPORT_LIMIT, CHALLENGE_COMPLETED…). A toast says it was sent.
 */
export function ReportDialog({ challenge, onClose, onSent }: ReportDialogProps) {
  const { t } = useTranslation('challenges');
  const { t: tc } = useTranslation('common');
  const actions = useChallengeActions();
  const toast = useToast();
  const photos = usePhotoUploads(useImageUpload('thanks'), { max: 1 });
  const [text, setText] = useState('');
  const [nickname, setNickname] = useState('');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'text' | 'nickname' | 'form', string>>>({});
  const askNickname = challenge.settings.anonymous && challenge.me.myReports.length === 0;

  const submit = async () => {
    const trimmed = text.trim();
    if (photos.status === 'uploading') return setErrors({ form: t('detail.reportDialog.waitUpload') });
    const photoId = photos.photoIds?.[0] ?? null;
    if (!trimmed && !photoId) return setErrors({ text: t('detail.reportDialog.textOrPhoto') });
    setSaving(true);
    setErrors({});
    try {
      const sent = await actions.report({ challengeId: challenge.id, text: trimmed || null, photoId, nickname: askNickname && nickname.trim() ? nickname.trim() : null });
      toast.show({ tone: 'success', title: t('detail.reportDialog.sent') });
      photos.reset();
      onSent?.(sent);
      onClose();
    } catch (error) {
      setErrors(refusalErrors(error, tc, { fields: { text: 'text', photoId: 'text', nickname: 'nickname' } }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('detail.reportDialog.title')}
      description={challenge.name}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('detail.reportDialog.send')}
      cancelLabel={t('detail.cancel')}
      formError={errors.form}
      data-testid="report-dialog"
    >
      <TextArea label={t('detail.reportDialog.text')} value={text} onChange={setText} maxLength={MAX_REPORT_TEXT} rows={5} errorMessage={errors.text} description={t('detail.reportDialog.textHint')} />
      <PhotoAttachments photos={photos} />
      {askNickname ? (
        <TextField label={t('detail.reportDialog.nickname')} value={nickname} onChange={setNickname} maxLength={MAX_NICKNAME} description={t('detail.reportDialog.nicknameHint')} errorMessage={errors.nickname} />
      ) : null}
    </FormDialog>
  );
}

/** Props of {@link DecideDialog}. */
export interface DecideDialogProps {
  challenge: Challenge;
  report: ChallengeReport;
  decision: 'accept' | 'reject';
  onClose: () => void;
}

/**
 * Judging a report (SPEC §4 'candidate report accept, reject with reason, winner'): accepting asks
 * for confirmation, names the prize (points, paid at once) and says when it fills the last place
 * (the challenge then completes); rejecting asks for the reason (required, ≤ 500 characters), which
 * the author will read. Refusals (REPORT_ALREADY_DECIDED, CHALLENGE_COMPLETED…) show translated;
 * a toast confirms the decision.
 */
export function DecideDialog({ challenge, report, decision, onClose }: DecideDialogProps) {
  const { t } = useTranslation('challenges');
  const { t: tc } = useTranslation('common');
  const formatPoints = useFormatPoints();
  const actions = useChallengeActions();
  const toast = useToast();
  const toastError = useErrorToast();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'form', string>>>({});
  const name = report.author ? fullName(report.author) : (report.nickname ?? t('detail.anonymous'));

  if (decision === 'accept') {
    const last = challenge.remainingPlaces === 1;
    return (
      <ConfirmDialog
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={t('detail.acceptDialog.title', { name })}
        description={t('detail.acceptDialog.description', { amount: formatPoints(challenge.prize) })}
        confirmLabel={t('detail.accept')}
        onConfirm={async () => {
          try {
            await actions.decide(challenge.id, { reportId: report.id, decision: 'accept' });
            toast.show({ tone: 'success', title: t('detail.acceptDialog.done', { name }) });
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      >
        {last ? <Text size="sm">{t('detail.acceptDialog.last')}</Text> : null}
      </ConfirmDialog>
    );
  }

  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed) return setErrors({ reason: tc('validation.required') });
    setSaving(true);
    setErrors({});
    try {
      await actions.decide(challenge.id, { reportId: report.id, decision: 'reject', reason: trimmed });
      toast.show({ tone: 'success', title: t('detail.rejectDialog.done', { name }) });
      onClose();
    } catch (error) {
      setErrors(refusalErrors(error, tc, { fields: { reason: 'reason' } }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      title={t('detail.rejectDialog.title', { name })}
      description={t('detail.rejectDialog.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('detail.reject')}
      submitTone="critical"
      cancelLabel={t('detail.cancel')}
      formError={errors.form}
      data-testid="reject-dialog"
    >
      <TextArea label={t('detail.rejectDialog.reason')} value={reason} onChange={setReason} maxLength={MAX_REJECT_REASON} rows={3} isRequired errorMessage={errors.reason} />
    </FormDialog>
  );
}
