import AddTaskIcon from '@mui/icons-material/AddTask';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { LinkButtonGrid } from '../../../components/link-button-grid.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

const ACTIONS = [
  { label: 'dashboard.takeNewTest', to: paths.tests, icon: <AddTaskIcon /> },
  { label: 'dashboard.detailedAnalytics', to: paths.performance, icon: <AnalyticsIcon /> },
  { label: 'dashboard.aiTutor', to: paths.aiAssistant, icon: <PsychologyIcon /> },
  { label: 'dashboard.studyPlan', to: paths.studyPlan, icon: <EventNoteIcon /> },
] as const;

/** SPEC §2 Quick Actions. */
export function QuickActions() {
  const t = useT();
  return (
    <SectionCard fillsHeight title={t('dashboard.quickActions')} icon={<RocketLaunchIcon />}>
      <LinkButtonGrid items={ACTIONS.map((action) => ({ ...action, label: t(action.label) }))} />
    </SectionCard>
  );
}
