import './strings.ts';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branding } from '@gratia/contracts';
import { applyOrgTheme, DEFAULT_ORG_COLORS, type OrgColorKey } from '@gratia/tokens';
import { Avatar, Badge, Button, ColorField, ErrorState, Heading, Skeleton, Stack, Tag, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { formatNumber } from '../i18n/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { lazyPart } from '../shared/index.ts';
import { BRANDING_PRESETS, COLOR_GROUPS, brandingChanges, contrastIssues, contrastSummary, draftOf, presetOf, type BrandingDraft, type BrandingPreset, type ContrastIssue } from './branding.ts';
import { useBranding, useSaveBranding } from './brandingHooks.ts';
import type { LogoErrors, Update } from './BrandingLogos.tsx';
import * as css from './branding.css.ts';

/** Colours whose contrast against the page the colour field shows live (text and the brand); fills and backgrounds have none of their own. */
const TEXT_KEYS: ReadonlySet<OrgColorKey> = new Set(['general-brand', 'general-contrast', 'general-contrast-secondary', 'minor-success', 'minor-error', 'minor-warning', 'minor-info']);

/** Props of {@link BrandingPanel}. */
export interface BrandingPanelProps {
  /** Level of the title; default 2 (the settings page has the h1). Section titles are one level below. */
  headingLevel?: 2 | 3;
}

/**
 * The 'branding' tab of the organization settings — SPEC §2 /organization_administration_settings/{id}/branding,
 * §3 Colour keys, §5 logo size (admins): the community's 17 colours and its two logos, read with GET
 * /api/organization/branding and saved with PATCH.
 *
 * - **Live**: every change of a colour re-themes the whole running app at once (header, sidebar,
 *   buttons, toasts, dialogs, the feed — the variables on `<html>`, docs/decisions/0001), before
 *   saving; leaving the tab puts the saved palette back. A preview shows the main elements with it.
 * - **Presets** (Gratia, forest, night, orange), **reset** to Gratia's colours and **discard**.
 * - **Contrast report**: each colour that fails WCAG AA where the app shows it on a background the
 *   admin set (the worst pair, its ratio and the one required), with the derived colour the app
 *   uses instead as a one-press fix, and "fix all".
 * - **Logos**: the community logo (square; stored ≤ 512 px) and the header logo (at most 166 × 35 px:
 *   a bigger file is refused before uploading, and by the server), uploaded at once, applied on save.
 *
 * Save sends only what changed; saved: a toast, and every member gets the brand on their next
 * request. `data-state`: loading, error (with retry), idle, saving.
 */
export function BrandingPanel({ headingLevel = 2 }: BrandingPanelProps) {
  const { t } = useTranslation('administration');
  const branding = useBranding();
  const saved = branding.data;
  const base = useMemo(() => (saved ? draftOf(saved) : null), [saved]);
  // What the admin changed; null: nothing (the saved branding is shown).
  const [edited, setEdited] = useState<BrandingDraft | null>(null);
  const draft = edited ?? base;
  const update = useCallback(
    (change: (draft: BrandingDraft) => BrandingDraft) =>
      setEdited((previous) => {
        const from = previous ?? base;
        return from ? change(from) : previous;
      }),
    [base],
  );
  const reset = useCallback(() => setEdited(null), []);
  const titleId = useId();
  useLiveTheme(draft, saved);

  const status = draft && saved ? 'ready' : branding.error ? 'error' : 'loading';
  return (
    <Stack as="section" gap="xl" className={css.panel} aria-labelledby={titleId} aria-busy={status === 'loading'} data-state={status} data-testid="branding-panel">
      <div className={css.intro}>
        <Heading level={headingLevel} size={3} id={titleId}>
          {t('branding.title')}
        </Heading>
        <Text tone="muted">{t('branding.description')}</Text>
      </div>
      {status === 'loading' ? (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={placeholderHeight.field} />
          ))}
        </Stack>
      ) : null}
      {status === 'error' ? <ErrorState title={t('branding.loadError')} onRetry={() => branding.mutate()} /> : null}
      {draft && saved ? <BrandingEditor draft={draft} saved={saved} update={update} reset={reset} level={headingLevel === 2 ? 3 : 4} /> : null}
    </Stack>
  );
}

