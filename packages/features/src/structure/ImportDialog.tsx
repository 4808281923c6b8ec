import './strings.ts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  EMPLOYEE_FILE_COLUMNS,
  EMPLOYEE_FILE_MAX_BYTES,
  EMPLOYEE_FILE_MAX_ROWS,
  EMPLOYEE_FILE_REQUIRED_COLUMNS,
  type EmployeeFileColumn,
  type EmployeeImportIssue,
  type EmployeeImportPreview,
  type EmployeeImportRow,
} from '@gratia/contracts';
import { Badge, Button, DataTable, FileTrigger, Pagination, ProgressBar, SegmentedControl, Stack, Text, useToast, type BadgeTone, type DataTableColumn } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, validationMessage } from '../errors/index.ts';
import { formatNumber, isLanguage } from '../i18n/index.ts';
import { employeeTemplatePath, useEmployeeImport } from './hooks.ts';
import { FormDialog, DownloadLink } from '../shared/index.ts';
import * as css from './structure.css.ts';

/** Rows of one page of the preview table. */
export const IMPORT_PREVIEW_PAGE_SIZE = 50;
/** What the file input offers (a hint to the system dialog; the server decides by content). */
const ACCEPTED = ['.xlsx', '.csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'];
const MEGABYTE = 1024 * 1024;

/** Where the dialog is: no file yet, the preview being made, a preview, or a file refused. */
type Phase = 'empty' | 'checking' | 'preview' | 'failed';
/** Which rows the preview table lists. */
type Shown = 'all' | 'errors';

/** A translator of the structure namespace (its `common:` keys reach the shared catalogue). */
type T = TFunction<'structure'>;

/**
 * The sentence for a refused file (SPEC §8 messages; docs/decisions/0024): the size and row
 * limits with their numbers, the header row's missing, unknown and repeated columns by name,
 * anything else as the catalogue's message of its code (IMPORT_FILE_TYPE, IMPORT_FILE_UNREADABLE,
 * FORBIDDEN, NETWORK, INTERNAL …). Numbers are formatted for `lng`.
 */
export function importFailureMessage(error: unknown, t: T, lng: string): string {
  if (isApiError(error, 'PAYLOAD_TOO_LARGE')) return t('import.tooBig', { size: Math.round(EMPLOYEE_FILE_MAX_BYTES / MEGABYTE) });
  if (isApiError(error, 'TOO_MANY_ROWS')) return t('import.tooManyRows', { rows: formatNumber(Number(error.details.maxRows ?? EMPLOYEE_FILE_MAX_ROWS), lng) });
  if (isApiError(error, 'IMPORT_COLUMNS_INVALID')) {
    const list = (key: string) => (Array.isArray(error.details[key]) ? (error.details[key] as unknown[]).map(String) : []);
    const parts = [
      list('missing').length > 0 ? t('import.missingColumns', { list: list('missing').join(', ') }) : '',
      list('unknown').length > 0 ? t('import.unknownColumns', { list: list('unknown').join(', ') }) : '',
      list('duplicate').length > 0 ? t('import.duplicateColumns', { list: list('duplicate').join(', ') }) : '',
    ].filter(Boolean);
    if (parts.length > 0) return parts.join(' ');
  }
  return errorMessage(error, t);
}

/** One problem of a row as a sentence: the column, the cell as written (when there is one) and the translated message. */
function problemText(issue: EmployeeImportIssue, row: EmployeeImportRow, t: T): string {
  const column = t(`import.field.${issue.field}`);
  const message = validationMessage(issue, t);
  const value = row.values[issue.field];
  return value ? t('import.problemValue', { column, value, message }) : t('import.problem', { column, message });
}

/** The badge of a row's result: an error wins over what the row would do. */
function ResultBadge({ row }: { row: EmployeeImportRow }) {
  const { t } = useTranslation('structure');
  const [tone, key]: [BadgeTone, string] =
    row.errors.length > 0 ? ['critical', 'error'] : row.action === 'create' ? ['positive', 'create'] : row.action === 'update' ? ['info', 'update'] : ['neutral', 'unchanged'];
  return (
    <Badge tone={tone} className={row.errors.length > 0 ? css.errorRowMark : undefined}>
      {t(`import.action.${key}`)}
    </Badge>
  );
}

/** The name and sign-in of a row's person as the file has them. */
function PersonCell({ row }: { row: EmployeeImportRow }) {
  const v = row.values;
  const name = [v.surname, v.firstName, v.middleName].filter(Boolean).join(' ');
  const contact = v.email ?? (v.tgName ? `@${v.tgName.replace(/^@/, '')}` : undefined);
  return (
    <span className={css.personText}>
      <Text as="span" weight="semibold" truncate>
        {name || '—'}
      </Text>
      {contact ? (
        <Text as="span" size="sm" tone="muted" truncate>
          {contact}
        </Text>
      ) : null}
    </span>
  );
}

