// Unit tests see the interface in both languages: the Hindi messages are a lazy chunk in the app, loaded here
// before any test runs (lib/i18n/catalogue.ts loadHindi).
import { loadHindi } from './lib/i18n/catalogue.ts';

await loadHindi();
