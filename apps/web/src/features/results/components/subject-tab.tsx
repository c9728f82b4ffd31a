import type { Result } from '@aspirant/contract/results.ts';
import { TOPICS_SHOWN } from '@aspirant/domain/constants.ts';
import { subjectInsight } from '@aspirant/domain/scores.ts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { cardListGrid, TWO_COLUMN_GRID } from '../../../components/layout.ts';
import { SubjectLinks } from '../../../components/subject-links.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { questionCounts } from '../lib/question-counts.ts';
import { rankedTopics, type TopicScore, visibleTopics } from '../lib/topics.ts';
import { useResultViewing } from '../lib/viewing.ts';
import { INSIGHT_STYLE, InsightChip } from './insight-level.tsx';
import { SubjectScoreChart } from './result-charts.tsx';
import { TopicDialog } from './topic-dialog.tsx';

const CHART_HEIGHT = 260;

/** Tab 1: subjects with their level (click for details), the subject chart, and the top-10 topic cards. */
export function SubjectTab({ result }: { result: Result }) {
  const t = useT();
  const viewing = useResultViewing();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [openTopic, setOpenTopic] = useState<TopicScore | null>(null);
  const subjects = Object.entries(result.subjectWisePerformance).sort(
    ([a, pa], [b, pb]) => pb - pa || a.localeCompare(b),
  );
  const topics = rankedTopics(result.topicWisePerformance);
  const shown = visibleTopics(topics, isShowingAll);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box sx={TWO_COLUMN_GRID}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('results.subjectPerformance')}
          </Typography>
          {subjects.length === 0 ? (
            <Typography color="text.secondary">{t('results.noSubjectData')}</Typography>
          ) : (
            subjects.map(([name, percent]) => (
              <SubjectDetails key={name} name={name} percent={percent} result={result} />
            ))
          )}
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('results.subjectScores')}
          </Typography>
          <ChartFrame
            height={CHART_HEIGHT}
            isEmpty={subjects.length === 0}
            emptyMessage={t('results.noSubjectData')}
          >
            <SubjectScoreChart subjects={subjects} />
          </ChartFrame>
          {/* The subject pages are the reader's own: not linked when staff read a student's result. */}
          {subjects.length > 0 && !viewing && <SubjectLinks names={subjects.map(([name]) => name)} />}
        </Box>
      </Box>

      <Box component="section" aria-label={t('results.topicAnalysis')}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('results.topicAnalysis')}
        </Typography>
        {topics.length === 0 ? (
          <Typography color="text.secondary">{t('results.noTopicData')}</Typography>
        ) : (
          <Box component="ul" sx={cardListGrid(3)}>
            {shown.map((topic) => (
              <li key={topic.name}>
                <TopicCard topic={topic} onOpen={() => setOpenTopic(topic)} />
              </li>
            ))}
          </Box>
        )}
        {topics.length > TOPICS_SHOWN && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            {!isShowingAll && (
              <Typography variant="body2" color="text.secondary">
                {t('results.showingTopTopics', { shown: TOPICS_SHOWN, total: topics.length })}
              </Typography>
            )}
            <Button variant="outlined" size="small" onClick={() => setIsShowingAll((all) => !all)}>
              {isShowingAll
                ? t('results.showTopTopics', { shown: TOPICS_SHOWN })
                : t('results.viewAllTopics')}
            </Button>
          </Box>
        )}
      </Box>
      <TopicDialog topic={openTopic} result={result} onClose={() => setOpenTopic(null)} />
    </Box>
  );
}

function SubjectDetails({ name, percent, result }: { name: string; percent: number; result: Result }) {
  const t = useT();
  const questions = result.questionBreakdown.filter((q) => q.subject === name);
  const counts = questionCounts(questions);
  const topics = rankedTopics(
    Object.fromEntries(
      [...new Set(questions.map((q) => q.topic))].map((topic) => [
        topic,
        result.topicWisePerformance[topic] ?? 0,
      ]),
    ),
  );
  const { color, advice } = INSIGHT_STYLE[subjectInsight(percent)];
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ flexGrow: 1, minWidth: 0, pr: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{name}</Typography>
            <InsightChip percent={percent} />
            <Typography sx={{ fontWeight: 700, minWidth: 64, textAlign: 'right' }}>
              {formatPercent(percent)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            color={color}
            value={Math.min(100, Math.max(0, percent))}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t(advice)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('results.subjectCounts', {
            count: counts.total,
            correct: counts.correct,
            incorrect: counts.incorrect,
            unattempted: counts.unattempted,
            seconds: formatNumber(counts.averageSeconds, 0),
          })}
        </Typography>
        {topics.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {topics.map((topic) => (
              <li key={topic.name}>
                <Typography variant="body2">{`${topic.name}: ${formatPercent(topic.percent)}`}</Typography>
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function TopicCard({ topic, onOpen }: { topic: TopicScore; onOpen: () => void }) {
  const t = useT();
  const { Icon, color, label } = INSIGHT_STYLE[subjectInsight(topic.percent)];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }} aria-haspopup="dialog">
        <CardContent>
          <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{topic.name}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: `${color}.main` }}>
              <Icon fontSize="small" aria-hidden />
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {t(label)}
              </Typography>
            </Box>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {formatPercent(topic.percent)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            color={color}
            value={Math.min(100, Math.max(0, topic.percent))}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
