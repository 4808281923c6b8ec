import './strings.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Heading, Skeleton, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { useEconomySettings, useFormatPoints } from '../organization/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { parseThreshold, useSaveApprovalThreshold } from './approvalThreshold.ts';
import * as css from './structure.css.ts';

/**
 * The approval threshold of the roles tab (docs/decisions/0023; GET/PATCH /api/organization/economy
 * `approvalThreshold`): a number field — thanks of more points than it wait for a controller's
 * approval; empty turns approvals off — with what is in force now said under it ("Thanks of more
 * than 50 points wait for a controller's approval" or "Approvals are off"). The text is checked on
 * save ({@link parseThreshold}: a whole number from 1 to MAX_POINTS, said in the field); saving
 * shows a toast, a refusal of the server shows in the field or as a toast. States (`data-state`):
 * loading, error (retry), idle, saving.
 */
export function ApprovalThresholdForm() {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const formatPoints = useFormatPoints();
  const economy = useEconomySettings();
  const save = useSaveApprovalThreshold();
  const titleId = useId();
  const [text, setText] = useState('');
  // The field takes the saved threshold once it arrives, then keeps what is typed.
  const [filled, setFilled] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  if (!filled && economy.data) {
    setFilled(true);
    setText(economy.data.approvalThreshold === null ? '' : String(economy.data.approvalThreshold));
  }

  const inForce = (threshold: number | null) => (threshold === null ? t('roles.threshold.off') : t('roles.threshold.on', { points: formatPoints(threshold) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseThreshold(text);
    if ('error' in parsed) {
      setError(t(`roles.threshold.error.${parsed.error}`));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await save(parsed.value);
      setText(saved.approvalThreshold === null ? '' : String(saved.approvalThreshold));
      toast.show({ tone: 'success', title: saved.approvalThreshold === null ? t('roles.threshold.savedOff') : t('roles.threshold.saved'), timeout: 3000 });
    } catch (failure) {
      if (isApiError(failure, 'VALIDATION_ERROR')) setError(errorMessage(failure, t));
      else showError(failure);
    } finally {
      setSaving(false);
    }
  };

  const state = economy.error && !economy.data ? 'error' : !economy.data ? 'loading' : saving ? 'saving' : 'idle';
  return (
    <form className={css.panel} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} data-state={state} data-testid="approval-threshold">
      <Stack gap="md">
        <Heading level={3} size={4} id={titleId}>
          {t('roles.threshold.title')}
        </Heading>
        {state === 'loading' && <Skeleton height={placeholderHeight.field} />}
        {state === 'error' && <ErrorState title={t('roles.threshold.loadError')} onRetry={() => economy.mutate()} />}
        {economy.data ? (
          <>
            <TextField
              label={t('roles.threshold.label')}
              description={t('roles.threshold.hint')}
              value={text}
              onChange={(value: string) => {
                setText(value);
                if (error) setError(undefined);
              }}
              inputMode="numeric"
              autoComplete="off"
              errorMessage={error}
            />
            <Text size="sm" tone="muted" role="status" data-testid="threshold-in-force">
              {inForce(economy.data.approvalThreshold)}
            </Text>
            <div>
              <Button type="submit" variant="secondary" isLoading={saving}>
                {t('roles.threshold.save')}
              </Button>
            </div>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
