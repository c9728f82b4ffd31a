import type { StatsOverview } from '@aspirant/contract/results.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Bar, Doughnut } from '../../../components/lazy-charts.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** SPEC §2: the correct/incorrect doughnut and the subject bar chart (0-100) of the Performance Overview. */
export function OverviewCharts({ stats, height }: { stats: StatsOverview; height: number }) {
  const theme = useTheme();
  const t = useT();
  const text = theme.palette.text.secondary;
  const grid = theme.palette.divider;
  const subjects = Object.entries(stats.subjectWisePerformance).sort(([a], [b]) => a.localeCompare(b));
  const answered = stats.totalCorrect + stats.totalIncorrect;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {t('catalogue.correctVsIncorrect')}
        </Typography>
        <Box sx={{ position: 'relative', height }}>
          {answered === 0 ? (
            <Typography color="text.secondary">{t('catalogue.noAnswers')}</Typography>
          ) : (
            <Doughnut
              role="img"
              aria-label={t('catalogue.correctIncorrectLabel', {
                correct: stats.totalCorrect,
                incorrect: stats.totalIncorrect,
              })}
              data={{
                labels: [t('catalogue.correct'), t('catalogue.incorrect')],
                datasets: [
                  {
                    data: [stats.totalCorrect, stats.totalIncorrect],
                    backgroundColor: [theme.palette.success.main, theme.palette.error.main],
                    borderColor: theme.palette.background.paper,
                  },
                ],
              }}
              options={{
                maintainAspectRatio: false,
                plugins: { legend: { position: 'bottom', labels: { color: text } } },
              }}
            />
          )}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {t('catalogue.subjectScoreRateChart')}
        </Typography>
        <Box sx={{ position: 'relative', height }}>
          <Bar
            role="img"
            aria-label={t('catalogue.subjectScoreRateLabel', {
              subjects: subjects
                .map(([name, subject]) => `${name} ${Math.round(subject.averageScore)}%`)
                .join(', '),
            })}
            data={{
              labels: subjects.map(([name]) => name),
              datasets: [
                {
                  label: t('catalogue.subjectScoreRateChart'),
                  data: subjects.map(([, subject]) => subject.averageScore),
                  backgroundColor: theme.palette.primary.main,
                  borderRadius: 4,
                  maxBarThickness: 48,
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              plugins: { legend: { display: false } },
              scales: {
                y: { min: 0, max: 100, ticks: { color: text }, grid: { color: grid } },
                x: { ticks: { color: text }, grid: { display: false } },
              },
            }}
          />
        </Box>
      </Paper>
    </Box>
  );
}
