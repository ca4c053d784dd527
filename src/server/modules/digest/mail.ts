import type { Mail } from '../../mail/mailer.js';

/** What the digest shows of a recommendation (the recommendations contract's fields it reads). */
export interface DigestItem {
  id: number;
  title: string;
  source: string;
  reason: string;
}

interface DigestMail {
  to: string;
  username: string;
  localDate: string;
  items: DigestItem[];
  publicUrl: string;
  unsubscribeUrl: string;
}

/** The digest as plain text, with List-Unsubscribe headers for one-click unsubscribing (RFC 8058). */
export function composeDigestMail({ to, username, localDate, items, publicUrl, unsubscribeUrl }: DigestMail): Mail {
  const stories = items.map((item, index) =>
    [`${index + 1}. ${item.title}`, `   ${item.source} · ${item.reason}`, `   ${new URL(`/news/${item.id}`, publicUrl).toString()}`].join('\n'),
  );
  return {
    to,
    subject: `Your AlphaWire digest for ${localDate}`,
    text:
      `Hello ${username},\n\nYour top ${items.length === 1 ? 'story' : `${items.length} stories`} today:\n\n${stories.join('\n\n')}\n\n` +
      `You get this mail because you turned on the daily digest in your AlphaWire news preferences.\n` +
      `Unsubscribe in one click (no sign-in needed): ${unsubscribeUrl}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
