import { IMPORT_FORMATS, type ImportFormat, type ImportResponse } from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NativeSelect } from '../../../../components/native-select.tsx';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import type { MessageKey } from '../../../../lib/i18n/catalogue.ts';
import { useT } from '../../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../../lib/session.ts';
import { useBankMeta } from '../api/bank-meta.ts';
import { postImport, useImportQuestions } from '../api/import-questions.ts';
import { CategoryMapping } from '../components/category-mapping.tsx';
import { ExportMenu } from '../components/export-menu.tsx';
import { FilePicker } from '../components/file-picker.tsx';
import { ImportCounts } from '../components/import-counts.tsx';
import { ItemReport } from '../components/item-report.tsx';
import { TemplatesHelp } from '../components/templates-help.tsx';
import {
  type CategoryChoice,
  effectiveMapping,
  fileProblem,
  fileSize,
  isMappingComplete,
  type CategoryMapping as Mapping,
  statusCounts,
} from '../lib/import-state.ts';
import { importText } from '../lib/import-text.ts';

const FORMAT_KEY = {
  'moodle-xml': 'questionImport.formatMoodleXml',
  gift: 'questionImport.formatGift',
  aiken: 'questionImport.formatAiken',
  csv: 'questionImport.formatCsv',
  xlsx: 'questionImport.formatXlsx',
} as const satisfies Record<ImportFormat, MessageKey>;

/** 'global' or a centre's id, as the super admin's bank select holds it. */
type BankValue = string;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Issue 16 points 5 and 7 (/question-bank/import): a file goes through a dry run first, which accounts for each of
 * its items and maps its categories to subjects and topics; a changed mapping runs it again; the import then
 * stores what the last dry run showed. The templates and the export of the whole bank sit below.
 */
