import { useState } from 'react';
import { getCabinMessages, markCabinMessageRead, type CabinMessage } from '@companion/hub-client';
import { HubDataState, useDateLocale, useHub, useHubData, useHubErrorReason, useMessages } from '@companion/shell';
import { DateText, SafeHtml } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';

const typeKey = { Normal: 'typeNormal', Important: 'typeImportant', Urgent: 'typeUrgent' } as const;

/** /cabinmessages: opening a Sent message makes it Read, then tells the hub (a failure is only logged). */
export function CabinMessagesScreen() {
  const t = useMessages(accountMessages);
  const reason = useHubErrorReason();
  const data = useHubData(getCabinMessages);
  return (
    <section className={styles.page} aria-labelledby="messages-title">
      <h1 id="messages-title" className={styles.title}>
        {t('messagesTitle')}
      </h1>
      <HubDataState
        data={data}
        loadingLabel={t('loadingMessages')}
        failedTitle={data.status === 'failed' ? t('messagesFailed', { error: reason(data.error) }) : ''}
        empty={{ when: (messages) => messages.length === 0, title: t('noMessages') }}
      >
        {(messages) => <MessageList messages={messages} />}
      </HubDataState>
    </section>
  );
}

/** Remounts with each load (the list is not shown while loading), so its copy of the messages starts fresh. */
function MessageList({ messages }: { messages: CabinMessage[] }) {
  const t = useMessages(accountMessages);
  const hub = useHub();
  const locale = useDateLocale();
  const [shown, setShown] = useState(messages);
  const [open, setOpen] = useState<string | undefined>();

  function toggle(message: CabinMessage) {
    const key = String(message.id);
    setOpen((current) => (current === key ? undefined : key));
    if (message.recipientMessageStatus !== 'Sent') return;
    setShown((current) => current.map((m) => (m.id === message.id ? { ...m, recipientMessageStatus: 'Read' } : m)));
    void markCabinMessageRead(hub, message.sourceMessageId);
  }

  return (
    <ul className={styles.list}>
      {shown.map((message) => {
        const key = String(message.id);
        const expanded = open === key;
        return (
          <li key={key} className={styles.message}>
            <button
              type="button"
              className={styles.messageSummary}
              aria-expanded={expanded}
              aria-controls={`message-${key}`}
              onClick={() => toggle(message)}
            >
              <span className={message.messageType === 'Urgent' ? styles.urgentBadge : styles.badge}>
                {t(typeKey[message.messageType])}
              </span>
              {message.recipientMessageStatus === 'Sent' ? <span className={styles.unreadDot}>{t('unread')}</span> : null}
              <strong>{message.messageTitle}</strong>
              <DateText value={message.createdAt} locale={locale} />
            </button>
            {expanded ? (
              <div id={`message-${key}`} className={styles.messageBody}>
                <SafeHtml html={message.messageContent} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
