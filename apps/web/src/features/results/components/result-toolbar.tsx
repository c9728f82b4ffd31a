import AddTaskIcon from '@mui/icons-material/AddTask';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useResultViewing } from '../lib/viewing.ts';

export interface ResultActions {
  download: () => void;
  share: () => void;
  print: () => void;
  toggleCompare: () => void;
  openSettings: () => void;
}

interface ResultToolbarProps {
  actions: ResultActions;
  isComparing: boolean;
  settingsId: string;
  isSettingsOpen: boolean;
}

/** SPEC §2: 'Take New Test', 'View Dashboard' and the report actions. Hidden when printed. */
export function ResultToolbar({ actions, isComparing, settingsId, isSettingsOpen }: ResultToolbarProps) {
  const t = useT();
  const viewing = useResultViewing();
  return (
    <Box
      data-print="hide"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 2,
      }}
    >
      {viewing ? (
        // Issue 18 point 3: staff reading a student's result go back to the student, not to their own pages.
        <Button
          component={RouterLink}
          to={paths.student.href(viewing.studentId)}
          variant="outlined"
          startIcon={<ArrowBackIcon />}
        >
          {t('students.backToStudent', { name: viewing.studentName })}
        </Button>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.tests} variant="contained" startIcon={<AddTaskIcon />}>
            {t('results.takeNewTest')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.dashboard}
            variant="outlined"
            startIcon={<DashboardIcon />}
          >
            {t('results.viewDashboard')}
          </Button>
        </Box>
      )}
      <Box
        role="group"
        aria-label={t('results.reportActions')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Button size="small" startIcon={<DownloadIcon />} onClick={actions.download}>
          {t('results.downloadReport')}
        </Button>
        {!viewing && (
          <Button size="small" startIcon={<ShareIcon />} onClick={actions.share}>
            {t('results.shareResults')}
          </Button>
        )}
        <Button size="small" startIcon={<PrintIcon />} onClick={actions.print}>
          {t('results.printReport')}
        </Button>
        {!viewing && (
          <Button
            size="small"
            variant={isComparing ? 'contained' : 'text'}
            startIcon={<CompareArrowsIcon />}
            aria-pressed={isComparing}
            onClick={actions.toggleCompare}
          >
            {t('results.compareTests')}
          </Button>
        )}
        <Tooltip title={t('results.settings')}>
          <IconButton
            aria-label={t('results.settings')}
            aria-controls={settingsId}
            aria-expanded={isSettingsOpen}
            onClick={actions.openSettings}
          >
            <SettingsIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
