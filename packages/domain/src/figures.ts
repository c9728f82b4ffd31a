/**
 * Every figure the student's screens show (issue 15 "honest numbers"): one name and one one-line definition
 * each, the same on every screen that shows it. A screen labels a figure with `name` and explains it with
 * `definition` (the "how is this computed" tip); two figures computed differently never share a name.
 *
 * Terms used below: a test's "score" is marks obtained ÷ maximum marks × 100 (negative marking counts);
 * "answered" means an option was chosen; days are India's calendar days.
 */
import { AVERAGE_SCORE_TARGET } from './constants.ts';

export interface FigureDefinition {
  /** The label every screen uses for it. */
  name: string;
  /** How it is computed, in one line. */
  definition: string;
}

/**
 * The target in force while a student has set none: SPEC §9's average score target. Exams carry no target of
 * their own (no column), so it is the same for every exam.
 */
export const DEFAULT_TARGET_SCORE = AVERAGE_SCORE_TARGET;

export const FIGURES = {
  // Tests and scores (dashboard, /tests, /progress, /performance, result).
  totalTests: {
    name: 'Total Tests Taken',
    definition: 'Every test you have submitted, retakes included.',
  },
  testsPerDay: {
    name: 'Tests per Day',
    definition: 'Tests taken ÷ days from your first test to today.',
  },
  testScore: {
    name: 'Score',
    definition:
      'Marks obtained ÷ maximum marks × 100 for one test; wrong answers cost marks where the exam says so.',
  },
  averageScore: {
    name: 'Average Score',
    definition:
      'The mean of your tests’ scores (marks obtained ÷ maximum marks × 100), every test counted once.',
  },
  bestScore: {
    name: 'Best Performance',
    definition: 'Your highest score in any one test.',
  },
  lowestScore: {
    name: 'Lowest Score',
    definition: 'Your lowest score in any one test.',
  },
  recentAverageScore: {
    name: 'Recent Average Score',
    definition: 'The mean score of your latest 5 tests (fewer if you have taken fewer).',
  },
  targetScore: {
    name: 'Target Score',
    definition: `The score you aim for, set on the Progress Tracker; ${DEFAULT_TARGET_SCORE}% until you set your own (the default for every exam).`,
  },
  distanceToTarget: {
    name: 'Distance to Target',
    definition: 'Target Score − Recent Average Score, in percentage points.',
  },
  performanceLevel: {
    name: 'Performance Level',
    definition:
      'Your Average Score’s band: 90+ Expert, 80+ Advanced, 70+ Intermediate, 60+ Beginner, else Novice.',
  },
  testsAbove70: {
    name: 'Above Average',
    definition: 'Tests with a score of 70% or more.',
  },
  testsAbove90: {
    name: 'Excellent Performance',
    definition: 'Tests with a score of 90% or more.',
  },

  // Accuracy: always correct ÷ answered; a score rate counts unanswered questions too.
  testAccuracy: {
    name: 'Accuracy',
    definition: 'Correct answers ÷ answered questions × 100 in one test; unanswered questions do not count.',
  },
  averageAccuracy: {
    name: 'Average Accuracy',
    definition: 'The mean of your tests’ accuracy (correct ÷ answered × 100), every test counted once.',
  },
  weekAccuracy: {
    name: 'Accuracy',
    definition: 'Correct answers ÷ answered questions × 100 over all the week’s tests together.',
  },
  subjectAccuracy: {
    name: 'Subject Accuracy',
    definition: 'Correct ÷ answered questions of the subject × 100, over all your submitted tests.',
  },
  subjectScoreRate: {
    name: 'Subject Score Rate',
    definition:
      'Correct ÷ all questions of the subject × 100 in the tests you took; unanswered ones count as not correct.',
  },
  subjectScoreRateByTest: {
    name: 'Subject Score Rate by Test',
    definition:
      'For each test: correct ÷ all questions of the subject in that test × 100, unanswered included.',
  },
  topicAccuracy: {
    name: 'Topic Accuracy',
    definition: 'Correct ÷ answered questions of the topic × 100, over all your submitted tests.',
  },

  // Speed and time.
  questionsPerMinute: {
    name: 'Questions per Minute',
    definition: 'Questions answered ÷ minutes taken; on the dashboard, the mean over your tests.',
  },
  timePerQuestion: {
    name: 'Time per Question',
    definition: 'Total time spent ÷ all questions of your tests (answered or not), in minutes.',
  },
  timePerAnsweredQuestion: {
    name: 'Time per Answered Question',
    definition: 'Time spent ÷ questions answered, in seconds.',
  },
  timeEfficiency: {
    name: 'Time Efficiency',
    definition:
      'Time the targets allow for the questions you answered (easy 30 s, medium 60 s, hard 90 s) ÷ time you took × 100, at most 100%; on the dashboard, the mean over your tests.',
  },

  // Days.
  studyStreak: {
    name: 'Study Streak',
    definition: 'Days in a row, ending today or yesterday, on which you submitted a test.',
  },
  activeDays: {
    name: 'Active Days',
    definition: 'Days on which you submitted at least one test.',
  },
  currentActivityStreak: {
    name: 'Current streak',
    definition: 'Days in a row, ending today or yesterday, with a submitted test or a practice answer.',
  },
  longestActivityStreak: {
    name: 'Longest streak',
    definition: 'The most days in a row you have ever had a submitted test or a practice answer.',
  },

  // Standing.
  allIndiaRank: {
    name: 'All India Rank',
    definition:
      'Your place by Average Score among all students who have submitted a test (1 is the highest).',
  },
  testRank: {
    name: 'Rank',
    definition: 'Your place by score among the first attempts of the same test (1 is the highest).',
  },
  percentile: {
    name: 'Percentile',
    definition: 'The share of ranked students below you: (students − rank) ÷ students × 100, rounded.',
  },
  topShare: {
    name: 'Top N%',
    definition:
      'The smallest top share your rank lies in: rank ÷ students × 100, rounded up (rank 1 of 100 is Top 1%).',
  },
  takersAverage: {
    name: 'Average',
    definition: 'The mean score of the first attempts of the test by every student who took it.',
  },
  topTenPercent: {
    name: 'Top 10 %',
    definition: 'The score a first attempt needs to be among the best 10 % of the test’s takers.',
  },

  // Charts.
  scoreTrend: {
    name: 'Score & Accuracy Trend',
    definition: 'One point per submitted test, oldest first: its score and its accuracy.',
  },
  scoreDistribution: {
    name: 'Score Distribution',
    definition: 'How many of your tests scored 90% or more, 80–89%, 70–79% and below 70%.',
  },
  skillsRadar: {
    name: 'Skills Radar',
    definition:
      'Each axis from 0 to 100: Average Accuracy; Questions per Minute × 10; Time Efficiency; tests at 70%+ ÷ tests × 100; Tests per Day × 10 (higher values are shown as 100).',
  },
} as const satisfies Record<string, FigureDefinition>;

export type FigureKey = keyof typeof FIGURES;

/** The target in force: the student's own, else the default (issue 15: one target on every screen). */
export function targetInForce(target: { targetScore: number | null; defaultTargetScore: number }): {
  score: number;
  isDefault: boolean;
} {
  return target.targetScore === null
    ? { score: target.defaultTargetScore, isDefault: true }
    : { score: target.targetScore, isDefault: false };
}
