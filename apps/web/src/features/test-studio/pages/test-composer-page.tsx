import { ROLE } from '@aspirant/contract/roles.ts';
import ArchiveIcon from '@mui/icons-material/Archive';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InsightsIcon from '@mui/icons-material/Insights';
import PublishIcon from '@mui/icons-material/Publish';
import SensorsIcon from '@mui/icons-material/Sensors';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ResultsReportMenu } from '../../../components/results-report-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  useArchiveTest,
  useCloneTest,
  useCreateTest,
  useDrawPaper,
  usePublishTest,
  useSetPaper,
  useSetSchedule,
  useStudioMeta,
  useStudioTest,
  useUpdateTest,
} from '../api/test-studio.ts';
import { BankPicker } from '../components/bank-picker.tsx';
import { BlueprintDialog } from '../components/blueprint-dialog.tsx';
import { DetailsForm } from '../components/details-form.tsx';
import { PaperList } from '../components/paper-list.tsx';
import { PreviewDialog } from '../components/preview-dialog.tsx';
import { ScheduleSection } from '../components/schedule-section.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { TotalsBar } from '../components/totals-bar.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Issue 17: /test-studio/new and /test-studio/:id, the composer. A new test is created as a draft first. */
export function TestComposerPage() {
  const { id } = useParams();
  const testId = id && /^\d+$/.test(id) ? Number(id) : null;
  return testId === null ? <NewTest /> : <Composer key={testId} testId={testId} />;
}

function NewTest() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateTest();
  return (
    <Stack spacing={2}>
      <PageHeading>{t('routes.newTest')}</PageHeading>
      {create.isError && (
        <Alert severity="error" role="alert">
          {serverErrorText(create.error, t('testStudio.saveFailed'))}
        </Alert>
      )}
      <Section title={t('testStudio.details')}>
        <DetailsForm
          pending={create.isPending}
          submitLabel={t('testStudio.createDraft')}
          onSubmit={(details) =>
            create.mutate(details, { onSuccess: (data) => navigate(paths.testStudioEdit.href(data.test.id)) })
          }
        />
      </Section>
    </Stack>
  );
}

