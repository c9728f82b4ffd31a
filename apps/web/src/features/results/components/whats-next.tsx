import AddTaskIcon from '@mui/icons-material/AddTask';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { LinkButtonGrid } from '../../../components/link-button-grid.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

const NEXT = [
  { label: 'results.takeAnotherTest', to: paths.tests, icon: <AddTaskIcon /> },
  { label: 'results.goToDashboard', to: paths.dashboard, icon: <DashboardIcon /> },
  { label: 'results.askTutor', to: paths.aiAssistant, icon: <PsychologyIcon /> },
  { label: 'results.detailedAnalytics', to: paths.performance, icon: <AnalyticsIcon /> },
] as const;

/** SPEC §2 'What's Next?': /tests, /dashboard, /ai-assistant, /performance. */
export function WhatsNext() {
  const t = useT();
  const items = NEXT.map((item) => ({ ...item, label: t(item.label) }));
  return (
    <SectionCard title={t('results.whatsNext')} icon={<RocketLaunchIcon />} isHiddenInPrint>
      <LinkButtonGrid items={items} wideAt="lg" />
    </SectionCard>
  );
}
