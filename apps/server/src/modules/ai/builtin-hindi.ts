import { PACE_TARGET_SECONDS } from '@aspirant/domain/constants.ts';
import { type Pace, pace } from '@aspirant/domain/time.ts';
import type { Grounding } from '../../repositories/reports/grounding.ts';
import { number, weakAreaFacts, weakTopics } from './assistant.ts';
import type { AssistantContext } from './context.ts';

/**
 * Issue 15 point 9: the built-in assistant's answers in Hindi for a student whose interface is Hindi: the
 * study plan, the score trend and the pace (what the starter prompts ask), the greeting, thanks, best and worst
 * results, a subject's performance, the weak areas and a test's result, with its note. The same facts as the
 * English of assistant.ts and builtin-replies.ts, in the words of the web's Hindi catalogue. A plan for a named
 * subject or topic, comparisons and explanations are English yet.
 */

export const BUILTIN_NOTE_HI =
  '_मैं Aspirant का अंतर्निहित सहायक हूँ: मैं AI मॉडल के बिना, आपके अपने परिणामों और प्रश्न बैंक से उत्तर देता हूँ। ' +
  'व्यवस्थापक `AI_BASE_URL`, `AI_API_KEY` और `AI_MODEL` से कोई मॉडल (OpenAI, Ollama, vLLM, LM Studio आदि) जोड़ सकते हैं।_';

const DIFFICULTY_HI = { easy: 'आसान', medium: 'मध्यम', hard: 'कठिन' } as const;
const PACE_HI: Record<Pace, string> = {
  'Very Fast': 'बहुत तेज़',
  'Good Pace': 'सही गति',
  'Slightly Slow': 'थोड़ा धीमा',
  'Too Slow': 'बहुत धीमा',
};

