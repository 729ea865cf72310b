package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// AssistantConfig points at any OpenAI-compatible chat-completions endpoint (a LAN Ollama or llama.cpp
// server, or a hosted one). With no URL the assistant is off.
type AssistantConfig struct {
	URL     string // base URL, e.g. http://192.168.1.20:11434/v1, or the full .../chat/completions
	Model   string
	Key     string
	Timeout time.Duration
}

const assistantSystemPrompt = `Eres el asistente de Amparo, el programa que usa el personal de una residencia de mayores en España
(enfermeras, médicos, trabajadoras sociales y personal administrativo). Responde siempre en español, con frases
claras y breves, con tono amable y profesional. Ayudas con dudas de organización, redacción de notas e informes,
actividades para los residentes y cuidados generales. No tienes acceso a los datos de los residentes. No des
diagnósticos ni pautas de medicación: recuerda que esas decisiones corresponden al médico.`

const assistantHistory = 10 // earlier turns sent with each question

var errAssistantTimeout = errors.New("assistant timed out")

type aiMessageJSON struct {
	ID        string `json:"_id"`
	Role      string `json:"role"`
	Content   string `json:"content"`
	CreatedAt string `json:"createdAt"`
}

func toAIMessageJSON(m store.AIMessage) aiMessageJSON {
	return aiMessageJSON{ID: m.ID, Role: m.Role, Content: m.Content, CreatedAt: m.CreatedAt.UTC().Format(time.RFC3339Nano)}
}

// askAssistant: POST /chat/ai {prompt, userId}. The history is the caller's own, whatever userId says.
func (s *Server) askAssistant(c echo.Context) error {
	if s.ai.URL == "" {
		return newError(http.StatusServiceUnavailable, "El asistente no está configurado.")
	}
	var body struct {
		Prompt string `json:"prompt"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	prompt := strings.TrimSpace(body.Prompt)
	v := newValidation()
	v.required(prompt, "prompt", "Escribe tu pregunta.")
	v.maxLen(prompt, 4000, "prompt")
	if err := v.err(); err != nil {
		return err
	}
	ctx, me := c.Request().Context(), currentSession(c).User
	history, err := s.store.AIHistory(ctx, me.ID, assistantHistory)
	if err != nil {
		return err
	}
	answer, err := s.completion(ctx, history, prompt)
	switch {
	case errors.Is(err, errAssistantTimeout):
		return newError(http.StatusGatewayTimeout, "El asistente está tardando demasiado. Inténtalo de nuevo en un momento.")
	case err != nil:
		s.log.Warn("assistant failed", "err", err)
		return newError(http.StatusBadGateway, "El asistente no ha podido responder. Inténtalo más tarde.")
	}
	asked, replied, err := s.store.AddAIExchange(ctx, actorOf(c), prompt, answer)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"prompt": toAIMessageJSON(asked), "reply": toAIMessageJSON(replied)})
}

// assistantHistory: GET /chat/ai/:userId, only the caller's own.
func (s *Server) assistantHistory(c echo.Context) error {
	me := currentSession(c).User
	if c.Param("userId") != me.ID {
		return s.deny(c, "assistant", c.Param("userId"))
	}
	history, err := s.store.AIHistory(c.Request().Context(), me.ID, 200)
	if err != nil {
		return err
	}
	out := make([]aiMessageJSON, len(history))
	for i, m := range history {
		out[i] = toAIMessageJSON(m)
	}
	return c.JSON(http.StatusOK, map[string]any{"configured": s.ai.URL != "", "messages": out})
}

// completion asks the configured endpoint, with the system prompt and the recent history.
func (s *Server) completion(ctx context.Context, history []store.AIMessage, prompt string) (string, error) {
	type message struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	msgs := []message{{Role: "system", Content: assistantSystemPrompt}}
	for _, h := range history {
		msgs = append(msgs, message{Role: h.Role, Content: h.Content})
	}
	msgs = append(msgs, message{Role: "user", Content: prompt})
	payload, err := json.Marshal(map[string]any{"model": s.ai.Model, "messages": msgs, "stream": false})
	if err != nil {
		return "", err
	}
	timeout := s.ai.Timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	endpoint := strings.TrimRight(s.ai.URL, "/")
	if !strings.HasSuffix(endpoint, "/chat/completions") {
		endpoint += "/chat/completions"
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	if s.ai.Key != "" {
		req.Header.Set("Authorization", "Bearer "+s.ai.Key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return "", errAssistantTimeout
		}
		return "", err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return "", errAssistantTimeout
		}
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("assistant answered %d: %.200s", resp.StatusCode, raw)
	}
	var out struct {
		Choices []struct {
			Message message `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(raw, &out); err != nil || len(out.Choices) == 0 || strings.TrimSpace(out.Choices[0].Message.Content) == "" {
		return "", fmt.Errorf("assistant answer unreadable: %.200s", raw)
	}
	return strings.TrimSpace(out.Choices[0].Message.Content), nil
}
