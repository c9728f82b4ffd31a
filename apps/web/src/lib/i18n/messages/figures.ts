import { FIGURES, type FigureKey } from '@aspirant/domain/figures.ts';
import { defineEnglish } from '../define.ts';

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
export const figuresMessages = defineEnglish({
  ...englishOfRegistry(),
  howComputed: 'How is {name} computed?',
});