/**
 * Applies the draft palette to the whole document while it changes, and the saved one again when
 * the tab closes (the app's own theme hook re-applies only when the saved palette changes).
 */
function useLiveTheme(draft: BrandingDraft | null, saved: Branding | undefined) {
  const paletteKey = draft ? JSON.stringify(draft.palette) : null;
  useEffect(() => {
    if (paletteKey !== null) applyOrgTheme(paletteKey);
  }, [paletteKey]);
  const savedColors = useRef<unknown>(undefined);
  useEffect(() => {
    savedColors.current = saved?.colorsJson;
  }, [saved]);
  useEffect(
    () => () => {
      if (savedColors.current !== undefined) applyOrgTheme(savedColors.current);
    },
    [],
  );
}

/** The logo pickers (react-aria's drop zone and drag and drop): loaded with the tab's first render, not with the settings page. */
const BrandingLogos = lazyPart(() => import('./BrandingLogos.tsx'));

/** The editor once the branding is loaded: presets, colour groups, contrast report, logos, preview and the save bar. */
function BrandingEditor({ draft, saved, update, reset, level }: { draft: BrandingDraft; saved: Branding; update: Update; reset: () => void; level: 3 | 4 }) {
  const { t } = useTranslation('administration');
  const toast = useToast();
  const showError = useErrorToast();
  const save = useSaveBranding();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [logoErrors, setLogoErrors] = useState<LogoErrors>({});
  const changes = useMemo(() => brandingChanges(draft, saved), [draft, saved]);
  const dirty = Object.keys(changes).length > 0;
  const issues = useMemo(() => contrastIssues(draft.palette), [draft.palette]);

  const setColour = (key: OrgColorKey, hex: string) => update((d) => ({ ...d, palette: { ...d.palette, [key]: hex } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    setSaving(true);
    setFormError(null);
    try {
      await save(changes);
      reset();
      setLogoErrors({});
      toast.show({ tone: 'success', title: t('branding.saved'), description: t('branding.savedDescription'), timeout: 4000 });
    } catch (error) {
      if (isApiError(error, 'IMAGE_NOT_FOUND')) {
        const field = (error as { details?: { field?: unknown } }).details?.field;
        setLogoErrors(field === 'photo2Id' ? { headerLogo: errorMessage(error, t) } : { logo: errorMessage(error, t) });
      } else if (isApiError(error, 'VALIDATION_ERROR')) setFormError(errorMessage(error, t));
      else showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={css.layout} data-state={saving ? 'saving' : 'idle'}>
      <Stack gap="xl" className={css.editor}>
        <Presets draft={draft} update={update} level={level} />
        {COLOR_GROUPS.map((group) => (
          <section key={group.id} className={css.group} aria-labelledby={`branding-${group.id}`}>
            <div className={css.groupHead}>
              <Heading level={level} size={4} id={`branding-${group.id}`}>
                {t(`branding.groups.${group.id}.title`)}
              </Heading>
              <Text size="sm" tone="muted">
                {t(`branding.groups.${group.id}.description`)}
              </Text>
            </div>
            <div className={css.colours}>
              {group.keys.map((key) => (
                <ColorField
                  key={key}
                  label={t(`branding.keys.${key}`)}
                  value={draft.palette[key]}
                  onChange={(hex) => setColour(key, hex)}
                  hideContrast={!TEXT_KEYS.has(key)}
                  contrastAgainst={draft.palette['general-negative']}
                  name={key}
                />
              ))}
            </div>
          </section>
        ))}
        <ContrastReport issues={issues} draft={draft} update={update} level={level} />
        <Suspense fallback={<Skeleton height={placeholderHeight.field} />}>
          <BrandingLogos draft={draft} update={update} errors={logoErrors} setErrors={setLogoErrors} level={level} />
        </Suspense>
      </Stack>
      <aside className={css.previewColumn} aria-labelledby="branding-preview">
        <Preview draft={draft} level={level} />
      </aside>
      <div className={css.actions}>
        <Button type="submit" isLoading={saving} isDisabled={!dirty} className={css.actionButton}>
          {t('branding.save')}
        </Button>
        <Button variant="secondary" isDisabled={!dirty || saving} className={css.actionButton} onPress={reset}>
          {t('branding.discard')}
        </Button>
        <Button
          variant="ghost"
          isDisabled={saving || presetOf(draft.palette) === 'gratia'}
          className={css.actionButton}
          onPress={() => update((d) => ({ ...d, palette: { ...DEFAULT_ORG_COLORS } }))}
        >
          {t('branding.resetDefaults')}
        </Button>
        {formError ? (
          <Text size="sm" tone="critical" role="alert">
            {formError}
          </Text>
        ) : dirty ? (
          <Text size="sm" tone="muted" data-testid="branding-unsaved">
            {t('branding.unsaved')}
          </Text>
        ) : null}
      </div>
    </form>
  );
}

/** The ready palettes as buttons with their swatches; the one the draft is shows "selected". */
function Presets({ draft, update, level }: { draft: BrandingDraft; update: Update; level: 3 | 4 }) {
  const { t } = useTranslation('administration');
  const current = presetOf(draft.palette);
  return (
    <section className={css.group} aria-labelledby="branding-presets">
      <div className={css.groupHead}>
        <Heading level={level} size={4} id="branding-presets">
          {t('branding.presets.title')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('branding.presets.description')}
        </Text>
      </div>
      <ul className={css.presets}>
        {(Object.keys(BRANDING_PRESETS) as BrandingPreset[]).map((name) => {
          const palette = BRANDING_PRESETS[name];
          const label = t(`branding.presets.${name}`);
          return (
            <li key={name}>
              <Button
                variant={current === name ? 'primary' : 'secondary'}
                aria-label={t('branding.presets.apply', { name: label })}
                aria-describedby={current === name ? `branding-preset-current-${name}` : undefined}
                onPress={() => update((d) => ({ ...d, palette: { ...palette } }))}
              >
                <span className={css.presetSwatches} aria-hidden="true">
                  {(['general-brand', 'general-brand-secondary', 'general-negative', 'general-contrast'] as const).map((key) => (
                    <span key={key} className={css.presetSwatch} style={{ background: palette[key] }} />
                  ))}
                </span>
                {label}
              </Button>
              {current === name ? (
                <span id={`branding-preset-current-${name}`} className={css.visuallyHidden}>
                  {t('branding.presets.current')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The contrast report: how many pairs read well, and each failing colour with its fix. */
function ContrastReport({ issues, draft, update, level }: { issues: ContrastIssue[]; draft: BrandingDraft; update: Update; level: 3 | 4 }) {
  const { t, i18n } = useTranslation('administration');
  const toast = useToast();
  const summary = contrastSummary(draft.palette);
  const ratio = (value: number) => formatNumber(value, i18n.language);
  const fix = (fixes: ContrastIssue[]) => {
    update((d) => {
      const palette = { ...d.palette };
      for (const issue of fixes) palette[issue.key] = issue.fix;
      return { ...d, palette };
    });
    toast.show({ tone: 'success', title: fixes.length === 1 ? t('branding.contrast.fixed', { name: t(`branding.keys.${fixes[0]!.key}`) }) : t('branding.contrast.fixedAll'), timeout: 3000 });
  };
  return (
    <section className={css.group} aria-labelledby="branding-contrast" data-testid="contrast-report" data-issues={issues.length}>
      <div className={css.groupHead}>
        <Heading level={level} size={4} id="branding-contrast">
          {t('branding.contrast.title')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('branding.contrast.description')}
        </Text>
      </div>
      <div className={css.contrastBody}>
        {issues.length === 0 ? (
          <Badge tone="positive" data-testid="contrast-all-pass">
            {t('branding.contrast.allPass', { count: summary.pairs })}
          </Badge>
        ) : (
          <>
            <div className={css.contrastHead}>
              <Badge tone="warning">{t('branding.contrast.summary', { passing: summary.passingAsSet, count: summary.pairs })}</Badge>
              {issues.length > 1 ? (
                <Button size="sm" variant="secondary" onPress={() => fix(issues)}>
                  {t('branding.contrast.fixAll')}
                </Button>
              ) : null}
            </div>
            <ul className={css.issues}>
              {issues.map((issue) => {
                const name = t(`branding.keys.${issue.key}`);
                return (
                  <li key={issue.key} className={css.issue} data-testid={`contrast-issue-${issue.key}`}>
                    <span className={css.issueSwatches} aria-hidden="true">
                      <span className={css.swatch} style={{ background: issue.colour }} />
                      <span className={css.swatchArrow}>→</span>
                      <span className={css.swatch} style={{ background: issue.fix }} />
                    </span>
                    <span className={css.issueText}>
                      <Text size="sm" weight="semibold">
                        {t('branding.contrast.issue', {
                          name,
                          background: t(`branding.backgrounds.${issue.worst.background}`),
                          ratio: ratio(issue.worst.rawRatio),
                          required: ratio(issue.worst.required),
                        })}
                        {issue.failing > 1 ? ` ${t('branding.contrast.issueMore', { count: issue.failing - 1 })}` : null}
                      </Text>
                      <Text size="sm" tone="muted">
                        {t('branding.contrast.shown', { fix: issue.fix })}
                      </Text>
                    </span>
                    <Button size="sm" variant="secondary" aria-label={t('branding.contrast.fixLabel', { name, fix: issue.fix })} onPress={() => fix([issue])}>
                      {t('branding.contrast.fix')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/** The main elements with the draft palette (the document already wears it): a header, a thanks card, buttons, a field and status notes. */
function Preview({ draft, level }: { draft: BrandingDraft; level: 3 | 4 }) {
  const { t } = useTranslation('administration');
  return (
    <Stack gap="md" className={css.preview} data-testid="branding-preview">
      <div className={css.groupHead}>
        <Heading level={level} size={4} id="branding-preview">
          {t('branding.preview.title')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('branding.preview.description')}
        </Text>
      </div>
      {/* Samples only: inert, so keyboard and screen reader users are not walked through fake controls. */}
      <div className={css.previewSamples} inert>
      <div className={css.previewHeader}>
        {draft.headerLogo ? <img className={css.previewLogo} src={draft.headerLogo.url} alt="" /> : <span className={css.previewWordmark}>Gratia</span>}
        <Avatar name={t('branding.preview.thanksFrom').split(' →')[0] ?? ''} size="sm" isDecorative />
      </div>
      <article className={css.previewCard}>
        <div className={css.previewCardHead}>
          <Avatar name={t('branding.preview.thanksFrom').split(' →')[0] ?? ''} size="sm" isDecorative />
          <Text size="sm" weight="semibold">
            {t('branding.preview.thanksFrom')}
          </Text>
        </div>
        <Text size="sm">{t('branding.preview.thanksMessage')}</Text>
        <div className={css.previewMeta}>
          <Tag>{t('branding.preview.value')}</Tag>
          <Badge tone="positive">{t('branding.preview.points')}</Badge>
          <Text size="xs" tone="muted">
            {t('branding.preview.time')}
          </Text>
        </div>
      </article>
      <div className={css.previewButtons}>
        <Button size="sm">
          {t('branding.preview.primary')}
        </Button>
        <Button size="sm" variant="secondary">
          {t('branding.preview.secondary')}
        </Button>
        <Button size="sm" variant="ghost" tone="critical">
          {t('branding.preview.critical')}
        </Button>
        <Text size="sm" tone="accent" className={css.previewLink}>
          {t('branding.preview.link')}
        </Text>
      </div>
      <TextField label={t('branding.preview.input')} defaultValue={t('branding.preview.inputValue')} isReadOnly />
      <div className={css.previewStatuses}>
        <Badge tone="positive">{t('branding.preview.success')}</Badge>
        <Badge tone="warning">{t('branding.preview.warning')}</Badge>
        <Badge tone="info">{t('branding.preview.info')}</Badge>
        <Badge tone="critical">{t('branding.preview.error')}</Badge>
      </div>
      </div>
    </Stack>
  );
}
