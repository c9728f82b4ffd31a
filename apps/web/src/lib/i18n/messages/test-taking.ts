import { defineMessages } from '../define.ts';

/**
 * The Take Test screen (SPEC §2, §4, §8; issue 15 points 2 and 3): the intro, the exam screen, the palette and its
 * legend, the phone's bottom bar and palette drawer, the submit summary, the leave and resume dialogs, the
 * countdown, the save state and the errors. Hindi follows the NTA's Hindi exam screen ('समीक्षा के लिए चिह्नित
 * करें और आगे बढ़ें'), kept short enough for the phone's bottom bar at 320 px. The question's own language (its
 * English / हिन्दी switch, common.questionLanguage) is another thing: it belongs to the attempt, not the interface.
 */
export const testTakingMessages = defineMessages({
  en: {
    // The intro.
    codeChip: 'Code: {code}',
    bilingualChip: 'English / हिन्दी',
    duration: 'Duration',
    durationMinutes: { one: '{count} minute', other: '{count} minutes' },
    questions: 'Questions',
    markingScheme: 'Marking scheme',
    markingText: '{correct} correct · {incorrect} incorrect · {unattempted} unattempted',
    instructions: 'Instructions',
    ruleOptions: 'Each question has four options and exactly one correct answer.',
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
      'While the focus is on the question, keys 1–4 choose an option and the Left and Right arrow keys move between questions.',
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
  },
  hi: {
    codeChip: 'कोड: {code}',
    bilingualChip: 'अंग्रेज़ी / हिन्दी',
    duration: 'अवधि',
    durationMinutes: { one: '{count} मिनट', other: '{count} मिनट' },
    questions: 'प्रश्न',
    markingScheme: 'अंकन योजना',
    markingText: '{correct} सही · {incorrect} गलत · {unattempted} अनुत्तरित',
    instructions: 'निर्देश',
    ruleOptions: 'प्रत्येक प्रश्न के चार विकल्प हैं, जिनमें से केवल एक सही उत्तर है।',
    ruleTimer: {
      one: "आपके पास {count} मिनट है। 'टेस्ट शुरू करें' दबाते ही टाइमर शुरू हो जाता है, और समय समाप्त होने पर टेस्ट अपने-आप जमा हो जाता है।",
      other:
        "आपके पास {count} मिनट हैं। 'टेस्ट शुरू करें' दबाते ही टाइमर शुरू हो जाता है, और समय समाप्त होने पर टेस्ट अपने-आप जमा हो जाता है।",
    },
    ruleMarking: 'अंकन: {scheme}।',
    ruleSaving:
      'आपके उत्तर साथ-साथ सहेजे जाते हैं। कनेक्शन टूटने पर वे इसी डिवाइस पर रखे जाते हैं और कनेक्शन लौटते ही सहेज दिए जाते हैं।',
    rulePalette:
      "किसी प्रश्न पर बाद में लौटने के लिए 'समीक्षा के लिए चिह्नित करें और आगे बढ़ें' दबाएँ। प्रश्न पैलेट हर प्रश्न की स्थिति दिखाता है: हरा – उत्तर दिया, लाल – देखा पर उत्तर नहीं दिया, बैंगनी – समीक्षा के लिए चिह्नित, धूसर – नहीं देखा।",
    ruleKeys: 'जब फ़ोकस प्रश्न पर हो, तब कुंजी 1–4 से विकल्प चुनें और बाएँ व दाएँ तीर कुंजियों से प्रश्न बदलें।',
    ruleLanguage: 'प्रश्न English या हिन्दी में पढ़े जा सकते हैं: प्रश्नों की भाषा कभी भी बदलें।',
    backToTests: 'टेस्ट सूची पर लौटें',
    startTest: 'टेस्ट शुरू करें',
    starting: 'शुरू हो रहा है...',

    questionOf: 'प्रश्न {number} (कुल {count})',
    markedForReview: 'समीक्षा के लिए चिह्नित',
    removeMark: 'चिह्न हटाएँ',
    figure: 'प्रश्न {number} का चित्र',
    earlySubmit: 'समय से पहले जमा करें',
    clearResponse: 'उत्तर मिटाएँ',
    markForReviewAndNext: 'समीक्षा के लिए चिह्नित करें और आगे बढ़ें',
    next: 'अगला',
    previous: 'पिछला',
    submitTest: 'टेस्ट जमा करें',
    keyHint: 'फ़ोकस प्रश्न पर हो तो: कुंजी 1–{last} से विकल्प चुनें · बाएँ व दाएँ तीर कुंजियों से प्रश्न बदलें',
    keyHintArrows: 'फ़ोकस प्रश्न पर हो तो: बाएँ व दाएँ तीर कुंजियों से प्रश्न बदलें',
    tryAgain: 'फिर से कोशिश करें',
    palette: 'पैलेट',
    closePalette: 'पैलेट बंद करें',
    questionNavigation: 'प्रश्न नेविगेशन',
    submitting: 'आपके उत्तर जमा किए जा रहे हैं…',
    timeIsUp: 'समय समाप्त',
    keptOnDevice: 'आपके उत्तर इसी डिवाइस पर सुरक्षित हैं। कनेक्शन लौटते ही वे जमा कर दिए जाएँगे।',
    beingSubmitted: 'आपके उत्तर जमा किए जा रहे हैं…',
    offlineAnnouncement: 'आप ऑफ़लाइन हैं। आपके उत्तर इसी डिवाइस पर रखे गए हैं और कनेक्शन लौटने पर सहेज दिए जाएँगे।',
    onlineAgain: 'आप फिर ऑनलाइन हैं। सभी उत्तर सहेज दिए गए हैं।',

    timeLeft: 'शेष समय',
    remaining: 'शेष समय: {duration}',
    timeUpAnnouncement: 'समय समाप्त। आपके उत्तर जमा किए जा रहे हैं।',
    hours: { one: '{count} घंटा', other: '{count} घंटे' },
    minutes: { one: '{count} मिनट', other: '{count} मिनट' },
    seconds: { one: '{count} सेकंड', other: '{count} सेकंड' },

    allSaved: 'सभी उत्तर सहेजे गए',
    offlineWaiting: { one: 'ऑफ़लाइन — {count} उत्तर बाकी', other: 'ऑफ़लाइन — {count} उत्तर बाकी' },
    saving: 'सहेजा जा रहा है…',

    questionPalette: 'प्रश्न पैलेट',
    questionPaletteTitle: 'प्रश्न पैलेट',
    legend: 'संकेत',
    statusAnswered: 'उत्तर दिया',
    statusNotAnswered: 'देखा, पर उत्तर नहीं दिया',
    statusMarked: 'समीक्षा के लिए चिह्नित',
    statusNotVisited: 'नहीं देखा',
    paletteButton: 'प्रश्न {number}: {status}',
    paletteButtonMarkedAnswered: 'प्रश्न {number}: {status}, उत्तर दिया',
    legendNote: 'चिह्नित प्रश्न भी उत्तर दिया (हरा बिंदु) या उत्तर नहीं दिया में गिना जाता है।',

    submitTitle: 'टेस्ट अभी जमा करें?',
    submitMarkedNote:
      'समीक्षा के लिए चिह्नित उत्तर भी बाकी उत्तरों की तरह जाँचे जाते हैं। जमा करने के बाद उत्तर बदले नहीं जा सकते।',
    submitNote: 'जमा करने के बाद उत्तर बदले नहीं जा सकते।',
    summaryBySubject: 'विषयवार सारांश',
    summary: 'सारांश',
    status: 'स्थिति',
    rowAnswered: 'उत्तर दिए',
    rowNotAnswered: 'उत्तर नहीं दिए',
    rowMarked: 'समीक्षा के लिए चिह्नित',
    rowNotVisited: 'नहीं देखे',
    rowTotal: 'कुल',
    keepAnswering: 'उत्तर देना जारी रखें',
    submitNow: 'अभी जमा करें',

    leaveTitle: 'टेस्ट छोड़ें?',
    leaveText: 'आपके बाहर रहने पर भी टाइमर चलता रहता है। आपके उत्तर सहेजे गए हैं, और लौटने पर टेस्ट इसी प्रश्न से फिर खुलेगा।',
    leaveTest: 'टेस्ट छोड़ें',
    stayInTest: 'टेस्ट में बने रहें',

    resumeTitle: 'अपना टेस्ट जारी रखें?',
    resumeSummary:
      'इस टेस्ट का आपका एक प्रयास अधूरा है। उत्तर दिए गए प्रश्न: {total} में से {answered}, शेष समय: {time}।',
    resumeSummaryMarked:
      'इस टेस्ट का आपका एक प्रयास अधूरा है। उत्तर दिए गए प्रश्न: {total} में से {answered}, समीक्षा के लिए चिह्नित: {marked}, शेष समय: {time}।',
    resumeText:
      'जहाँ छोड़ा था वहीं से जारी रखें, या नए सिरे से शुरू करें: तब अधूरा प्रयास जैसा है वैसा ही जमा हो जाएगा और नया प्रयास शुरू होगा।',
    startAfresh: 'नए सिरे से शुरू करें',
    resume: 'जारी रखें',

    notFoundTitle: 'टेस्ट नहीं मिला',
    notFoundText: 'आप जो टेस्ट खोज रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।',
    loadFailed: 'टेस्ट लोड नहीं हो सका। कृपया बाद में फिर कोशिश करें।',
    startFailed: 'टेस्ट शुरू नहीं हो सका। कृपया फिर कोशिश करें।',
    resumeFailed: 'टेस्ट जारी नहीं हो सका। कृपया नए सिरे से शुरू करें।',
    noQuestionsResume: 'इस टेस्ट में कोई प्रश्न नहीं मिला। कृपया नए सिरे से शुरू करें।',
    questionsFailedResume: 'प्रश्न लोड नहीं हो सके। कृपया नए सिरे से शुरू करें।',
    submitResultsFailed: 'टेस्ट का परिणाम जमा नहीं हो सका। कृपया बाद में फिर कोशिश करें।',
    submitFailed: 'टेस्ट जमा नहीं हो सका। कृपया फिर कोशिश करें।',
    corrupted: 'टेस्ट का डेटा खराब है',
    corruptedResume: 'टेस्ट का डेटा खराब है। कृपया नए सिरे से शुरू करें।',
    noQuestions: 'इस टेस्ट में कोई प्रश्न नहीं मिला।',
    questionUnavailable: 'प्रश्न का डेटा उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
  },
});
