import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import IconButton from '@mui/material/IconButton';
import { useToggleBookmark } from '../lib/bookmarks.ts';

/** Saves or removes a question (issue 15: Saved questions); a toggle button, pressed while saved. */
export function BookmarkToggle({
  questionId,
  isBookmarked,
  label,
}: {
  questionId: number;
  isBookmarked: boolean;
  /** The button's name, e.g. 'Save question 4'. */
  label: string;
}) {
  const toggle = useToggleBookmark();
  const isSaved = toggle.isPending ? toggle.variables.save : isBookmarked;
  return (
    <IconButton
      aria-label={label}
      aria-pressed={isSaved}
      onClick={() => toggle.mutate({ questionId, save: !isSaved })}
      color={isSaved ? 'primary' : 'default'}
    >
      {isSaved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
    </IconButton>
  );
}
