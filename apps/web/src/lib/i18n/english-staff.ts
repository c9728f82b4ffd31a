import type { EnglishStaff } from './catalogue.ts';
import { liveRoomMessages } from './messages/live-room.ts';
import { questionBankMessages } from './messages/question-bank.ts';
import { staffHomeMessages } from './messages/staff-home.ts';
import { testAnalysisMessages } from './messages/test-analysis.ts';
import { testStudioMessages } from './messages/test-studio.ts';

/**
 * The English of the staff screens (issue 16: the staff home and the question bank): a chunk loaded with those
 * pages (`loadStaffEnglish()`), so no student downloads it.
 */
export const ENGLISH_STAFF: EnglishStaff = {
  liveRoom: liveRoomMessages,
  questionBank: questionBankMessages,
  staffHome: staffHomeMessages,
  testAnalysis: testAnalysisMessages,
  testStudio: testStudioMessages,
};