export function QuestionImportPage() {
  const t = useT();
  const { roleId, user } = useSession();
  const isSuperAdmin = roleId === ROLE.SUPER_ADMIN;
  const meta = useBankMeta();
  const commit = useImportQuestions();

  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | ''>('');
  const [bank, setBank] = useState<BankValue>('global');
  const [choices, setChoices] = useState<ReadonlyMap<string, CategoryChoice>>(new Map());
  const [report, setReport] = useState<{ data: ImportResponse; run: number } | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportResponse | null>(null);
  const run = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const bankCustomerId = isSuperAdmin
    ? bank === 'global'
      ? null
      : Number(bank)
    : (user?.customer_id ?? null);
  const customerId = isSuperAdmin ? bankCustomerId : null;
  const subjects = meta.data?.subjects ?? [];

  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function messageOf(failure: unknown): string {
    if (failure instanceof ApiError && failure.serverMessage !== undefined) {
      return importText(failure.serverMessage, t);
    }
    return t('questionImport.genericError');
  }

  /** A dry run of `next`; only the latest run's answer is shown (a changed choice supersedes a running one). */
  async function check(next: {
    file: File;
    format: ImportFormat | '';
    customerId: number | null;
    mapping: Mapping[] | null;
  }) {
    const id = ++run.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setChecking(true);
    setError(null);
    try {
      const data = await postImport({
        file: next.file,
        format: next.format === '' ? null : next.format,
        dryRun: true,
        customerId: next.customerId,
        mapping: next.mapping,
        signal: controller.signal,
      });
      if (id !== run.current) return;
      setReport({ data, run: id });
    } catch (failure) {
      if (id !== run.current) return;
      setError(messageOf(failure));
    } finally {
      if (id === run.current) setChecking(false);
    }
  }

  /** A new file, format or bank: the server matches the categories afresh. */
  function restart(next: { file: File | null; format: ImportFormat | ''; bank: BankValue }) {
    setChoices(new Map());
    setReport(null);
    setDone(null);
    commit.reset();
    if (!next.file) return;
    const problem = fileProblem(next.file);
    if (problem) {
      run.current += 1;
      inFlight.current?.abort();
      setChecking(false);
      setError(importText(problem, t));
      return;
    }
    const nextCustomer = isSuperAdmin ? (next.bank === 'global' ? null : Number(next.bank)) : null;
    void check({ file: next.file, format: next.format, customerId: nextCustomer, mapping: null });
  }

  function choose(category: string, choice: CategoryChoice) {
    if (!report || !file) return;
    const nextChoices = new Map(choices).set(category, choice);
    setChoices(nextChoices);
    // Incomplete choices are left out: the server keeps its own match for them, and the import waits for them.
    const mapping = effectiveMapping(report.data.categories, nextChoices).filter((m) =>
      isMappingComplete([m]),
    );
    void check({ file, format, customerId, mapping });
  }

  const mapping = useMemo(
    () => (report ? effectiveMapping(report.data.categories, choices) : []),
    [report, choices],
  );
  const counts = useMemo(() => (report ? statusCounts(report.data.items) : null), [report]);
  const isCurrent = report !== null && report.run === run.current && !isChecking;
  const isComplete = isMappingComplete(mapping);
  // A category left without a subject or topic does not block the import: the dry run counts its questions as
  // skipped (with the reason), and the import stores exactly what the dry run showed.
  const canImport = isCurrent && (report?.data.imported ?? 0) > 0 && !commit.isPending && file !== null;

  async function importNow() {
    if (!report || !file) return;
    setError(null);
    try {
      const data = await commit.mutateAsync({
        file,
        format: format === '' ? null : format,
        dryRun: false,
        customerId,
        mapping,
      });
      setDone(data);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  function startOver() {
    setFile(null);
    restart({ file: null, format, bank });
  }

  const bankName =
    bankCustomerId === null
      ? t('questionImport.globalBank')
      : (meta.data?.centres.find((c) => c.id === bankCustomerId)?.name ?? t('questionImport.yourCentre'));
  const exportOwner = isSuperAdmin ? (bank === 'global' ? 'global' : bank) : 'centre';

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <Box>
        <Link
          component={RouterLink}
          to={paths.questionBank}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {t('questionImport.backToBank')}
        </Link>
        <PageHeading>{t('questionImport.title')}</PageHeading>
        <Typography color="text.secondary">{t('questionImport.intro')}</Typography>
      </Box>

      <Section title={t('questionImport.chooseFileHeading')}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <NativeSelect
              label={t('questionImport.format')}
              value={format}
              onChange={(value) => {
                const next = value as ImportFormat | '';
                setFormat(next);
                restart({ file, format: next, bank });
              }}
              sx={{ minWidth: 220 }}
            >
              <option value="">{t('questionImport.formatAuto')}</option>
              {IMPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(FORMAT_KEY[f])}
                </option>
              ))}
            </NativeSelect>
            {isSuperAdmin && (
              <NativeSelect
                label={t('questionImport.bank')}
                value={bank}
                onChange={(value) => {
                  setBank(value);
                  restart({ file, format, bank: value });
                }}
                sx={{ minWidth: 260 }}
              >
                <option value="global">{t('questionImport.globalBank')}</option>
                {(meta.data?.centres ?? []).map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Stack>
          {!isSuperAdmin && (
            <Typography variant="body2" color="text.secondary">
              {t('questionImport.ownBank')}
            </Typography>
          )}
          <FilePicker
            hasFile={file !== null}
            disabled={commit.isPending}
            onFile={(next) => {
              setFile(next);
              restart({ file: next, format, bank });
            }}
          />
          {file && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('questionImport.chosenFile', { name: file.name, size: fileSize(file.size) })}
            </Typography>
          )}
        </Stack>
      </Section>

      <Box role="status" aria-live="polite">
        {(isChecking || commit.isPending) && (
          <Box>
            <Typography sx={{ mb: 1 }}>
              {commit.isPending ? t('questionImport.importing') : t('questionImport.checking')}
            </Typography>
            <LinearProgress aria-hidden />
          </Box>
        )}
      </Box>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
      {meta.isError && <Alert severity="error">{meta.error.message}</Alert>}

      {done && (
        <Section title={t('questionImport.resultHeading')}>
          <Alert ref={doneRef} tabIndex={-1} severity="success" sx={{ mb: 2 }}>
            {t('questionImport.imported', { count: done.imported, bank: bankName })}{' '}
            {(done.duplicates > 0 || done.skipped > 0) &&
              t('questionImport.importedNotes', { duplicates: done.duplicates, skipped: done.skipped })}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={`${paths.questionBank}?owner=${encodeURIComponent(exportOwner)}`}
            >
              {t('questionImport.openBank')}
            </Button>
            <Button variant="outlined" onClick={startOver}>
              {t('questionImport.importAnother')}
            </Button>
          </Stack>
          <ItemReport items={done.items} counts={statusCounts(done.items)} committed />
        </Section>
      )}

      {!done && report && counts && (
        <Section title={t('questionImport.dryRunHeading')}>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {t('questionImport.dryRunNote')}{' '}
              {t('questionImport.detectedFormat', { format: t(FORMAT_KEY[report.data.format]) })}
            </Typography>
            <ImportCounts counts={counts} />
            {report.data.categories.length > 0 && (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('questionImport.categoriesHeading')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('questionImport.categoriesHelp')}
                </Typography>
                <CategoryMapping
                  categories={report.data.categories}
                  choices={choices}
                  subjects={subjects}
                  bankCustomerId={bankCustomerId}
                  onChange={choose}
                />
              </Box>
            )}
            {!isComplete && <Alert severity="warning">{t('questionImport.mappingIncomplete')}</Alert>}
            {report.data.imported === 0 ? (
              <Alert severity="info">{t('questionImport.nothingToImport')}</Alert>
            ) : (
              <Box>
                <Button variant="contained" size="large" disabled={!canImport} onClick={importNow}>
                  {t('questionImport.importButton', { count: report.data.imported })}
                </Button>
              </Box>
            )}
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t('questionImport.itemsHeading')}
              </Typography>
              <ItemReport items={report.data.items} counts={counts} />
            </Box>
          </Stack>
        </Section>
      )}

      <Section title={t('questionImport.templatesHeading')}>
        <TemplatesHelp />
      </Section>

      <Section title={t('questionImport.exportHeading')}>
        <Typography sx={{ mb: 1.5 }}>{t('questionImport.exportIntro')}</Typography>
        <ExportMenu selection={{ owner: exportOwner }} label={t('questionImport.exportButton')} />
      </Section>
    </Stack>
  );
}
