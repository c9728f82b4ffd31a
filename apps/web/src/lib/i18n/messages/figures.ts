import { DEFAULT_TARGET_SCORE, FIGURES, type FigureKey } from '@aspirant/domain/figures.ts';
import { defineMessages } from '../define.ts';

type FigureMessages = {
  readonly [K in FigureKey as `${K}Name`]: (typeof FIGURES)[K]['name'];
} & {
  readonly [K in FigureKey as `${K}Definition`]: (typeof FIGURES)[K]['definition'];
};

/** English is the figure registry itself (packages/domain/src/figures.ts, also the server's source). */
function englishOfRegistry(): FigureMessages {
  return Object.fromEntries(
    Object.entries(FIGURES).flatMap(([id, figure]) => [
      [`${id}Name`, figure.name],
      [`${id}Definition`, figure.definition],
    ]),
  ) as FigureMessages;
}

/**
 * The name and one-line definition of every figure (issue 15 "honest numbers"), keyed `<figure id>Name` and
 * `<figure id>Definition`; FigureInfo and the screens read them through `useFigures()`.
 */
export const figuresMessages = defineMessages({
  en: { ...englishOfRegistry(), howComputed: 'How is {name} computed?' },
  hi: {
    howComputed: '{name} की गणना कैसे होती है?',
    totalTestsName: 'कुल दिए गए टेस्ट',
    totalTestsDefinition: 'आपके द्वारा जमा किया गया हर टेस्ट, दोबारा दिए गए टेस्ट भी।',
    testsPerDayName: 'प्रतिदिन टेस्ट',
    testsPerDayDefinition: 'दिए गए टेस्ट ÷ आपके पहले टेस्ट से आज तक के दिन।',
    testScoreName: 'स्कोर',
    testScoreDefinition:
      'एक टेस्ट में प्राप्त अंक ÷ अधिकतम अंक × 100; जहाँ परीक्षा में नियम हो, वहाँ गलत उत्तर के अंक कटते हैं।',
    averageScoreName: 'औसत स्कोर',
    averageScoreDefinition: 'आपके टेस्टों के स्कोर (प्राप्त अंक ÷ अधिकतम अंक × 100) का औसत, हर टेस्ट एक बार गिना गया।',
    bestScoreName: 'सर्वश्रेष्ठ प्रदर्शन',
    bestScoreDefinition: 'किसी एक टेस्ट में आपका सबसे ऊँचा स्कोर।',
    lowestScoreName: 'न्यूनतम स्कोर',
    lowestScoreDefinition: 'किसी एक टेस्ट में आपका सबसे कम स्कोर।',
    recentAverageScoreName: 'हाल का औसत स्कोर',
    recentAverageScoreDefinition: 'आपके पिछले 5 टेस्टों का औसत स्कोर (कम टेस्ट दिए हों तो उतनों का)।',
    targetScoreName: 'लक्ष्य स्कोर',
    targetScoreDefinition: `वह स्कोर जिसका आप लक्ष्य रखते हैं, प्रगति ट्रैकर पर तय किया गया; जब तक आप अपना लक्ष्य तय न करें, ${DEFAULT_TARGET_SCORE}% (हर परीक्षा के लिए डिफ़ॉल्ट)।`,
    distanceToTargetName: 'लक्ष्य से दूरी',
    distanceToTargetDefinition: 'लक्ष्य स्कोर − हाल का औसत स्कोर, प्रतिशत अंकों में।',
    performanceLevelName: 'प्रदर्शन स्तर',
    performanceLevelDefinition:
      'आपके औसत स्कोर की श्रेणी: 90+ विशेषज्ञ, 80+ उन्नत, 70+ मध्यम, 60+ आरंभिक, अन्यथा नौसिखिया।',
    testsAbove70Name: 'औसत से ऊपर',
    testsAbove70Definition: '70% या उससे अधिक स्कोर वाले टेस्ट।',
    testsAbove90Name: 'उत्कृष्ट प्रदर्शन',
    testsAbove90Definition: '90% या उससे अधिक स्कोर वाले टेस्ट।',
    testAccuracyName: 'सटीकता',
    testAccuracyDefinition: 'एक टेस्ट में सही उत्तर ÷ उत्तर दिए गए प्रश्न × 100; बिना उत्तर वाले प्रश्न नहीं गिने जाते।',
    averageAccuracyName: 'औसत सटीकता',
    averageAccuracyDefinition: 'आपके टेस्टों की सटीकता (सही ÷ उत्तर दिए गए × 100) का औसत, हर टेस्ट एक बार गिना गया।',
    weekAccuracyName: 'सटीकता',
    weekAccuracyDefinition: 'सप्ताह के सभी टेस्टों को मिलाकर सही उत्तर ÷ उत्तर दिए गए प्रश्न × 100।',
    subjectAccuracyName: 'विषय सटीकता',
    subjectAccuracyDefinition: 'आपके सभी जमा किए गए टेस्टों में विषय के सही ÷ उत्तर दिए गए प्रश्न × 100।',
    subjectScoreRateName: 'विषय स्कोर दर',
    subjectScoreRateDefinition:
      'आपके दिए गए टेस्टों में विषय के सही ÷ सभी प्रश्न × 100; बिना उत्तर वाले प्रश्न गलत गिने जाते हैं।',
    subjectScoreRateByTestName: 'टेस्ट-वार विषय स्कोर दर',
    subjectScoreRateByTestDefinition:
      'हर टेस्ट के लिए: उस टेस्ट में विषय के सही ÷ सभी प्रश्न × 100, बिना उत्तर वाले भी शामिल।',
    topicAccuracyName: 'टॉपिक सटीकता',
    topicAccuracyDefinition: 'आपके सभी जमा किए गए टेस्टों में टॉपिक के सही ÷ उत्तर दिए गए प्रश्न × 100।',
    questionsPerMinuteName: 'प्रति मिनट प्रश्न',
    questionsPerMinuteDefinition: 'उत्तर दिए गए प्रश्न ÷ लगे मिनट; डैशबोर्ड पर आपके टेस्टों का औसत।',
    timePerQuestionName: 'प्रति प्रश्न समय',
    timePerQuestionDefinition: 'कुल लगा समय ÷ आपके टेस्टों के सभी प्रश्न (उत्तर दिए हों या नहीं), मिनटों में।',
    timePerAnsweredQuestionName: 'प्रति उत्तरित प्रश्न समय',
    timePerAnsweredQuestionDefinition: 'लगा समय ÷ उत्तर दिए गए प्रश्न, सेकंड में।',
    timeEfficiencyName: 'समय दक्षता',
    timeEfficiencyDefinition:
      'उत्तर दिए गए प्रश्नों के लिए तय समय (आसान 30 s, मध्यम 60 s, कठिन 90 s) ÷ आपका लगा समय × 100, अधिकतम 100%; डैशबोर्ड पर आपके टेस्टों का औसत।',
    studyStreakName: 'अध्ययन स्ट्रीक',
    studyStreakDefinition: 'आज या कल तक लगातार वे दिन जिन पर आपने कोई टेस्ट जमा किया।',
    activeDaysName: 'सक्रिय दिन',
    activeDaysDefinition: 'वे दिन जिन पर आपने कम से कम एक टेस्ट जमा किया।',
    currentActivityStreakName: 'मौजूदा स्ट्रीक',
    currentActivityStreakDefinition:
      'आज या कल तक लगातार वे दिन जिन पर आपने कोई टेस्ट जमा किया या अभ्यास प्रश्न का उत्तर दिया।',
    longestActivityStreakName: 'सबसे लंबी स्ट्रीक',
    longestActivityStreakDefinition:
      'अब तक के सबसे अधिक लगातार दिन जिन पर आपने कोई टेस्ट जमा किया या अभ्यास प्रश्न का उत्तर दिया।',
    allIndiaRankName: 'अखिल भारतीय रैंक',
    allIndiaRankDefinition:
      'कम से कम एक टेस्ट जमा करने वाले सभी छात्रों में औसत स्कोर के अनुसार आपका स्थान (1 सबसे ऊँचा है)।',
    testRankName: 'रैंक',
    testRankDefinition: 'उसी टेस्ट के पहले प्रयासों में स्कोर के अनुसार आपका स्थान (1 सबसे ऊँचा है)।',
    percentileName: 'पर्सेंटाइल',
    percentileDefinition: 'रैंक वाले छात्रों में आपसे नीचे वालों का हिस्सा: (छात्र − रैंक) ÷ छात्र × 100, पूर्णांकित।',
    topShareName: 'शीर्ष N%',
    topShareDefinition:
      'सबसे छोटा शीर्ष हिस्सा जिसमें आपकी रैंक आती है: रैंक ÷ छात्र × 100, ऊपर की ओर पूर्णांकित (100 में रैंक 1 यानी शीर्ष 1%)।',
    takersAverageName: 'औसत',
    takersAverageDefinition: 'टेस्ट देने वाले हर छात्र के पहले प्रयास का औसत स्कोर।',
    topTenPercentName: 'शीर्ष 10 %',
    topTenPercentDefinition: 'टेस्ट देने वालों के सर्वश्रेष्ठ 10 % में आने के लिए पहले प्रयास में आवश्यक स्कोर।',
    scoreTrendName: 'स्कोर और सटीकता रुझान',
    scoreTrendDefinition: 'हर जमा किए गए टेस्ट का एक बिंदु, पुराने से नए: उसका स्कोर और उसकी सटीकता।',
    scoreDistributionName: 'स्कोर वितरण',
    scoreDistributionDefinition: 'आपके कितने टेस्टों में 90% या अधिक, 80–89%, 70–79% और 70% से कम स्कोर आया।',
    skillsRadarName: 'कौशल रडार',
    skillsRadarDefinition:
      'हर अक्ष 0 से 100 तक: औसत सटीकता; प्रति मिनट प्रश्न × 10; समय दक्षता; 70%+ वाले टेस्ट ÷ टेस्ट × 100; प्रतिदिन टेस्ट × 10 (इससे ऊँचे मान 100 दिखाए जाते हैं)।',
  },
});
