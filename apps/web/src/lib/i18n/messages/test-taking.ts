import { defineEnglish } from '../define.ts';

/**
 * The Take Test screen (SPEC §2, §4, §8; issue 15 points 2 and 3): the intro, the exam screen, the palette and its
 * legend, the phone's bottom bar and palette drawer, the submit summary, the leave and resume dialogs, the
 * countdown, the save state and the errors. Hindi follows the NTA's Hindi exam screen ('समीक्षा के लिए चिह्नित
 * करें और आगे बढ़ें'), kept short enough for the phone's bottom bar at 320 px. The question's own language (its
 * English / हिन्दी switch, common.questionLanguage) is another thing: it belongs to the attempt, not the interface.
 */
export const testTakingMessages = defineEnglish({
  // The intro.
  codeChip: 'Code: {code}',
  bilingualChip: 'English / हिन्दी',
  duration: 'Duration',
  durationMinutes: { one: '{count} minute', other: '{count} minutes' },
  yourTime: 'Your time',
  yourTimeValue: '{minutes} min (+{percent}% extra time)',
  opensNotice: 'This test opens {when} (India time). You can start it then.',
  closedNotice: 'This test closed {when} (India time).',
  attemptsNotice: 'Attempts used: {used} of {allowed}.',
  noAttemptsNotice: {
    one: 'You have used your {count} attempt of this test.',
    other: 'You have used all {count} attempts of this test.',
  },
  questions: 'Questions',
  markingScheme: 'Marking scheme',
  markingText: '{correct} correct · {incorrect} incorrect · {unattempted} unattempted',
  instructions: 'Instructions',
  ruleOptions: 'Each question has two to six options (A, B, …) and exactly one correct answer.',
  ruleTimer: {
    one: 'You have {count} minute. The timer starts when you press Start Test, and the test is submitted automatically when time expires.',
    other:
      'You have {count} minutes. The timer starts when you press Start Test, and the test is submitted automatically when time expires.',
  },
  ruleMarking: 'Marking: {scheme}.',
  ruleSaving:
    'Your answers are saved as you go. If the connection drops, they are kept on this device and saved as soon as it returns.',
  rulePalette:
    'Use Mark for Review & Next to come back to a question later. The question palette shows each question: green answered, red visited but not answered, purple marked for review, grey not visited.',
  ruleKeys:
    'While the focus is on the question, the number keys choose an option (1 for A, 2 for B, and so on) and the Left and Right arrow keys move between questions.',
  ruleLanguage: 'Questions can be read in English or हिन्दी: switch at any time.',
  backToTests: 'Back to Tests',
  startTest: 'Start Test',
  starting: 'Starting...',

  // The exam screen.
  questionOf: 'Question {number} of {count}',
  markedForReview: 'Marked for Review',
  removeMark: 'Remove Mark',
  figure: 'Figure for question {number}',
  earlySubmit: 'Early Submit',
  clearResponse: 'Clear Response',
  markForReviewAndNext: 'Mark for Review & Next',
  next: 'Next',
  previous: 'Previous',
  submitTest: 'Submit Test',
  keyHint:
    'With the focus on the question: keys 1–{last} choose an option · Left and Right arrow keys move between questions',
  keyHintArrows: 'With the focus on the question: Left and Right arrow keys move between questions',
  tryAgain: 'Try Again',
  palette: 'Palette',
  closePalette: 'Close palette',
  questionNavigation: 'Question navigation',
  submitting: 'Submitting your answers…',
  timeIsUp: 'Time is up',
  keptOnDevice:
    'Your answers are kept on this device. They will be submitted as soon as the connection returns.',
  beingSubmitted: 'Your answers are being submitted…',
  offlineAnnouncement:
    'You are offline. Your answers are kept on this device and will be saved when the connection returns.',
  onlineAgain: 'Back online. Every answer is saved.',

  // The countdown.
  timeLeft: 'Time left',
  remaining: '{duration} remaining',
  timeUpAnnouncement: 'Time is up. Your answers are being submitted.',
  hours: { one: '{count} hour', other: '{count} hours' },
  minutes: { one: '{count} minute', other: '{count} minutes' },
  seconds: { one: '{count} second', other: '{count} seconds' },

  // The save state (DESIGN.md: always in sight).
  allSaved: 'All answers saved',
  offlineWaiting: { one: 'Offline — {count} answer waiting', other: 'Offline — {count} answers waiting' },
  saving: 'Saving…',

  // The palette and its legend (SPEC §4 statuses).
  questionPalette: 'Question palette',
  questionPaletteTitle: 'Question Palette',
  legend: 'Legend',
  statusAnswered: 'Answered',
  statusNotAnswered: 'Visited but Not Answered',
  statusMarked: 'Marked for Review',
  statusNotVisited: 'Not Visited',
  paletteButton: 'Question {number}: {status}',
  paletteButtonMarkedAnswered: 'Question {number}: {status}, answered',
  legendNote: 'A marked question counts as answered (green dot) or not answered too.',

  // The submit summary (decision 0014).
  submitTitle: 'Submit the test now?',
  submitMarkedNote:
    'Answers marked for review are scored like any other. Once submitted, your answers cannot be changed.',
  submitNote: 'Once submitted, your answers cannot be changed.',
  summaryBySubject: 'Summary by subject',
  summary: 'Summary',
  status: 'Status',
  rowAnswered: 'Answered',
  rowNotAnswered: 'Not Answered',
  rowMarked: 'Marked for Review',
  rowNotVisited: 'Not Visited',
  rowTotal: 'Total',
  keepAnswering: 'Keep Answering',
  submitNow: 'Submit Now',

  // Leaving a running test (issue 15 point 2).
  leaveTitle: 'Leave the test?',
  leaveText:
    'The timer keeps running while you are away. Your answers are saved, and the test opens again at this question when you come back.',
  leaveTest: 'Leave Test',
  stayInTest: 'Stay in Test',

  // Resuming (SPEC §2/§4).
  resumeTitle: 'Resume your test?',
  resumeSummary:
    'You have an unfinished attempt of this test: {answered} of {total} questions answered, {time} left.',
  resumeSummaryMarked:
    'You have an unfinished attempt of this test: {answered} of {total} questions answered, {marked} marked for review, {time} left.',
  resumeText:
    'Resume where you left off, or start afresh: the unfinished attempt is then submitted as it stands and a new one begins.',
  resumeOnlyText: 'Resume where you left off: this attempt runs to its own deadline.',
  startAfresh: 'Start Afresh',
  resume: 'Resume',

  // SPEC §2 'Test Not Found' and the SPEC §5/§8 errors.
  notFoundTitle: 'Test Not Found',
  notFoundText: "The test you're looking for doesn't exist or has been removed.",
  loadFailed: 'Failed to load test. Please try again later.',
  startFailed: 'Failed to start test. Please try again.',
  resumeFailed: 'Failed to resume test. Please start fresh.',
  noQuestionsResume: 'No questions found for this test. Please start fresh.',
  questionsFailedResume: 'Failed to load questions. Please start fresh.',
  submitResultsFailed: 'Failed to submit test results. Please try again later.',
  submitFailed: 'Failed to submit test. Please try again.',
  corrupted: 'Test data is corrupted',
  corruptedResume: 'Test data is corrupted. Please start fresh.',
  noQuestions: 'No questions found for this test.',
  questionUnavailable: 'Question data is not available. Please try again later.',
});
