import { listQuestionReports, listQuestions } from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { cardListGrid } from '../../../components/layout.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';

/** The count of a bank's current questions, and of open reports: one row each is enough to read `total`. */
function useCounts(owner: 'global' | 'centre') {
  const query = { owner, status: 'active' as const, page: 1, pageSize: 1 };
  const questions = useQuery({
    queryKey: queryKeys.questionBank.list(query),
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listQuestions, { query, signal })).total,
  });
  const reportsQuery = { status: 'open' as const, page: 1, pageSize: 1 };
  const reports = useQuery({
    queryKey: queryKeys.questionBank.reports(reportsQuery),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(listQuestionReports, { query: reportsQuery, signal })).total,
  });
  // A count that could not be read shows as a dash, not as a wait for ever.
  return {
    questions: questions.isError ? null : questions.data,
    reports: reports.isError ? null : reports.data,
  };
}

/**
 * Issue 16: the home of the staff (roles 1, 2 and 4) at /dashboard, instead of a student's empty dashboard:
 * their question bank with its open reports, and the places their work is.
 */
export function StaffHomePage() {
  const t = useT();
  const { user, roleId } = useSession();
  const isSuperAdmin = roleId === ROLE.SUPER_ADMIN;
  const counts = useCounts(isSuperAdmin ? 'global' : 'centre');
  const figure = (value: number | null | undefined) =>
    value === undefined ? '…' : value === null ? '—' : formatNumber(value);

  return (
    <>
      <PageHeading>{t('staffHome.title', { name: user?.name ?? '' })}</PageHeading>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('staffHome.subtitle')}</Typography>
      <Stack component="ul" sx={cardListGrid(3)}>
        <HomeCard
          title={t('routes.questionBank')}
          text={t(isSuperAdmin ? 'staffHome.globalQuestions' : 'staffHome.centreQuestions', {
            count: figure(counts.questions),
          })}
          extra={t('staffHome.openReports', { count: figure(counts.reports) })}
          actions={[
            [t('staffHome.openBank'), paths.questionBank],
            [t('staffHome.newQuestion'), paths.questionBankNew],
            [t('staffHome.reportsInbox'), `${paths.questionBank}?tab=reported`],
          ]}
        />
        <HomeCard
          title={t('routes.testStudio')}
          text={t('staffHome.testStudioText')}
          actions={[
            [t('staffHome.openTestStudio'), paths.testStudio],
            [t('staffHome.newTest'), paths.testStudioNew],
          ]}
        />
        {(roleId === ROLE.COACHING_ADMIN || isSuperAdmin) && (
          <HomeCard
            title={t('routes.batchManagement')}
            text={t('staffHome.batchesText')}
            actions={[[t('staffHome.openBatches'), paths.batchManagement]]}
          />
        )}
        {roleId === ROLE.COACHING_ADMIN && (
          <HomeCard
            title={t('routes.coachingAdminUsers')}
            text={t('staffHome.centreUsersText')}
            actions={[[t('staffHome.openUsers'), paths.coachingUsers]]}
          />
        )}
        {isSuperAdmin && (
          <HomeCard
            title={t('routes.superAdminUsers')}
            text={t('staffHome.allUsersText')}
            actions={[[t('staffHome.openUsers'), paths.adminUsers]]}
          />
        )}
        <HomeCard
          title={t('routes.tests')}
          text={t('staffHome.testsText')}
          actions={[[t('staffHome.openTests'), paths.tests]]}
        />
        <HomeCard
          title={t('routes.lectures')}
          text={t('staffHome.lecturesText')}
          actions={[[t('staffHome.openLectures'), paths.lectures]]}
        />
      </Stack>
    </>
  );
}

function HomeCard({
  title,
  text,
  extra,
  actions,
}: {
  title: string;
  text: string;
  extra?: ReactNode;
  actions: [label: string, to: string][];
}) {
  const headingId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: extra ? 0.5 : 2 }}>{text}</Typography>
      {extra && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{extra}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 'auto' }}>
        {actions.map(([label, to], i) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            variant={i === 0 ? 'contained' : 'outlined'}
            size="small"
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
