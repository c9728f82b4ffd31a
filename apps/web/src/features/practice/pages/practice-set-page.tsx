import type { PracticeSet } from '@aspirant/contract/practice.ts';
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
import { QuestionText } from '../../../components/question-text.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, serverErrorText } from '../../../lib/api-client.ts';
import { optionLetter } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useProfile } from '../../../lib/profile-query.ts';
import { useStartPractice } from '../../../lib/start-practice.ts';
import { useAnswerPractice, usePracticeSet } from '../api/practice.ts';
import { PracticeQuestion } from '../components/practice-question.tsx';
import { firstUnanswered, tallyText } from '../lib/practice.ts';
import { practiceSetTitle } from '../lib/set-title.ts';

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      level="h1"
      icon={<SearchOffIcon />}
      title={t('practice.notFoundTitle')}
      message={t('practice.notFoundText')}
      actions={
        <Button component={RouterLink} to={paths.practice} variant="contained">
          {t('practice.goToPractice')}
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
  const t = useT();
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
        <PageHeading>{t('practice.title')}</PageHeading>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void set.refetch()}>
              {t('practice.retry')}
            </Button>
          }
        >
          {serverErrorText(set.error, t('practice.loadFailed'))}
        </Alert>
      </Box>
    );
  }
  return <PracticeRunner set={set.data} />;
}

function PracticeRunner({ set }: { set: PracticeSet }) {
  const t = useT();
  const [index, setIndex] = useState(() => firstUnanswered(set.items));
  const answer = useAnswerPractice(set.id);
  const item = set.items[index];
  // Bilingual questions open in the student's preferred language (Profile); the switch changes it for the set.
  const profile = useProfile();
  const [chosenLanguage, setLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? profile.data?.preferredLanguage ?? 'en';

  return (
    <Box>
      <PageHeading>{practiceSetTitle(set, t)}</PageHeading>
      <Stack direction="row" sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography color="text.secondary">{t('practice.untimed')}</Typography>
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {tallyText(t, set.correct, set.answered)}
        </Typography>
      </Stack>
      {item?.withheld ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('practice.questionOf', { position: item.position, count: set.questionCount })}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('practice.withheld')}
          </Alert>
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {index === set.items.length - 1 ? t('practice.seeSummary') : t('practice.skipForNow')}
          </Button>
        </Paper>
      ) : item ? (
        <PracticeQuestion
          key={item.position}
          item={item}
          count={set.questionCount}
          isLast={index === set.items.length - 1}
          isChecking={answer.isPending}
          checkError={answer.isError ? serverErrorText(answer.error, t('practice.checkFailed')) : null}
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
  const t = useT();
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
        {t('practice.setComplete')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('practice.summaryText', { correct: set.correct, total: set.questionCount, percent })}
      </Typography>
      <List dense disablePadding sx={{ mb: 2 }}>
        {set.items.map((item) => (
          <ListItem key={item.position} disableGutters divider>
            <ListItemText
              primary={
                language === 'hi' && item.textHi !== null ? (
                  <>
                    {`${item.position}. `}
                    <QuestionText text={item.textHi.split('\n')[0]!} inline lang="hi" />
                  </>
                ) : (
                  <>
                    {`${item.position}. `}
                    <QuestionText text={item.text.split('\n')[0]!} inline />
                  </>
                )
              }
              secondary={
                item.withheld
                  ? t('practice.hiddenWhileTaking')
                  : item.isCorrect === null
                    ? t('practice.notAnswered')
                    : item.isCorrect
                      ? t('practice.correctLetter', { letter: optionLetter(item.correctIndex!) })
                      : t('practice.incorrectChose', {
                          chosen: optionLetter(item.selectedAnswer!),
                          answer: optionLetter(item.correctIndex!),
                        })
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
          {t('practice.practiseIncorrect')}
        </Button>
        <Button component={RouterLink} to={paths.practice} variant="outlined">
          {t('practice.startAnother')}
        </Button>
        <Button component={RouterLink} to={paths.dashboard}>
          {t('practice.backToDashboard')}
        </Button>
      </Stack>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverErrorText(create.error, t('practice.startFailed'))}
        </Alert>
      )}
    </Paper>
  );
}
