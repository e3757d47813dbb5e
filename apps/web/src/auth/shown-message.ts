import { MESSAGES, type MessageKey, type Messages } from '@portico/application';

/**
 * An English message in the language shown. The account cards' rules (auth-rules.ts,
 * auth-schemas.ts: the schemas and the password checks the server shares) write their messages in
 * English; a catalogue has each under the same key. Any other text (a server's message, already in
 * the request's language) is left as it is.
 */
export function shownMessage(message: string, messages: Messages): string {
  if (messages === MESSAGES) return message;
  const key = (Object.keys(MESSAGES) as MessageKey[]).find((candidate) => MESSAGES[candidate] === message);
  return key ? messages[key] : message;
}