/** 'आसान', 'आसान और मध्यम', 'आसान, मध्यम और कठिन'. */
const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} और ${items.at(-1)}` : (items[0] ?? '');

export function studyPlanHi(g: Grounding): string {
  const weak = weakTopics(g).slice(0, 5);
  const subjects = g.subjects.filter((s) => s.accuracy < 70).map((s) => s.name);
  if (weak.length === 0 && g.totalTests === 0) {
    return 'आपने अभी तक कोई टेस्ट नहीं दिया है, इसलिए मैं आपके कमज़ोर टॉपिक नहीं बता सकता। **Quick Practice: 5 Questions in 5 Minutes** और एक-दो विषयवार टेस्ट से शुरुआत करें; फिर अपने परिणामों पर आधारित योजना के लिए मुझसे दोबारा पूछें।';
  }
  const focus = weak.length
    ? weak.map((t) => `${t.name} (${t.subject}, ${t.accuracy}% सही)`)
    : g.subjects.slice(0, 3).map((s) => `${s.name} (${s.accuracy}% सही)`);
  const days = ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'];
  const lines = days.map((day, i) => {
    if (i === 6)
      return `- **${day}**: परीक्षा जैसी परिस्थितियों में एक पूर्ण-अवधि का मॉक टेस्ट, फिर हर गलत उत्तर की समीक्षा।`;
    if (i === 5)
      return `- **${day}**: सप्ताह के नोट्स दोहराएँ; ${subjects[0] ?? 'अपने सबसे कमज़ोर विषय'} में एक विषयवार टेस्ट दें।`;
    const topic = focus[i % focus.length]!;
    return `- **${day}**: ${topic}: जिन प्रश्नों में चूक हुई उनकी व्याख्याएँ पढ़ें, छोटे नोट्स बनाएँ, फिर उसका टॉपिक टेस्ट दें।`;
  });
  return `आपके सबसे कमज़ोर टॉपिक के आधार पर आने वाले सप्ताह की योजना:\n\n${lines.join('\n')}\n\nहर सत्र 90 मिनट का रखें और बीच में 10 मिनट का विराम लें; अगले टॉपिक पर बढ़ने से पहले हर टॉपिक टेस्ट में 70% या अधिक का लक्ष्य रखें।`;
}

export function trendHi(g: Grounding): string {
  if (g.totalTests === 0) return 'आपने अभी तक कोई टेस्ट नहीं दिया है: आपके स्कोर का रुझान आपके पहले टेस्ट से शुरू होगा।';
  const scores = g.recent.map((r) => `- ${r.date}: ${r.test}: **${r.percent}%**`).join('\n');
  const [latest, ...older] = g.recent;
  const olderAvg = older.length ? older.reduce((s, r) => s + r.percent, 0) / older.length : null;
  const direction =
    olderAvg === null || !latest
      ? ''
      : latest.percent > olderAvg + 2
        ? `आपका नवीनतम स्कोर उससे पहले के टेस्ट के औसत (${olderAvg.toFixed(1)}%) से ऊपर है: इसी तरह आगे बढ़ते रहें।`
        : latest.percent < olderAvg - 2
          ? `आपका नवीनतम स्कोर उससे पहले के टेस्ट के औसत (${olderAvg.toFixed(1)}%) से नीचे है: अगले टेस्ट से पहले इसके गलत उत्तरों की समीक्षा करें।`
          : `आपका नवीनतम स्कोर उससे पहले के टेस्ट के औसत (${olderAvg.toFixed(1)}%) के आसपास है।`;
  return `आपने ${g.totalTests} टेस्ट ${g.totalTests === 1 ? 'दिया है' : 'दिए हैं'}, जिनका औसत **${g.averageScore}%** है। आपके हाल के स्कोर:\n\n${scores}\n\n${direction}`;
}

export function pacingHi(g: Grounding): string {
  if (g.pace.length === 0)
    return 'मेरे पास अभी समय का कोई डेटा नहीं है: एक टेस्ट दें, फिर मैं आपकी गति की तुलना लक्षित समय से करूँगा।';
  const sorted = [...g.pace].sort(
    (a, b) => PACE_TARGET_SECONDS[a.difficulty] - PACE_TARGET_SECONDS[b.difficulty],
  );
  const lines = sorted.map(
    (p) =>
      `- **${DIFFICULTY_HI[p.difficulty]}** प्रश्न: औसतन ${p.averageSeconds} सेकंड, जबकि लक्ष्य ${PACE_TARGET_SECONDS[p.difficulty]} सेकंड है (${PACE_HI[pace(p.averageSeconds, p.difficulty)]}), ${p.answered} ${p.answered === 1 ? 'उत्तर' : 'उत्तरों'} पर`,
  );
  const slow = sorted.filter((p) => p.averageSeconds >= PACE_TARGET_SECONDS[p.difficulty]);
  const advice = slow.length
    ? `${list(slow.map((p) => DIFFICULTY_HI[p.difficulty]))} प्रश्नों पर आप लक्ष्य से अधिक समय ले रहे हैं। परीक्षा में लक्षित समय के बाद आगे बढ़ें और अंत में लौटें: छोड़ा गया प्रश्न कुछ नहीं घटाता, जल्दबाज़ी में लगाया गया अनुमान एक-तिहाई अंक कटवा सकता है।`
    : 'आप लक्ष्य के भीतर हैं: बचे हुए समय में बहु-कथन वाले प्रश्नों के कथन दोबारा पढ़ें।';
  return `लक्षित समय की तुलना में आपकी गति:\n\n${lines.join('\n')}\n\n${advice}`;
}

/** The greeting: where the student stands and what to ask. */
export function overviewHi(g: Grounding): string {
  if (g.totalTests === 0) {
    return `नमस्ते ${g.name}! अपना पहला टेस्ट दें, फिर मैं बताऊँगा कि आप कहाँ खड़े हैं। तब तक मैं प्रश्न बैंक से कोई अवधारणा समझा सकता हूँ: मुझसे किसी टॉपिक के बारे में पूछें, जैसे "मौलिक अधिकार" या "मानसून"।`;
  }
  const weakest = g.subjects[0];
  const strongest = g.subjects.at(-1);
  const lines = [
    `नमस्ते ${g.name}! आपने ${g.totalTests} टेस्ट ${g.totalTests === 1 ? 'दिया है' : 'दिए हैं'}, जिनका औसत **${g.averageScore}%** है।`,
    weakest ? `आपका सबसे कमज़ोर विषय **${weakest.name}** (${weakest.accuracy}% सही) है।` : '',
    strongest && strongest !== weakest
      ? `सबसे मज़बूत विषय **${strongest.name}** (${strongest.accuracy}% सही) है।`
      : '',
    '',
    'मुझसे पूछें कि **किसी टेस्ट में आपका प्रदर्शन कैसा रहा** (टेस्ट का नाम लिखें), **किसी विषय की 7 दिन की योजना**, **आपके स्कोर में कितना सुधार हो रहा है**, या किसी टॉपिक को **समझाने** को कहें, जैसे "नीति निदेशक तत्व"।',
  ];
  return lines.filter((l, i) => l !== '' || i === 3).join('\n');
}

export const THANKS_HI = 'आपका स्वागत है। जब भी योजना, किसी टेस्ट के आँकड़े या किसी टॉपिक की व्याख्या चाहिए, मुझसे पूछें।';

export function bestWorstHi(g: Grounding): string {
  if (g.results.length === 0)
    return 'आपने अभी तक कोई टेस्ट नहीं दिया है: एक टेस्ट दें, फिर मैं आपके परिणामों को क्रम से बताऊँगा।';
  const sorted = [...g.results].sort((a, b) => b.percent - a.percent);
  const best = sorted[0]!;
  const worst = sorted.at(-1)!;
  return [
    `आपका सर्वश्रेष्ठ परिणाम **${best.test}** (${best.date}) है: **${number(best.percent)}%**।`,
    `सबसे कम **${worst.test}** (${worst.date}) है: **${number(worst.percent)}%**।`,
    `${g.results.length} ${g.results.length === 1 ? 'परिणाम' : 'परिणामों'} में आपका औसत ${g.averageScore}% है।`,
  ].join('\n');
}

export function subjectPerformanceHi(g: Grounding, subject: string): string {
  const s = g.subjects.find((x) => x.name === subject);
  if (!s || s.attempted === 0)
    return `आपने अभी तक किसी टेस्ट में **${subject}** का कोई प्रश्न हल नहीं किया है। **टेस्ट** से इसका विषयवार टेस्ट दें, फिर मैं बताऊँगा कि आप कहाँ खड़े हैं।`;
  const topics = g.topics.filter((t) => t.subject === subject && t.attempted > 0);
  const lines = [
    `**${subject}** में आपने अपने टेस्ट में ${s.attempted} प्रश्न हल किए हैं, जिनमें से **${s.accuracy}%** सही हैं।`,
    '',
    'टॉपिक के अनुसार, सबसे कमज़ोर पहले:',
    ...topics.map((t) => `- ${t.name}: ${t.attempted} में से ${t.accuracy}%`),
  ];
  const weak = topics.filter((t) => t.accuracy < 70);
  lines.push(
    '',
    weak.length
      ? `पहले ${list(weak.slice(0, 2).map((t) => t.name))} पर काम करें: मुझसे ${subject} की योजना माँगें, मैं सप्ताह को इन्हीं के आसपास बनाऊँगा।`
      : `हर टॉपिक 70% या उससे ऊपर है: हर सप्ताह ${subject} का एक टेस्ट देकर इसे बनाए रखें।`,
  );
  return lines.join('\n');
}

export function weakAreasHi(g: Grounding): string {
  if (g.totalTests === 0)
    return 'आपने अभी तक कोई टेस्ट नहीं दिया है, इसलिए मैं आपके कमज़ोर क्षेत्र नहीं बता सकता। एक टेस्ट दें और मुझसे दोबारा पूछें।';
  const { weakest, strongest, topics } = weakAreaFacts(g);
  return [
    `आपके सबसे कमज़ोर विषय: ${weakest.map((s) => `**${s.name}** (${s.accuracy}% सही)`).join(', ')}।`,
    `सबसे मज़बूत: ${strongest.map((s) => `**${s.name}** (${s.accuracy}% सही)`).join(', ')}।`,
    topics.length
      ? `शुरुआत के लिए कमज़ोर टॉपिक: ${topics.map((t) => `${t.name} (${t.subject}, ${t.accuracy}%)`).join('; ')}।`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Seconds as "12 मिनट 5 सेकंड" (assistant.ts duration). */
function durationHi(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} मिनट ${s} सेकंड` : `${s} सेकंड`;
}

