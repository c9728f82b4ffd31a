import AddTaskIcon from '@mui/icons-material/AddTask';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { LinkButtonGrid } from '../../../components/link-button-grid.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';

const NEXT = [
  { label: 'Take Another Test', to: paths.tests, icon: <AddTaskIcon /> },
  { label: 'Go to Dashboard', to: paths.dashboard, icon: <DashboardIcon /> },
  { label: 'Ask the AI Tutor', to: paths.aiAssistant, icon: <PsychologyIcon /> },
  { label: 'Detailed Analytics', to: paths.performance, icon: <AnalyticsIcon /> },
] as const;

/** SPEC §2 'What's Next?': /tests, /dashboard, /ai-assistant, /performance. */
export function WhatsNext() {
  return (
    <SectionCard title="What's Next?" icon={<RocketLaunchIcon />} isHiddenInPrint>
      <LinkButtonGrid items={NEXT} wideAt="lg" />
    </SectionCard>
  );
}