/** The preview: totals, new divisions, the table (all rows or those with errors) in pages. */
function Preview({ preview }: { preview: EmployeeImportPreview }) {
  const { t, i18n } = useTranslation('structure');
  const { totals } = preview;
  const [shown, setShown] = useState<Shown>(totals.errors > 0 ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => (shown === 'errors' ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows), [preview, shown]);
  const pageCount = Math.max(1, Math.ceil(rows.length / IMPORT_PREVIEW_PAGE_SIZE));
  const pageRows = rows.slice((page - 1) * IMPORT_PREVIEW_PAGE_SIZE, page * IMPORT_PREVIEW_PAGE_SIZE);
  const n = (count: number) => formatNumber(count, i18n.language);

  const columns = useMemo<DataTableColumn<EmployeeImportRow>[]>(
    () => [
      { id: 'line', header: t('import.column.line'), render: (r) => <span className={css.lineCell}>{r.line}</span> },
      { id: 'result', header: t('import.column.result'), render: (r) => <ResultBadge row={r} /> },
      { id: 'person', header: t('import.column.person'), isRowHeader: true, render: (r) => <PersonCell row={r} /> },
      { id: 'division', header: t('import.column.division'), render: (r) => r.values.division ?? '' },
      { id: 'jobTitle', header: t('import.column.jobTitle'), render: (r) => r.values.jobTitle ?? '' },
      {
        id: 'problems',
        header: t('import.column.problems'),
        render: (r) =>
          r.errors.length > 0 ? (
            <ul className={css.problems}>
              {r.errors.map((issue) => (
                <li key={issue.field}>
                  <Text as="span" size="sm" tone="critical">
                    {problemText(issue, r, t)}
                  </Text>
                </li>
              ))}
            </ul>
          ) : null,
      },
    ],
    [t],
  );

  return (
    <Stack gap="sm">
      <div className={css.totals} role="status" data-testid="import-totals">
        <Badge tone="positive">{t('import.totals.create', { n: n(totals.create) })}</Badge>
        <Badge tone="info">{t('import.totals.update', { n: n(totals.update) })}</Badge>
        <Badge tone="neutral">{t('import.totals.unchanged', { n: n(totals.unchanged) })}</Badge>
        {totals.errors > 0 ? <Badge tone="critical">{t('import.totals.errors', { n: n(totals.errors) })}</Badge> : null}
      </div>
      {preview.newDivisions.length > 0 ? (
        <Text size="sm" tone="muted">
          {t('import.newDivisions', { list: preview.newDivisions.join(', ') })}
        </Text>
      ) : null}
      {totals.errors > 0 ? (
        <Text tone="critical" role="alert">
          {t('import.hasErrors')}
        </Text>
      ) : null}
      {totals.rows === 0 ? <Text tone="muted">{t('import.noRows')}</Text> : null}
      {totals.errors > 0 && totals.errors < totals.rows ? (
        <SegmentedControl
          label={t('import.show')}
          items={[
            { id: 'errors', label: t('import.showErrors', { n: n(totals.errors) }) },
            { id: 'all', label: t('import.showAll', { n: n(totals.rows) }) },
          ]}
          value={shown}
          onChange={(id) => {
            setShown(id === 'errors' ? 'errors' : 'all');
            setPage(1);
          }}
        />
      ) : null}
      {totals.rows > 0 ? (
        <div className={css.previewTable}>
          <DataTable aria-label={t('import.tableLabel')} columns={columns} rows={pageRows} getRowId={(r) => r.line} maxHeight="50vh" />
        </div>
      ) : null}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
    </Stack>
  );
}

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  /** Closes the dialog (Cancel, Escape, after a successful import). */
  onClose: () => void;
}

/**
 * Import of employees from a file (SPEC §2 Organization settings 'structure … employees', §5
 * employee rules; docs/decisions/0024), a modal over the employee table. Before a file: what the
 * columns are (ru or en headers; "Фамилия" and "Имя" required), the rules (sign-in way, DD-MM-YYYY
 * dates, division paths, matching by e-mail or Telegram), a link to the blank template and the
 * limits (5 MB, 5,000 rows; a larger file is refused before it is sent). A chosen file is sent for
 * a preview (upload progress, then "Проверяем файл…"); the preview shows the totals (to add, to
 * update, unchanged, with errors), the divisions to be created, and the rows in pages of
 * {@link IMPORT_PREVIEW_PAGE_SIZE} (those with errors first when there are any, tinted, each
 * problem as "column «value»: message"). "Импортировать" stays disabled while any row has an error
 * (nothing is imported partly); it sends the same file again, shows a success toast with the
 * counts, refreshes the table and closes. A refused file says why (size, type, columns, rows) and
 * keeps the dialog open for another. `data-phase`: empty, checking, preview, failed.
 */
