package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"time"
)

// AIMessage is one turn of a person's conversation with the assistant.
type AIMessage struct {
	ID        string
	UserID    string
	Role      string // user, assistant
	Content   string
	CreatedAt time.Time
}

// AIHistory returns the person's last limit turns, oldest first.
func (s *Store) AIHistory(ctx context.Context, userID string, limit int) ([]AIMessage, error) {
	rows, err := s.reader.QueryContext(ctx, `SELECT id, user_id, role, content, created_at FROM ai_messages
		WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("assistant history: %w", err)
	}
	defer rows.Close()
	out := []AIMessage{}
	for rows.Next() {
		var m AIMessage
		var created string
		if err := rows.Scan(&m.ID, &m.UserID, &m.Role, &m.Content, &created); err != nil {
			return nil, fmt.Errorf("scan assistant message: %w", err)
		}
		m.CreatedAt = parseTime(created)
		out = append(out, m)
	}
	slices.Reverse(out)
	return out, rows.Err()
}

// AddAIExchange stores a question and the assistant's answer.
func (s *Store) AddAIExchange(ctx context.Context, actor Actor, prompt, answer string) (AIMessage, AIMessage, error) {
	asked := AIMessage{ID: newID(), UserID: actor.UserID, Role: "user", Content: prompt}
	replied := AIMessage{ID: newID(), UserID: actor.UserID, Role: "assistant", Content: answer}
	now := s.Now()
	asked.CreatedAt, replied.CreatedAt = now, now.Add(time.Microsecond)
	err := s.write(ctx, AuditEntry{Actor: actor, Action: "ask", Entity: "assistant"}, func(tx *sql.Tx) error {
		for _, m := range []AIMessage{asked, replied} {
			if _, err := tx.ExecContext(ctx, `INSERT INTO ai_messages (id, user_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)`,
				m.ID, m.UserID, m.Role, m.Content, formatTime(m.CreatedAt)); err != nil {
				return fmt.Errorf("insert assistant message: %w", err)
			}
		}
		return nil
	})
	return asked, replied, err
}
