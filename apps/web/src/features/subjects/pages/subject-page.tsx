import { MOST_MISSED_LIMIT, type SubjectAnalytics } from '@aspirant/contract/subjects.ts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSubjectAnalytics } from '../api/get-subject-analytics.ts';
import { MostMissedList } from '../components/most-missed-list.tsx';
import { PaceSection } from '../components/pace-section.tsx';
import { SubjectNotFound } from '../components/subject-not-found.tsx';
import { SubjectSkeleton } from '../components/subject-skeleton.tsx';
import { TopicsTable } from '../components/topics-table.tsx';

/** /subjects/{subject name} (issue 7); the router hands the name over already decoded. */
export function SubjectPage() {
  const { subjectName = '' } = useParams();
  const analytics = useSubjectAnalytics(subjectName);

  if (analytics.isPending) {
    return (
      <>
        {/* The size of the heading (h4 line and its gutter), so nothing moves when the name arrives. */}
        <Skeleton variant="text" width={200} sx={{ fontSize: '2.125rem', lineHeight: 1.235, mb: '0.35em' }} />
        <SubjectSkeleton />
      </>
    );
  }
  if (analytics.isError) {
    const isMissing = analytics.error instanceof ApiError && analytics.error.status === 404;
    return isMissing ? (
      <SubjectNotFound name={subjectName} />
    ) : (
      <SubjectNotFound
        name={subjectName}
        error={analytics.error.message}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  return <SubjectAnalyticsView analytics={analytics.data} />;
}

function SubjectAnalyticsView({ analytics }: { analytics: SubjectAnalytics }) {
  const t = useT();
  return (
    <>
      <PageHeading>{analytics.subject.name}</PageHeading>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <SectionCard title={t('subjects.topics')} description={t('subjects.topicsDescription')}>
          <TopicsTable topics={analytics.topics} />
        </SectionCard>
        <SectionCard
          title={t('subjects.missedTitle')}
          description={t('subjects.missedDescription', { limit: MOST_MISSED_LIMIT })}
        >
          <MostMissedList questions={analytics.mostMissed} />
        </SectionCard>
        <SectionCard title={t('subjects.timeTitle')} description={t('subjects.timeDescription')}>
          <PaceSection pace={analytics.timeByDifficulty} />
        </SectionCard>
      </Box>
    </>
  );
}
