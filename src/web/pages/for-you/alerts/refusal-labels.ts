import type { ChannelField } from '../../../../contracts/alerts';

export interface LabelledRefusal {
  /** The refusal, each field named by its label. */
  message: string;
  /** The keys of the fields it named, to mark them invalid. */
  keys: string[];
}

const startsWithKey = (sentence: string, key: string) => sentence.startsWith(key) && !/\w/.test(sentence.charAt(key.length));

/**
 * The server's refusal of a channel's settings names a field as its notifier's schema does, by its
 * key ("url must be an http(s) URL"; several problems joined by "; "), while the member sees the
 * field's label ("Endpoint URL"): each sentence that starts with a key of the type's fields starts
 * with its label instead. Labels are drawn without the form's "(optional)".
 */
export function labelledRefusal(message: string, fields: ChannelField[]): LabelledRefusal {
  const keys: string[] = [];
  const sentences = message.split('; ').map((sentence) => {
    const field = fields.find((candidate) => startsWithKey(sentence, candidate.key));
    if (!field) return sentence;
    keys.push(field.key);
    return `${field.label}${sentence.slice(field.key.length)}`;
  });
  return { message: sentences.join('; '), keys };
}
