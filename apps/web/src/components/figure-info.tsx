import type { FigureKey } from '@aspirant/domain/figures.ts';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId, useMemo, useState } from 'react';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** A figure's name and one-line definition in the interface language (English: domain/figures.ts). */
export interface FigureTexts {
  name: (figure: FigureKey) => string;
  definition: (figure: FigureKey) => string;
}

/** The figures' names and definitions in the interface language. */
export function useFigures(): FigureTexts {
  const t = useT();
  return useMemo(
    () => ({
      name: (figure) => t(`figures.${figure}Name`),
      definition: (figure) => t(`figures.${figure}Definition`),
    }),
    [t],
  );
}

/**
 * The "how is this computed" tip of one figure (issue 15): a focusable button named 'How is <name> computed?'
 * whose tip is the figure's one-line definition (domain/figures.ts). It opens on hover, on keyboard focus and on
 * a tap or click (touch has no hover), closes with Escape, on leaving or after a while, and the definition is the button's
 * description (aria-describedby) so a screen reader reads it without opening anything.
 */
export function FigureInfo({ figure, name }: { figure: FigureKey; name?: string }) {
  const descriptionId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const t = useT();
  const figures = useFigures();
  const definition = figures.definition(figure);
  const label = name ?? figures.name(figure);
  return (
    <>
      <Tooltip
        title={definition}
        open={isOpen}
        onOpen={() => setIsOpen(true)}
        onClose={() => setIsOpen(false)}
        enterTouchDelay={0}
        leaveTouchDelay={8000}
        describeChild
        arrow
      >
        <IconButton
          size="small"
          aria-label={t('figures.howComputed', { name: label })}
          aria-describedby={descriptionId}
          // Opens, never toggles: a tap fires touchstart (which opens) and then click.
          onClick={() => setIsOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsOpen(false);
          }}
          sx={{ p: 0.25, color: 'text.secondary', verticalAlign: 'middle' }}
        >
          <InfoOutlinedIcon sx={{ fontSize: 18 }} />
        </IconButton>
      </Tooltip>
      <span id={descriptionId} hidden>
        {definition}
      </span>
    </>
  );
}
