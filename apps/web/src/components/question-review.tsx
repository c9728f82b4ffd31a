import type { Language } from '@aspirant/contract/profile.ts';
import type { Solution } from '@aspirant/contract/results.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { optionLetter } from '../lib/format.ts';
import { useI18n } from '../lib/i18n/i18n-provider.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { QuestionImage } from './question-image.tsx';
import { QuestionText } from './question-text.tsx';

/** One language's text of a question (a saved question's is the same shape). */
type ReviewText = Solution['en'];

/** How an option stands out: a thicker border in its tone and words beside it (the key, the student's pick). */
export interface OptionMark {
  tone: 'success' | 'error';
  label: string;
}

/**
 * A question as reviewed after the fact (a result's solution, a saved question): its subject, topic and
 * difficulty, the English / हिन्दी switch when it has Hindi, the question, its image, and its lettered options,
 * each with its mark, then `children` (the explanation) in the same language.
 */
export function QuestionReview({
  subject,
  topic,
  difficulty,
  en,
  hi,
  image,
  imageAlt,
  initialLanguage,
  markOf,
  alignBaseline = false,
  children,
}: {
  subject: string;
  topic: string;
  /** The difficulty's label, in the interface's language. */
  difficulty: string;
  en: ReviewText;
  hi: ReviewText | null;
  /** The question's image (issue 16): its signed link or seed path, null without one; as the test showed it. */
  image: string | null;
  /** The image's text alternative ('Figure for question 3', as in the test). */
  imageAlt: string;
  /** Until the student switches (it may arrive after the question). */
  initialLanguage: Language;
  markOf: (index: number) => OptionMark | null;
  alignBaseline?: boolean;
  children: (text: ReviewText) => ReactNode;
}) {
  const { language: uiLanguage } = useI18n();
  const [chosen, setLanguage] = useState<Language | null>(null);
  const language = chosen ?? initialLanguage;
  const text = language === 'hi' && hi ? hi : en;
  const lang = language === 'hi' && hi ? 'hi' : 'en';
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${subject} · ${topic} · ${difficulty}`}
      </Typography>
      {hi && (
        <Box sx={{ mb: 1.5 }}>
          <LanguageSwitch value={language} onChange={setLanguage} />
        </Box>
      )}
      <Box lang={lang}>
        <Typography component="div" sx={{ mb: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <QuestionText text={text.question} />
        </Typography>
        {image && <QuestionImage src={image} alt={imageAlt} />}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, mb: 2 }}>
          {text.options.map((option, i) => {
            const mark = markOf(i);
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed per question; the index is their letter.
                key={i}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  ...(alignBaseline && { alignItems: 'baseline' }),
                  // A thicker border and words, no tint: the marker's colour keeps its contrast on the paper.
                  border: mark ? 2 : 1,
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                  borderColor: mark ? `${mark.tone}.main` : 'divider',
                }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>{`${optionLetter(i)}.`}</Box>
                <Box component="span" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  <QuestionText text={option} inline />
                </Box>
                {mark && (
                  <Box
                    component="span"
                    lang={uiLanguage}
                    sx={{ typography: 'body2', fontWeight: 700, color: `${mark.tone}.main` }}
                  >
                    {mark.label}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
        {children(text)}
      </Box>
    </>
  );
}
