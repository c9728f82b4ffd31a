import type { TopicAnalytics } from '@aspirant/contract/subjects.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FigureInfo, useFigures } from '../../../components/figure-info.tsx';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { formatPercent, mediumDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStartPractice } from '../../../lib/start-practice.ts';
import { TrendIndicator } from './trend-indicator.tsx';

/** Every topic of the subject with the student's figures, and a practice set per topic. */
export function TopicsTable({ topics }: { topics: TopicAnalytics[] }) {
  const id = useId();
  const t = useT();
  const figures = useFigures();
  const navigate = useNavigate();
  const practice = useStartPractice();
  const [pendingTopic, setPendingTopic] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ topic: string; message: string } | null>(null);

  function practise(topic: TopicAnalytics) {
    setFailure(null);
    setPendingTopic(topic.id);
    practice.mutate(
      { source: 'topic', topicId: topic.id },
      {
        onSuccess: (set) => navigate(paths.practiceSet.href(set.id)),
        onError: (error) => setFailure({ topic: topic.name, message: error.message }),
        onSettled: () => setPendingTopic(null),
      },
    );
  }

  return (
    <Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {t('subjects.practiceFailed', { topic: failure.topic, message: failure.message })}
        </Alert>
      )}
      <TableContainer>
        {/* Scrolls sideways on a phone rather than squeezing a topic's name a word a line. */}
        <Table size="small" aria-label={t('subjects.topics')} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('subjects.topic')}</TableCell>
              <TableCell align="right">{t('subjects.attempts')}</TableCell>
              <TableCell align="right">
                {figures.name('topicAccuracy')} <FigureInfo figure="topicAccuracy" />
              </TableCell>
              <TableCell>{t('subjects.trend')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('subjects.lastPractised')}</TableCell>
              <TableCell>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {t('subjects.practice')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {topics.map((topic) => {
              const nameId = `${id}-topic-${topic.id}`;
              const isPending = pendingTopic === topic.id;
              return (
                <TableRow key={topic.id}>
                  <TableCell component="th" scope="row" id={nameId} sx={{ fontWeight: 600, minWidth: 200 }}>
                    {topic.name}
                  </TableCell>
                  <TableCell align="right">{topic.attempts}</TableCell>
                  <TableCell align="right">
                    {topic.accuracy === null ? t('subjects.notAttempted') : formatPercent(topic.accuracy)}
                  </TableCell>
                  <TableCell>
                    <TrendIndicator trend={topic.trend} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {topic.lastPracticed ? mediumDate(topic.lastPracticed) : t('subjects.never')}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => practise(topic)}
                      disabled={pendingTopic !== null}
                      aria-describedby={nameId}
                      startIcon={isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {t('subjects.practiseTopic')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
