import { PRACTICE_MESSAGES, type PracticeSet } from '@aspirant/contract/practice.ts';
import type { Language } from '@aspirant/contract/profile.ts';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, serverErrorText } from '../../../lib/api-client.ts';
import { optionLetter } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import { useStartPractice } from '../../../lib/start-practice.ts';
import { useAnswerPractice, usePracticeSet } from '../api/practice.ts';
import { PracticeQuestion } from '../components/practice-question.tsx';
import { firstUnanswered, tallyText } from '../lib/practice.ts';

const LOAD_FAILED = 'The practice set could not be loaded.';
const CHECK_FAILED = 'Your answer could not be checked. Please try again.';
const START_FAILED = 'The practice set could not be started. Please try again.';

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function NotFound() {
  return (
    <EmptyState
      level="h1"
      icon={<SearchOffIcon />}
      title={PRACTICE_MESSAGES.notFound}
      message="This practice set does not exist, or it belongs to another account."
      actions={
        <Button component={RouterLink} to={paths.practice} variant="contained">
          Go to Practice
        </Button>
      }
    />
  );
}

/** /practice/{id}: one set, question by question; a resumed set continues at its first unanswered question. */
export function PracticeSetPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound />;
  return <PracticeSetLoader key={id} id={id} />;
}

function PracticeSetLoader({ id }: { id: number }) {
  const set = usePracticeSet(id);
  if (set.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width="50%" sx={{ fontSize: '2.125rem', mb: 1 }} />
        <Skeleton variant="text" width={200} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  if (set.isError) {
    if (set.error instanceof ApiError && (set.error.status === 404 || set.error.status === 400))
      return <NotFound />;
    return (
      <Box>
        <PageHeading>Practice</PageHeading>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void set.refetch()}>
              Retry
            </Button>
          }
        >
          {serverErrorText(set.error, LOAD_FAILED)}
        </Alert>
      </Box>
    );
  }
  return <PracticeRunner set={set.data} />;
}

function PracticeRunner({ set }: { set: PracticeSet }) {
  const [index, setIndex] = useState(() => firstUnanswered(set.items));
  const answer = useAnswerPractice(set.id);
  const item = set.items[index];
  // Bilingual questions open in the student's preferred language (Profile); the switch changes it for the set.
  const profile = useProfile();
  const [chosenLanguage, setLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? profile.data?.preferredLanguage ?? 'en';

  return (
    <Box>
      <PageHeading>{set.title}</PageHeading>
      <Stack direction="row" sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography color="text.secondary">Untimed · never counts in your scores</Typography>
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {tallyText(set.correct, set.answered)}
        </Typography>
      </Stack>
      {item?.withheld ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            Question {item.position} of {set.questionCount}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {PRACTICE_MESSAGES.withheld}
          </Alert>
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {index === set.items.length - 1 ? 'See summary' : 'Skip for now'}
          </Button>
        </Paper>
      ) : item ? (
        <PracticeQuestion
          key={item.position}
          item={item}
          count={set.questionCount}
          isLast={index === set.items.length - 1}
          isChecking={answer.isPending}
          checkError={answer.isError ? serverErrorText(answer.error, CHECK_FAILED) : null}
          onCheck={(selectedAnswer) => answer.mutate({ position: item.position, selectedAnswer })}
          onNext={() => {
            answer.reset();
            setIndex(Math.max(index + 1, firstUnanswered(set.items)));
          }}
          language={language}
          onLanguageChange={setLanguage}
        />
      ) : (
        <PracticeSummaryPanel set={set} language={language} />
      )}
    </Box>
  );
}

function PracticeSummaryPanel({ set, language }: { set: PracticeSet; language: Language }) {
  const navigate = useNavigate();
  const create = useStartPractice();
  const percent = set.questionCount ? Math.round((100 * set.correct) / set.questionCount) : 0;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="practice-summary"
    >
      <Typography id="practice-summary" variant="h5" component="h2" gutterBottom>
        Set complete
      </Typography>
      <Typography sx={{ mb: 2 }}>
        You answered {set.correct} of {set.questionCount} correctly ({percent}%). Practice does not count in
        your scores.
      </Typography>
      <List dense disablePadding sx={{ mb: 2 }}>
        {set.items.map((item) => (
          <ListItem key={item.position} disableGutters divider>
            <ListItemText
              primary={
                language === 'hi' && item.textHi !== null ? (
                  <>
                    {`${item.position}. `}
                    <span lang="hi">{item.textHi.split('\n')[0]}</span>
                  </>
                ) : (
                  `${item.position}. ${item.text.split('\n')[0]}`
                )
              }
              secondary={
                item.withheld
                  ? 'Hidden while you are taking the test it belongs to'
                  : item.isCorrect === null
                    ? 'Not answered'
                    : item.isCorrect
                      ? `Correct (${optionLetter(item.correctIndex!)})`
                      : `Incorrect: you chose ${optionLetter(item.selectedAnswer!)}, the answer is ${optionLetter(item.correctIndex!)}`
              }
              slotProps={{ secondary: { color: item.isCorrect ? 'success.main' : 'error.main' } }}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { source: 'incorrect' },
              { onSuccess: (p) => navigate(paths.practiceSet.href(p.id)) },
            )
          }
        >
          Practise my incorrect answers
        </Button>
        <Button component={RouterLink} to={paths.practice} variant="outlined">
          Start another set
        </Button>
        <Button component={RouterLink} to={paths.dashboard}>
          Back to Dashboard
        </Button>
      </Stack>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverErrorText(create.error, START_FAILED)}
        </Alert>
      )}
    </Paper>
  );
}
