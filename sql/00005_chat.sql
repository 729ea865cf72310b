-- +goose Up

CREATE TABLE chats (
    id         TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL     -- the last message's time, for ordering conversations
) STRICT;

CREATE TABLE chat_participants (
    chat_id      TEXT NOT NULL REFERENCES chats(id),
    user_id      TEXT NOT NULL REFERENCES users(id),
    last_read_at TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (chat_id, user_id)
) STRICT;
CREATE INDEX chat_participants_user ON chat_participants (user_id);

CREATE TABLE messages (
    id          TEXT PRIMARY KEY,
    chat_id     TEXT NOT NULL REFERENCES chats(id),
    sender_id   TEXT NOT NULL REFERENCES users(id),
    sender_name TEXT NOT NULL,
    text        TEXT NOT NULL,
    created_at  TEXT NOT NULL
) STRICT;
CREATE INDEX messages_chat ON messages (chat_id, created_at);

-- Conversations with the AI assistant, one history per person.
CREATE TABLE ai_messages (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id),
    role       TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    content    TEXT NOT NULL,
    created_at TEXT NOT NULL
) STRICT;
CREATE INDEX ai_messages_user ON ai_messages (user_id, created_at);

-- Browser push subscriptions (Web Push), one per browser.
CREATE TABLE push_subscriptions (
    endpoint   TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id),
    p256dh     TEXT NOT NULL,
    auth       TEXT NOT NULL,
    created_at TEXT NOT NULL
) STRICT;

-- +goose Down
DROP TABLE push_subscriptions;
DROP TABLE ai_messages;
DROP TABLE messages;
DROP TABLE chat_participants;
DROP TABLE chats;
