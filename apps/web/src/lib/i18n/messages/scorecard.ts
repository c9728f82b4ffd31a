import { defineEnglish } from '../define.ts';

/** /scorecard/{token} (issue 15 point 6), the public scorecard. Names of the student, test, exam and subjects are data. */
export const scorecardMessages = defineEnglish({
  title: 'Scorecard',
  gone: 'This scorecard is no longer shared.',
  loadFailed: 'The scorecard could not be loaded.',
  askForLink: 'Ask the person who shared it for a new link.',
  goToAspirant: 'Go to Aspirant',
  imageShared: 'Scorecard image shared',
  imageDownloaded: 'Scorecard image downloaded',
  imageFailed: 'The image could not be made.',
  overline: 'Aspirant · Scorecard',
  score: 'Score',
  percent: 'Percent',
  rank: 'Rank',
  retakeNotRanked: 'Retake (not ranked)',
  rankOf: '{rank} of {takers}',
  percentile: 'Percentile',
  topShare: 'Top {share}%',
  /** The image's rank for a retake, and its percentile under the top share. */
  imageRetake: 'Retake',
  imagePercentile: 'Percentile {percentile}',
  subjects: 'Subjects',
  shareImage: 'Share image',
  practise: 'Practise on Aspirant',
});