function Composer({ testId }: { testId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const test = useStudioTest(testId);
  const update = useUpdateTest(testId);
  const paper = useSetPaper(testId);
  const draw = useDrawPaper(testId);
  const publish = usePublishTest(testId);
  const archive = useArchiveTest(testId);
  const clone = useCloneTest(testId);
  const schedule = useSetSchedule(testId);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [blueprintOpen, setBlueprintOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const isSuperAdmin = useSession().roleId === ROLE.SUPER_ADMIN;
  const meta = useStudioMeta();

  if (test.isPending) return <CircularProgress aria-label={t('testStudio.loading')} />;
  if (test.isError) {
    return <Alert severity="error">{serverErrorText(test.error, t('testStudio.loadFailed'))}</Alert>;
  }
  const data = test.data;
  const failed = (failure: unknown) => {
    setError(serverErrorText(failure, t('testStudio.saveFailed')));
    setAnnouncement('');
  };
  const done = (message: string) => {
    setError(null);
    setAnnouncement(message);
  };
  const onPaper = new Set(data.paper.map((q) => q.questionId));
  // The super admin views a centre's test; only the centre's staff change it.
  const readOnly = isSuperAdmin && data.ownerCustomerId !== null;
  const locked = data.paperLocked || readOnly;

  const changePaper = (
    ids: number[],
    focus: { questionId: number; control: string } | null,
    moveTo?: number,
  ) =>
    paper.mutate(ids, {
      onSuccess: () => {
        done(
          moveTo === undefined
            ? t('testStudio.paperSaved', { count: ids.length })
            : t('testStudio.movedTo', { position: moveTo + 1, count: ids.length }),
        );
        if (focus) {
          requestAnimationFrame(() => {
            const own = document.getElementById(
              `${focus.control}-${focus.questionId}`,
            ) as HTMLButtonElement | null;
            const target =
              own && !own.disabled
                ? own
                : (document.getElementById(
                    `${focus.control === 'move-up' ? 'move-down' : 'move-up'}-${focus.questionId}`,
                  ) as HTMLButtonElement | null);
            target?.focus();
          });
        }
      },
      onError: failed,
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <PageHeading>{data.name}</PageHeading>
        </Box>
        <StatusChip status={data.status} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setPreviewOpen(true)}>
          {t('testStudio.preview')}
        </Button>
        {!readOnly && data.status !== 'published' && (
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(undefined, { onSuccess: (r) => done(r.message ?? ''), onError: failed })
            }
          >
            {t('testStudio.publish')}
          </Button>
        )}
        {!readOnly && data.status === 'published' && (
          <Button
            variant="outlined"
            startIcon={<ArchiveIcon />}
            disabled={archive.isPending}
            onClick={() =>
              archive.mutate(undefined, { onSuccess: (r) => done(r.message ?? ''), onError: failed })
            }
          >
            {t('testStudio.archive')}
          </Button>
        )}
        {!readOnly && (
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            disabled={clone.isPending}
            onClick={() =>
              clone.mutate(undefined, {
                onSuccess: (r) => navigate(paths.testStudioEdit.href(r.test.id)),
                onError: failed,
              })
            }
          >
            {t('testStudio.clone')}
          </Button>
        )}
        {data.status === 'published' && (
          <Button component={RouterLink} to={paths.liveRoom.href(data.id)} startIcon={<SensorsIcon />}>
            {t('testStudio.liveRoom')}
          </Button>
        )}
        {/* Issue 18: a test with results has an item analysis (the super admin's: global tests only). */}
        {data.status !== 'draft' && !readOnly && (
          <Button component={RouterLink} to={paths.testAnalysis.href(data.id)} startIcon={<InsightsIcon />}>
            {t('testStudio.itemAnalysis')}
          </Button>
        )}
      </Stack>
      {/* Issue 18 point 4: the results to take away, once students can have taken it (its centre's staff). */}
      {!readOnly && (data.status === 'published' || data.status === 'archived') && (
        <ResultsReportMenu testId={data.id} batches={meta.data?.batches} />
      )}
      <LiveAnnouncer message={announcement} />
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} data-testid="composer-error">
          {error}
        </Alert>
      )}
      {announcement && !error && (
        <Alert severity="success" onClose={() => setAnnouncement('')}>
          {announcement}
        </Alert>
      )}
      <TotalsBar totals={data.totals} />
      <Section title={t('testStudio.paper')}>
        {locked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {readOnly ? t('testStudio.readOnlyInfo') : t('testStudio.lockedInfo')}
          </Alert>
        )}
        {!locked && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setBlueprintOpen(true)}>
              {t('testStudio.blueprint')}
            </Button>
          </Stack>
        )}
        <PaperList paper={data.paper} locked={locked} pending={paper.isPending} onChange={changePaper} />
        {!locked && (
          <Box sx={{ mt: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
              {t('testStudio.picker')}
            </Typography>
            <BankPicker
              onPaper={onPaper}
              globalOnly={data.ownerCustomerId === null}
              disabled={paper.isPending}
              onAdd={(questionId) => changePaper([...data.paper.map((q) => q.questionId), questionId], null)}
            />
          </Box>
        )}
      </Section>
      {!readOnly && (
        <>
          <Section title={t('testStudio.details')}>
            <DetailsForm
              test={data}
              pending={update.isPending}
              submitLabel={t('testStudio.saveDetails')}
              onSubmit={(details) =>
                update.mutate(details, {
                  onSuccess: () => done(t('testStudio.detailsSaved')),
                  onError: failed,
                })
              }
            />
          </Section>
          <Section title={t('testStudio.schedule')}>
            <ScheduleSection
              test={data}
              pending={schedule.isPending}
              onSave={(s) =>
                schedule.mutate(s, { onSuccess: () => done(t('testStudio.scheduleSaved')), onError: failed })
              }
            />
          </Section>
        </>
      )}
      {blueprintOpen && (
        <BlueprintDialog
          open
          saved={data.blueprint}
          pending={draw.isPending}
          error={draw.isError ? serverErrorText(draw.error, t('testStudio.saveFailed')) : null}
          onClose={() => {
            draw.reset();
            setBlueprintOpen(false);
          }}
          onDraw={(blueprint) =>
            draw.mutate(blueprint, {
              onSuccess: (r) => {
                setBlueprintOpen(false);
                done(t('testStudio.drawn', { count: r.test.questionCount }));
              },
            })
          }
        />
      )}
      <PreviewDialog testId={testId} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Stack>
  );
}
