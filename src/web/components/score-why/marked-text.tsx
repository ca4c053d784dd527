import { markPhrases, type SentimentReasons } from '../../lib/sentiment-reasons';
import classes from './score-why.module.css';

/**
 * Text with the phrases that moved its sentiment marked (docs/product.md#why-this-score). Each
 * piece is a React text node, so a phrase or summary holding markup shows as text.
 */
export function MarkedText({ text, reasons }: { text: string; reasons: SentimentReasons }) {
  return markPhrases(text, reasons).map((piece, index) =>
    piece.pull ? (
      <mark key={index} className={classes.mark} data-pull={piece.pull}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
