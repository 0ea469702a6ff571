import { ChatPanel } from '../../chat/ChatPanel';
import styles from '../../chat/chat-screen.module.css';

/** `/chat`: the chat as a page of its own on phones (a dialog over the page on desktop). */
export default function ChatScreen() {
  return (
    <div className={styles.screen}>
      <ChatPanel />
    </div>
  );
}
