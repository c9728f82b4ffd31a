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
import { plural } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import { useStartPractice } from '../../../lib/start-practice.ts';
import { useSavedQuestions } from '../api/saved-questions.ts';
import { SavedQuestionCard } from '../components/saved-question-card.tsx';

/** /saved-questions (issue 15): the questions the student saved from their solutions, to revise or practise. */
export function SavedQuestionsPage() {
  const saved = useSavedQuestions();
  const profile = useProfile();
  const toggle = useToggleBookmark();
  const start = useStartPractice();
  const navigate = useNavigate();
  const language = profile.data?.preferredLanguage ?? 'en';

  useEffect(() => {
    document.title = 'Saved questions · Aspirant';
  }, []);

  const practise = () =>
    start.mutate(
      { source: 'saved' },
      { onSuccess: (practice) => void navigate(paths.practiceSet.href(practice.id)) },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading>Saved questions</PageHeading>
      {saved.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : saved.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void saved.refetch()}>
              Retry
            </Button>
          }
        >
          {serverErrorText(saved.error, 'Your saved questions could not be loaded.')}
        </Alert>
      ) : saved.data.length === 0 ? (
        <EmptyState
          icon={<BookmarkBorderIcon />}
          title="No saved questions yet"
          message="Save a question from a test's solutions with its bookmark button, and it appears here to revise and practise."
          actions={
            <Button component={RouterLink} to={paths.performance} variant="contained">
              See your results
            </Button>
          }
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {plural(saved.data.length, 'saved question')}
            </Typography>
            <Button variant="contained" onClick={practise} disabled={start.isPending}>
              Practice these
            </Button>
          </Box>
          {start.isError && (
            <Alert severity="error">
              {serverErrorText(start.error, 'The practice set could not be started. Please try again.')}
            </Alert>
          )}
          {toggle.isError && (
            <Alert severity="error">
              {serverErrorText(toggle.error, 'The question could not be removed. Please try again.')}
            </Alert>
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
