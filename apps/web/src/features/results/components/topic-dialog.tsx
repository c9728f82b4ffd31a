import type { Result } from '@aspirant/contract/results.ts';
import { subjectInsight } from '@aspirant/domain/scores.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { STATUS_KEY } from '../lib/labels.ts';
import { questionCounts } from '../lib/question-counts.ts';
import type { TopicScore } from '../lib/topics.ts';
import { INSIGHT_STYLE, InsightChip } from './insight-level.tsx';

interface TopicDialogProps {
  topic: TopicScore | null;
  result: Result;
  onClose: () => void;
}

/** The insight detail of a topic card: level, advice and the questions of that topic. */
export function TopicDialog({ topic, result, onClose }: TopicDialogProps) {
  const t = useT();
  const titleId = useId();
  const questions = topic ? result.questionBreakdown.filter((q) => q.topic === topic.name) : [];
  const counts = questionCounts(questions);
  const subjects = [...new Set(questions.map((q) => q.subject))];
  const level = topic ? subjectInsight(topic.percent) : null;

  return (
    <Dialog open={topic !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {topic && level && (
        <>
          <DialogTitle id={titleId}>{topic.name}</DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
              <InsightChip percent={topic.percent} size="medium" />
              {subjects.map((subject) => (
                <Chip key={subject} label={t('results.subjectChip', { subject })} variant="outlined" />
              ))}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography>{t('results.topicScore')}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatPercent(topic.percent)}</Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              color={INSIGHT_STYLE[level].color}
              value={Math.min(100, Math.max(0, topic.percent))}
              aria-label={t('results.topicScoreBar', { percent: formatPercent(topic.percent) })}
              sx={{ height: 8, borderRadius: 4, mb: 2 }}
            />
            <Typography sx={{ mb: 2 }}>{t(INSIGHT_STYLE[level].advice)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('results.subjectCounts', {
                count: counts.total,
                correct: counts.correct,
                incorrect: counts.incorrect,
                unattempted: counts.unattempted,
                seconds: formatNumber(counts.averageSeconds, 0),
              })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {questions.map((q) => (
                <li key={q.questionNumber}>
                  <Typography variant="body2">
                    {`Q${q.questionNumber}: ${t(STATUS_KEY[q.status])}`}
                  </Typography>
                </li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('results.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