/** How the student did in the test the message names (builtin-replies.ts resultReply). */
export function resultHi(g: Grounding, ctx: AssistantContext): string {
  const ref = ctx.understanding.test;
  const tr = ctx.testResult;
  if (!ref) {
    const taken = [...new Map(g.results.map((r) => [r.testId, r.test])).values()].slice(0, 5);
    return taken.length
      ? `मुझे इस नाम का कोई टेस्ट नहीं मिला। टेस्ट का वही नाम लिखें जो **टेस्ट** पेज पर है, या उसका कोड; आपके हाल के टेस्ट हैं ${taken.map((t) => `**${t}**`).join(', ')}।`
      : 'मुझे इस नाम का कोई टेस्ट नहीं मिला, और आपने अभी तक कोई टेस्ट नहीं दिया है। **टेस्ट** पेज से एक टेस्ट शुरू करें, फिर मुझसे दोबारा पूछें।';
  }
  if (!ref.test) {
    return ref.how === 'last-mock'
      ? 'आपने अभी तक कोई पूर्ण-अवधि का मॉक टेस्ट नहीं दिया है। **टेस्ट** पेज से एक शुरू करें (प्रकार Full Syllabus), फिर मुझसे दोबारा पूछें।'
      : 'आपने अभी तक कोई टेस्ट नहीं दिया है। **टेस्ट** पेज से एक शुरू करें, फिर मुझसे दोबारा पूछें।';
  }
  if (!tr) {
    return `आपने अभी तक **${ref.test.name}** (${ref.test.code}) नहीं दिया है, इसलिए मेरे पास इसका कोई परिणाम नहीं है। इसे **टेस्ट** पेज से शुरू करें; सबमिट होने के बाद मैं हर प्रश्न पर आपके साथ चर्चा कर सकता हूँ।`;
  }
  const { row, detail, attempts } = tr;
  const lines = [
    `**${row.test}** (${row.code}), ${row.date} को आपका ${attempts.length > 1 ? 'नवीनतम प्रयास' : 'प्रयास'}:`,
    '',
    `- स्कोर: **${number(row.totalScore)} में से ${number(row.score)} (${number(row.percent)}%)**`,
    `- ${row.totalQuestions} प्रश्नों में से ${row.correct} सही, ${row.wrong} गलत, ${row.unattempted} अनुत्तरित; प्रयास किए गए प्रश्नों में सटीकता ${number(row.accuracy)}%`,
    `- समय: ${durationHi(row.timeSpentSeconds)}`,
    detail?.rank
      ? `- रैंक: ${detail.rank.takers} में से ${detail.rank.rank} (पहले प्रयास)`
      : '- रैंक: दोबारा प्रयास की रैंक नहीं गिनी जाती (रैंक केवल पहले प्रयासों की होती है)',
  ];
  if (detail && detail.subjects.length > 1) {
    lines.push(
      '',
      'विषय के अनुसार:',
      ...detail.subjects.map((s) => `- ${s.name}: ${s.questions} में से ${s.correct} सही`),
    );
  }
  if (detail && detail.topics.length > 0) {
    const topics = [...detail.topics]
      .sort((x, y) => x.correct / x.questions - y.correct / y.questions || y.questions - x.questions)
      .slice(0, 5);
    lines.push(
      '',
      'इसमें सबसे कमज़ोर टॉपिक:',
      ...topics.map((t) => `- ${t.name} (${t.subject}): ${t.questions} में से ${t.correct} सही`),
    );
  }
  if (attempts.length > 1) {
    const oldest = attempts.at(-1)!;
    const change = row.percent - oldest.percent;
    lines.push(
      '',
      `आपने इसे ${attempts.length} बार दिया है: ${[...attempts]
        .reverse()
        .map((a) => `${a.date}: ${number(a.percent)}%`)
        .join(', ')} (पहले प्रयास से ${change >= 0 ? '+' : ''}${number(change)} अंक)।`,
    );
  }
  lines.push(
    '',
    'जिन प्रश्नों में चूक हुई उनकी व्याख्या पढ़ने के लिए इसका परिणाम खोलें, फिर इसके सबसे कमज़ोर टॉपिक का अभ्यास करें।',
  );
  return lines.join('\n');
}
