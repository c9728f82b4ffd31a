import AddTaskIcon from '@mui/icons-material/AddTask';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { LinkButtonGrid } from '../../../components/link-button-grid.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';

const ACTIONS = [
  { label: 'Take New Test', to: paths.tests, icon: <AddTaskIcon /> },
  { label: 'Detailed Analytics', to: paths.performance, icon: <AnalyticsIcon /> },
  { label: 'AI Tutor', to: paths.aiAssistant, icon: <PsychologyIcon /> },
  { label: 'Study Plan', to: paths.studyPlan, icon: <EventNoteIcon /> },
] as const;

/** SPEC §2 Quick Actions. */
export function QuickActions() {
  return (
    <SectionCard fillsHeight title="Quick Actions" icon={<RocketLaunchIcon />}>
      <LinkButtonGrid items={ACTIONS} />
    </SectionCard>
  );
}
