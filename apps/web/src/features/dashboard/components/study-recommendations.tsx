import type { Dashboard } from '@aspirant/contract/results.ts';
import { focusAreas, strengths } from '@aspirant/domain/dashboard.ts';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** SPEC §2 Study Recommendations: up to 3 focus areas (below 70%), up to 3 strengths (80% and above). */
export function StudyRecommendations({ subjects }: { subjects: Dashboard['subjectPerformance'] }) {
  const t = useT();
  return (
    <SectionCard fillsHeight title={t('dashboard.recommendations')} icon={<SchoolIcon />}>
      <SubjectList
        title={t('dashboard.focusAreas')}
        icon={<WarningAmberIcon fontSize="small" />}
        color="warning.main"
        subjects={focusAreas(subjects)}
        emptyText={t('dashboard.noFocus')}
      />
      <SubjectList
        title={t('dashboard.strengths')}
        icon={<StarIcon fontSize="small" />}
        color="success.main"
        subjects={strengths(subjects)}
        emptyText={t('dashboard.noStrengths')}
      />
      <Box sx={{ mt: 'auto' }}>
        <Button
          component={RouterLink}
          to={paths.aiAssistant}
          variant="outlined"
          startIcon={<PsychologyIcon />}
          fullWidth
        >
          {t('dashboard.tutorHelp')}
        </Button>
      </Box>
    </SectionCard>
  );
}

interface SubjectListProps {
  title: string;
  icon: ReactNode;
  color: string;
  subjects: Dashboard['subjectPerformance'];
  emptyText: string;
}

function SubjectList({ title, icon, color, subjects, emptyText }: SubjectListProps) {
  return (
    <Box>
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, fontWeight: 700, mb: 0.5 }}
      >
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        {title}
      </Typography>
      {subjects.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            m: 0,
            pl: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 0.5,
          }}
        >
          {subjects.map((subject) => (
            <Box
              component="li"
              key={subject.name}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
            >
              <Link component={RouterLink} to={paths.subject.href(subject.name)} variant="body2">
                {subject.name}
              </Link>
              <Typography variant="body2" sx={{ fontWeight: 700, color }}>
                {formatPercent(subject.accuracy)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
