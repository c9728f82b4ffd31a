// `npm run bench [-- name ...]`: runs the named benchmarks (all by default) and prints their figures as JSON.
import { analytics } from './analytics.ts';
import { assistantEval } from './assistant-eval.ts';
import { authTiming } from './auth-timing.ts';
import { autosave } from './autosave.ts';
import { bankSearch } from './bank-search.ts';
import { examDayBench } from './exam-day.ts';
import { examRoomBench } from './exam-room.ts';
import { fault } from './fault.ts';
import { importBench } from './import.ts';
import { itemAnalysisBench } from './item-analysis.ts';
import { pages } from './pages.ts';
import { performancePages } from './performance.ts';
import { search } from './search.ts';
import { security } from './security.ts';
import { startSpike } from './start-spike.ts';

const BENCHES: Record<string, () => Promise<Record<string, unknown>>> = {
  autosave,
  'start-spike': startSpike,
  search,
  fault,
  analytics,
  'performance-pages': performancePages,
  'exam-day': examDayBench,
  'exam-room': examRoomBench,
  security,
  'auth-timing': authTiming,
  'assistant-eval': assistantEval,
  pages,
  import: importBench,
  'bank-search': bankSearch,
  'item-analysis': itemAnalysisBench,
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const chosen = names.length ? names : Object.keys(BENCHES);
for (const name of chosen) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`Unknown benchmark ${name}. Known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  const started = performance.now();
  const figures = await bench();
  console.log(
    JSON.stringify(
      { bench: name, seconds: Math.round((performance.now() - started) / 1000), ...figures },
      null,
      2,
    ),
  );
}
process.exit(0);