export function ImportDialog({ onClose }: ImportDialogProps) {
  const { t, i18n } = useTranslation('structure');
  const toast = useToast();
  const importer = useEmployeeImport();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('empty');
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<EmployeeImportPreview | null>(null);
  const [failure, setFailure] = useState<{ message: string; canRetry: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';

  const check = async (chosen: File, afterChange = false) => {
    pending.current?.abort();
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    setNotice(null);
    if (chosen.size > EMPLOYEE_FILE_MAX_BYTES) {
      setPhase('failed');
      setFailure({ message: t('import.tooBig', { size: Math.round(EMPLOYEE_FILE_MAX_BYTES / MEGABYTE) }), canRetry: false });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setPhase('checking');
    setProgress(0);
    try {
      const answer = await importer.preview(chosen, { signal: controller.signal, onProgress: (fraction) => setProgress(fraction < 1 ? fraction : null) });
      if (controller.signal.aborted) return;
      setPreview(answer);
      setPhase('preview');
      if (afterChange) setNotice(t('import.changed'));
    } catch (error) {
      if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
      setPhase('failed');
      // A refusal of the file itself stays until another file is chosen; a failure of the server or the network can be retried.
      setFailure({ message: importFailureMessage(error, t, i18n.language), canRetry: !isApiError(error) || error.status === 0 || error.status >= 500 });
    }
  };

  const close = () => {
    pending.current?.abort();
    onClose();
  };

  const submit = async () => {
    if (!file || !preview || preview.totals.errors > 0 || preview.totals.rows === 0) return;
    setSaving(true);
    try {
      const result = await importer.run(file);
      toast.show({ tone: 'success', title: t('import.done', { created: formatNumber(result.created, i18n.language), updated: formatNumber(result.updated, i18n.language) }), timeout: 5000 });
      onClose();
    } catch (error) {
      if (isApiError(error, 'IMPORT_ROWS_INVALID')) {
        // The community changed since the preview (someone took an e-mail meanwhile): show the file as it is now.
        void check(file, true);
      } else {
        setNotice(importFailureMessage(error, t, i18n.language));
      }
    } finally {
      setSaving(false);
    }
  };

  const optional = EMPLOYEE_FILE_COLUMNS.filter((c) => !(EMPLOYEE_FILE_REQUIRED_COLUMNS as readonly EmployeeFileColumn[]).includes(c)).map((c) => t(`import.field.${c}`));
  const canImport = phase === 'preview' && preview !== null && preview.totals.errors === 0 && preview.totals.rows > 0;

  return (
    <FormDialog
      title={t('import.title')}
      description={t('import.description')}
      onSubmit={submit}
      onClose={close}
      saving={saving}
      submitLabel={t('import.submit')}
      cancelLabel={t('import.cancel')}
      submitDisabled={!canImport}
      formError={notice ?? undefined}
      className={css.importDialog}
      data-testid="import-dialog"
    >
      <div data-phase={phase} className={css.previewTable}>
        <Stack gap="md">
          {phase === 'preview' ? null : (
            <section className={css.importHelp} aria-label={t('import.columnsTitle')}>
              <Text weight="semibold">{t('import.columnsTitle')}</Text>
              <Text size="sm">{t('import.columns', { list: optional.join(', ') })}</Text>
              <Text size="sm">{t('import.rules')}</Text>
              <Text size="sm" tone="muted">
                {t('import.limits', { size: Math.round(EMPLOYEE_FILE_MAX_BYTES / MEGABYTE), rows: formatNumber(EMPLOYEE_FILE_MAX_ROWS, i18n.language) })}
              </Text>
              <span>
                <DownloadLink href={employeeTemplatePath(lang)}>{t('import.template')}</DownloadLink>
              </span>
            </section>
          )}
          <div className={css.fileRow}>
            <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => files[0] && void check(files[0])}>
              <Button variant={file ? 'secondary' : 'primary'} size="sm" isDisabled={saving}>
                {file ? t('import.chooseAnother') : t('import.choose')}
              </Button>
            </FileTrigger>
            {file ? (
              <Text as="span" size="sm" tone="muted" data-testid="import-file">
                {t('import.file', { name: file.name })}
              </Text>
            ) : null}
          </div>
          {phase === 'checking' ? (
            progress === null ? <ProgressBar label={t('import.checking')} isIndeterminate /> : <ProgressBar label={t('import.checking')} value={Math.round(progress * 100)} />
          ) : null}
          {phase === 'failed' && failure ? (
            <Stack gap="sm" align="start">
              <Text tone="critical" role="alert" data-testid="import-failure">
                {failure.message}
              </Text>
              {file && failure.canRetry ? (
                <Button size="sm" variant="secondary" onPress={() => void check(file)}>
                  {t('import.retry')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {phase === 'preview' && preview ? <Preview key={`${file?.name}-${preview.totals.rows}-${preview.totals.errors}`} preview={preview} /> : null}
        </Stack>
      </div>
    </FormDialog>
  );
}
