package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/labstack/echo/v4"

	"amparo/store"
)

// pusher sends notifications to subscribed browsers through their push services (Web Push with VAPID).
// It needs the browsers to reach the internet and the page to be on HTTPS; without that nothing is
// subscribed and everything else works the same.
type pusher struct {
	public, private string
	client          webpush.HTTPClient
}

type vapidKeys struct {
	Public  string `json:"public"`
	Private string `json:"private"`
}

func newPusher(ctx context.Context, st *store.Store, client webpush.HTTPClient) (*pusher, error) {
	raw, err := st.VAPIDKeys(ctx, func() (string, error) {
		private, public, err := webpush.GenerateVAPIDKeys()
		if err != nil {
			return "", err
		}
		b, err := json.Marshal(vapidKeys{Public: public, Private: private})
		return string(b), err
	})
	if err != nil {
		return nil, err
	}
	var keys vapidKeys
	if err := json.Unmarshal([]byte(raw), &keys); err != nil {
		return nil, err
	}
	if client == nil {
		client = &http.Client{Timeout: 15 * time.Second}
	}
	return &pusher{public: keys.Public, private: keys.Private, client: client}, nil
}

// push sends a notification to each of the person's browsers, forgetting those the push service
// says are gone. It runs in the background: a slow push service delays nobody.
func (s *Server) push(n store.Notification) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	subs, err := s.store.PushSubscriptionsOf(ctx, n.UserID)
	if err != nil || len(subs) == 0 {
		return
	}
	home, err := s.store.Home(ctx)
	if err != nil {
		return
	}
	payload, _ := json.Marshal(map[string]any{"title": n.Title, "options": n.Options})
	for _, sub := range subs {
		resp, err := webpush.SendNotificationWithContext(ctx, payload,
			&webpush.Subscription{Endpoint: sub.Endpoint, Keys: webpush.Keys{P256dh: sub.P256dh, Auth: sub.Auth}},
			&webpush.Options{HTTPClient: s.pusher.client, Subscriber: "mailto:" + home.Email, TTL: 24 * 3600,
				VAPIDPublicKey: s.pusher.public, VAPIDPrivateKey: s.pusher.private, Urgency: webpush.UrgencyNormal})
		if err != nil {
			s.log.Warn("push", "err", err)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone {
			_ = s.store.DeletePushSubscription(ctx, sub.Endpoint)
		}
	}
}

// pushKey: GET /push/key, the public key a browser subscribes with.
func (s *Server) pushKey(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"publicKey": s.pusher.public})
}

type pushSubscriptionRequest struct {
	Endpoint string `json:"endpoint"`
	Keys     struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// subscribePush: POST /push/subscribe, the browser's PushSubscription as JSON.
func (s *Server) subscribePush(c echo.Context) error {
	var in pushSubscriptionRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	v := newValidation()
	u, err := url.Parse(in.Endpoint)
	v.check(err == nil && u.Scheme == "https" && u.Host != "", "endpoint", "La suscripción no es válida.")
	v.maxLen(in.Endpoint, 1000, "endpoint")
	v.required(in.Keys.P256dh, "keys.p256dh", "La suscripción no es válida.")
	v.required(in.Keys.Auth, "keys.auth", "La suscripción no es válida.")
	v.maxLen(in.Keys.P256dh+in.Keys.Auth, 400, "keys")
	if err := v.err(); err != nil {
		return err
	}
	err = s.store.SavePushSubscription(c.Request().Context(), actorOf(c), store.PushSubscription{
		Endpoint: in.Endpoint, P256dh: strings.TrimSpace(in.Keys.P256dh), Auth: strings.TrimSpace(in.Keys.Auth)})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]string{"message": "Notificaciones activadas en este navegador."})
}

// unsubscribePush: DELETE /push/subscribe {endpoint}.
func (s *Server) unsubscribePush(c echo.Context) error {
	var in pushSubscriptionRequest
	if err := decode(c, &in); err != nil {
		return err
	}
	subs, err := s.store.PushSubscriptionsOf(c.Request().Context(), currentSession(c).User.ID)
	if err != nil {
		return err
	}
	for _, sub := range subs {
		if sub.Endpoint == in.Endpoint {
			if err := s.store.DeletePushSubscription(c.Request().Context(), in.Endpoint); err != nil {
				return err
			}
		}
	}
	return c.JSON(http.StatusOK, map[string]string{"message": "Notificaciones desactivadas en este navegador."})
}
