package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"
)

// ErrNotParticipant: the user is not in that conversation.
var ErrNotParticipant = errors.New("store: not a participant")

// Chat is a conversation between staff members.
type Chat struct {
	ID           string
	Participants []User
	LastMessage  *Message
	Unread       int
	UpdatedAt    time.Time
}

// Message is one message of a conversation.
type Message struct {
	ID         string
	ChatID     string
	SenderID   string
	SenderName string
	Text       string
	CreatedAt  time.Time
}

// FindOrCreateChat returns the conversation between exactly these people, creating it the first time.
func (s *Store) FindOrCreateChat(ctx context.Context, actor Actor, participants []string) (Chat, error) {
	ids := slices.Clone(participants)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	mine, err := s.ChatsOf(ctx, actor.UserID)
	if err != nil {
		return Chat{}, err
	}
	for _, c := range mine {
		if sameParticipants(c, ids) {
			return c, nil
		}
	}
	id, now := newID(), s.nowText()
	err = s.write(ctx, AuditEntry{Actor: actor, Action: "create", Entity: "chat", EntityID: id}, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO chats (id, created_at, updated_at) VALUES (?, ?, ?)`, id, now, now); err != nil {
			return fmt.Errorf("insert chat: %w", err)
		}
		for _, u := range ids {
			var active int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE id = ? AND deactivated_at IS NULL`, u).Scan(&active); err != nil {
				return err
			}
			if active == 0 {
				return ErrNotFound
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO chat_participants (chat_id, user_id) VALUES (?, ?)`, id, u); err != nil {
				return fmt.Errorf("insert participant: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return Chat{}, err
	}
	return s.ChatFor(ctx, id, actor.UserID)
}

func sameParticipants(c Chat, ids []string) bool {
	got := make([]string, len(c.Participants))
	for i, p := range c.Participants {
		got[i] = p.ID
	}
	slices.Sort(got)
	return slices.Equal(got, ids)
}

// ChatFor returns a conversation as seen by one of its participants (ErrNotParticipant otherwise).
func (s *Store) ChatFor(ctx context.Context, chatID, userID string) (Chat, error) {
	chats, err := s.chats(ctx, userID, chatID)
	if err != nil {
		return Chat{}, err
	}
	if len(chats) == 0 {
		var n int
		if err := s.reader.QueryRowContext(ctx, `SELECT count(*) FROM chats WHERE id = ?`, chatID).Scan(&n); err != nil {
			return Chat{}, err
		}
		if n == 0 {
			return Chat{}, ErrNotFound
		}
		return Chat{}, ErrNotParticipant
	}
	return chats[0], nil
}

// ChatsOf returns a person's conversations, the most recent first, with unread counts.
func (s *Store) ChatsOf(ctx context.Context, userID string) ([]Chat, error) {
	return s.chats(ctx, userID, "")
}

func (s *Store) chats(ctx context.Context, userID, onlyChat string) ([]Chat, error) {
	rows, err := s.reader.QueryContext(ctx, `
		SELECT c.id, c.updated_at,
			(SELECT count(*) FROM messages m WHERE m.chat_id = c.id AND m.sender_id <> ?1 AND m.created_at > p.last_read_at)
		FROM chats c JOIN chat_participants p ON p.chat_id = c.id AND p.user_id = ?1
		WHERE ?2 = '' OR c.id = ?2
		ORDER BY c.updated_at DESC, c.id DESC`, userID, onlyChat)
	if err != nil {
		return nil, fmt.Errorf("list chats: %w", err)
	}
	out := []Chat{}
	for rows.Next() {
		var c Chat
		var updated string
		if err := rows.Scan(&c.ID, &updated, &c.Unread); err != nil {
			rows.Close()
			return nil, fmt.Errorf("scan chat: %w", err)
		}
		c.UpdatedAt = parseTime(updated)
		out = append(out, c)
	}
	rows.Close()
	for i := range out {
		people, err := s.reader.QueryContext(ctx, `SELECT `+userColumns+` FROM users u
			JOIN chat_participants p ON p.user_id = u.id WHERE p.chat_id = ? ORDER BY u.search`, out[i].ID)
		if err != nil {
			return nil, fmt.Errorf("chat participants: %w", err)
		}
		for people.Next() {
			u, err := scanUser(people)
			if err != nil {
				people.Close()
				return nil, err
			}
			out[i].Participants = append(out[i].Participants, u)
		}
		people.Close()
		last, err := scanMessage(s.reader.QueryRowContext(ctx, `SELECT `+messageColumns+` FROM messages
			WHERE chat_id = ? ORDER BY created_at DESC, id DESC LIMIT 1`, out[i].ID))
		if err == nil {
			out[i].LastMessage = &last
		} else if !errors.Is(err, ErrNotFound) {
			return nil, err
		}
	}
	return out, nil
}

const messageColumns = `id, chat_id, sender_id, sender_name, text, created_at`

func scanMessage(row rowScanner) (Message, error) {
	var m Message
	var created string
	err := row.Scan(&m.ID, &m.ChatID, &m.SenderID, &m.SenderName, &m.Text, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Message{}, ErrNotFound
	}
	if err != nil {
		return Message{}, fmt.Errorf("scan message: %w", err)
	}
	m.CreatedAt = parseTime(created)
	return m, nil
}

// Messages returns one page of a conversation: page 1 is the newest limit messages, page 2 the ones
// before, each page in the order they were written.
func (s *Store) Messages(ctx context.Context, chatID string, page, limit int) ([]Message, error) {
	out, err := queryAll(ctx, s.reader, scanMessage, `SELECT `+messageColumns+` FROM messages WHERE chat_id = ?
		ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, chatID, limit, (page-1)*limit)
	if err != nil {
		return nil, fmt.Errorf("list messages: %w", err)
	}
	slices.Reverse(out)
	return out, nil
}

// AddMessage stores a message from one of the participants and marks the chat read for them.
func (s *Store) AddMessage(ctx context.Context, actor Actor, chatID, text string) (Message, error) {
	if _, err := s.ChatFor(ctx, chatID, actor.UserID); err != nil {
		return Message{}, err
	}
	m := Message{ID: newID(), ChatID: chatID, SenderID: actor.UserID, SenderName: actor.Name, Text: text}
	now := s.nowText()
	err := s.write(ctx, AuditEntry{Actor: actor, Action: "message", Entity: "chat", EntityID: chatID}, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO messages (id, chat_id, sender_id, sender_name, text, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, m.ID, chatID, actor.UserID, actor.Name, text, now); err != nil {
			return fmt.Errorf("insert message: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE chats SET updated_at = ? WHERE id = ?`, now, chatID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE chat_participants SET last_read_at = ? WHERE chat_id = ? AND user_id = ?`, now, chatID, actor.UserID)
		return err
	})
	if err != nil {
		return Message{}, err
	}
	m.CreatedAt = parseTime(now)
	return m, nil
}

// MarkChatRead marks every message of the conversation read for the participant.
func (s *Store) MarkChatRead(ctx context.Context, userID, chatID string) error {
	res, err := s.execWrite(ctx, `UPDATE chat_participants SET last_read_at = ? WHERE chat_id = ? AND user_id = ?`,
		s.nowText(), chatID, userID)
	if err != nil {
		return fmt.Errorf("mark chat read: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotParticipant
	}
	return nil
}
