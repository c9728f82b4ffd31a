import type { Result } from '@aspirant/contract/results.ts';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchResultCard } from '../../../lib/test-reports.ts';
import { useResult } from '../api/get-result.ts';
import { AiInsightsCard } from '../components/ai-insights-card.tsx';
import { ComparePanel } from '../components/compare-panel.tsx';
import { MarkingSchemeCard } from '../components/marking-scheme-card.tsx';
import { NoResult } from '../components/no-result.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { PrintStyles } from '../components/print-styles.tsx';
import { QuestionTab } from '../components/question-tab.tsx';
import { ResultCards } from '../components/result-cards.tsx';
import { ResultHeader } from '../components/result-header.tsx';
import { ResultSpeedDial } from '../components/result-speed-dial.tsx';
import { type ResultActions, ResultToolbar } from '../components/result-toolbar.tsx';
import { type ResultSettings, SettingsDrawer } from '../components/settings-drawer.tsx';
import { ShareDialog } from '../components/share-dialog.tsx';
import { SubjectTab } from '../components/subject-tab.tsx';
import { TimeTab } from '../components/time-tab.tsx';
import { WhatsNext } from '../components/whats-next.tsx';
import { type ResultViewing, ResultViewingContext } from '../lib/viewing.ts';

/** SPEC §2: the result tabs, index 0-3. */
export const RESULT_TABS = [
  'results.tabOverview',
  'results.tabSubject',
  'results.tabTime',
  'results.tabQuestion',
] as const;

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Prints a PDF from a hidden frame of the page (the browser's own PDF viewer draws and prints it). */
function printInFrame(url: string) {
  const frame = document.createElement('iframe');
  frame.title = 'Result card';
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.src = url;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  document.body.append(frame);
  window.setTimeout(() => frame.remove(), 120_000);
}

/** SPEC §2 Result Analysis (/results/{id}). */
export function ResultPage() {
  const id = parseId(useParams().id);
  const result = useResult(id);

  if (id === null) return <NoResult />;
  if (result.isPending) return <LoadingScreen />;
  if (result.isError) {
    const isMissing = result.error instanceof ApiError && result.error.status === 404;
    return <NoResult onRetry={isMissing ? undefined : () => void result.refetch()} />;
  }
  return <ResultAnalysis key={result.data.id} result={result.data} />;
}

/**
 * The whole result page. With `viewing`, a student's result as their centre's staff read it (issue 18 point 3):
 * the same page, read-only, saying whose it is; nothing on it writes or is about the reader.
 */
export function ResultAnalysis({
  result,
  viewing = null,
}: {
  result: Result;
  viewing?: ResultViewing | null;
}) {
  const { t, language } = useI18n();
  const [tab, setTab] = useState(0);
  const [settings, setSettings] = useState<ResultSettings>({
    showAdvancedMetrics: false,
    isComparing: false,
  });
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSharing, setIsSharing] = useState(false);
  const compareRef = useRef<HTMLDivElement>(null);
  const tabsId = useId();
  const settingsId = useId();

  // Compare Tests brings the comparison into view when it opens.
  useEffect(() => {
    if (settings.isComparing) compareRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [settings.isComparing]);

  const actions: ResultActions = {
    // Issue 18 point 4: Download and Print Report are the server's one-page PDF result card.
    async download() {
      const card = await fetchResultCard(result.id, language, viewing?.studentId);
      if (!card.success) {
        setNotice(t('results.cardFailed'));
        return;
      }
      saveFile(card.data.blob, card.data.fileName ?? `result-card-${result.id}.pdf`);
      setNotice(t('results.reportDownloaded'));
    },
    // Issue 15 point 6: a public, revocable scorecard link (the result page itself is private).
    share() {
      setIsSharing(true);
    },
    async print() {
      // A phone prints a PDF from its viewer: the card opens in a tab (opened now, while the tap still counts,
      // so no pop-up blocker stops it). A desktop prints it from a hidden frame, without leaving the page.
      const isPhone = window.matchMedia('(pointer: coarse)').matches;
      const tab = isPhone ? window.open('', '_blank') : null;
      const card = await fetchResultCard(result.id, language, viewing?.studentId);
      if (!card.success) {
        tab?.close();
        setNotice(t('results.cardFailed'));
        return;
      }
      const pdf = new Blob([card.data.blob], { type: 'application/pdf' });
      if (isPhone && !tab) {
        saveFile(pdf, card.data.fileName ?? `result-card-${result.id}.pdf`);
        setNotice(t('results.reportDownloaded'));
        return;
      }
      const url = URL.createObjectURL(pdf);
      window.setTimeout(() => URL.revokeObjectURL(url), 120_000);
      if (tab) {
        tab.location.href = url;
        setNotice(t('results.printOpened'));
        return;
      }
      printInFrame(url);
    },
    toggleCompare() {
      setSettings((current) => ({ ...current, isComparing: !current.isComparing }));
    },
    openSettings() {
      setIsSettingsOpen(true);
    },
  };

  return (
    <ResultViewingContext.Provider value={viewing}>
      <PrintStyles />
      {viewing && (
        <Alert severity="info" icon={<VisibilityIcon />} sx={{ mb: 2 }}>
          {t('students.viewingResult', { name: viewing.studentName })}
        </Alert>
      )}
      <ResultToolbar
        actions={actions}
        isComparing={settings.isComparing}
        settingsId={settingsId}
        isSettingsOpen={isSettingsOpen}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, pb: 10 }}>
        <ResultHeader result={result} />
        {settings.isComparing && !viewing && (
          <Box ref={compareRef}>
            <ComparePanel
              result={result}
              onClose={() => setSettings((current) => ({ ...current, isComparing: false }))}
            />
          </Box>
        )}
        <ResultCards result={result} />
        <Paper variant="outlined" component="section" aria-label={t('results.analysisSection')}>
          <Tabs
            value={tab}
            onChange={(_, next: number) => setTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('results.analysisViews')}
            data-print="hide"
            sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
          >
            {RESULT_TABS.map((label, index) => (
              <Tab
                key={label}
                label={t(label)}
                id={`${tabsId}-tab-${index}`}
                aria-controls={`${tabsId}-panel-${index}`}
                sx={{ textTransform: 'none', fontWeight: 600 }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${tabsId}-panel-${tab}`}
            aria-labelledby={`${tabsId}-tab-${tab}`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            {tab === 0 && <OverviewTab result={result} showAdvanced={settings.showAdvancedMetrics} />}
            {tab === 1 && <SubjectTab result={result} />}
            {tab === 2 && <TimeTab result={result} />}
            {tab === 3 && <QuestionTab result={result} />}
          </Box>
        </Paper>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <MarkingSchemeCard result={result} />
          {/* The AI insights may be generated (a write of the student's quota) and What's next is the reader's. */}
          {!viewing && <AiInsightsCard resultId={result.id} />}
        </Box>
        {!viewing && <WhatsNext />}
      </Box>
      <SettingsDrawer
        id={settingsId}
        isOpen={isSettingsOpen}
        onClose={() => setIsSettingsOpen(false)}
        settings={settings}
        onChange={setSettings}
      />
      <ResultSpeedDial actions={actions} />
      {isSharing && !viewing && (
        <ShareDialog
          resultId={result.id}
          testName={result.TestMaster.name}
          onClose={() => setIsSharing(false)}
          onNotice={setNotice}
        />
      )}
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      />
    </ResultViewingContext.Provider>
  );
}
