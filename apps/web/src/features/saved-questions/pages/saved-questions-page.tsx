import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useToggleBookmark } from '../../../lib/bookmarks.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useProfile } from '../../../lib/profile-query.ts';
import { useStartPractice } from '../../../lib/start-practice.ts';
import { useSavedQuestions } from '../api/saved-questions.ts';
import { SavedQuestionCard } from '../components/saved-question-card.tsx';

/** /saved-questions (issue 15): the questions the student saved from their solutions, to revise or practise. */
export function SavedQuestionsPage() {
  const t = useT();
  const saved = useSavedQuestions();
  const profile = useProfile();
  const toggle = useToggleBookmark();
  const start = useStartPractice();
  const navigate = useNavigate();
  const language = profile.data?.preferredLanguage ?? 'en';

  useEffect(() => {
    document.title = t('routes.titleFormat', { page: t('routes.savedQuestions') });
  }, [t]);

  const practise = () =>
    start.mutate(
      { source: 'saved' },
      { onSuccess: (practice) => void navigate(paths.practiceSet.href(practice.id)) },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading>{t('savedQuestions.heading')}</PageHeading>
      {saved.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : saved.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void saved.refetch()}>
              {t('savedQuestions.retry')}
            </Button>
          }
        >
          {serverErrorText(saved.error, t('savedQuestions.loadFailed'))}
        </Alert>
      ) : saved.data.length === 0 ? (
        <EmptyState
          icon={<BookmarkBorderIcon />}
          title={t('savedQuestions.emptyTitle')}
          message={t('savedQuestions.emptyText')}
          actions={
            <Button component={RouterLink} to={paths.performance} variant="contained">
              {t('savedQuestions.seeResults')}
            </Button>
          }
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('savedQuestions.count', { count: saved.data.length })}
            </Typography>
            <Button variant="contained" onClick={practise} disabled={start.isPending}>
              {t('savedQuestions.practise')}
            </Button>
          </Box>
          {start.isError && (
            <Alert severity="error">{serverErrorText(start.error, t('savedQuestions.practiceFailed'))}</Alert>
          )}
          {toggle.isError && (
            <Alert severity="error">{serverErrorText(toggle.error, t('savedQuestions.removeFailed'))}</Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2 }}>
            {saved.data.map((q, i) => (
              <SavedQuestionCard
                key={q.questionId}
                question={q}
                number={i + 1}
                initialLanguage={language}
                isRemoving={toggle.isPending && toggle.variables.questionId === q.questionId}
                onRemove={() => toggle.mutate({ questionId: q.questionId, save: false })}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
