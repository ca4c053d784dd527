import { XMessageList } from '../../components/x/x-message-list';

/** The X Messages tab: the message centre's panel (docs/product.md#message-centre). */
export function XMessagesTab() {
  return <XMessageList />;
}
