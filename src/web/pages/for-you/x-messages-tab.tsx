import { XMessageList } from '../../components/x/x-message-list';

/** The X Messages tab: the message centre's panel (spec 2 §2). */
export function XMessagesTab() {
  return <XMessageList />;
}
