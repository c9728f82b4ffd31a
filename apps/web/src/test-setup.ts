// Unit tests see every screen's text in both languages: the pages' English and the Hindi are lazy chunks in the
// app (lib/i18n/catalogue.ts loadEnglish, loadHindi), loaded here before any test runs.
import { loadEnglish, loadHindi } from './lib/i18n/catalogue.ts';

await Promise.all([loadEnglish(), loadHindi()]);
