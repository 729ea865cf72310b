package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Error is the one error shape of the API: {"message": "...", "fields": {"field": "..."}}.
type Error struct {
	Status  int               `json:"-"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields"`
	// ExistingID names the record a conflict is with, when the caller should open it instead.
	ExistingID string `json:"existingId,omitempty"`
	// RetryAfter, in seconds, is sent as Retry-After when set (a refusal that passes).
	RetryAfter int `json:"-"`
}

func (e *Error) Error() string { return e.Message }

func newError(status int, message string) *Error {
	return &Error{Status: status, Message: message, Fields: map[string]string{}}
}

// Messages shared by many handlers.
const (
	msgBadRequest    = "La solicitud no es válida."
	msgBadJSON       = "Los datos enviados no tienen un formato válido."
	msgUnauthorized  = "Tu sesión ha caducado. Inicia sesión de nuevo."
	msgForbidden     = "No tienes permiso para realizar esta acción."
	msgNotFound      = "No se encontró lo que buscas."
	msgNotAllowed    = "Esta acción no está disponible."
	msgTooLarge      = "Los datos enviados son demasiado grandes."
	msgTooMany       = "Demasiadas solicitudes. Espera unos minutos antes de volver a intentarlo."
	msgInvalid       = "Revisa los campos marcados."
	msgConflict      = "Ese valor ya está en uso."
	msgInternal      = "Ha ocurrido un error inesperado. Inténtalo de nuevo y, si persiste, avisa al administrador."
	msgUnsupportedMT = "El tipo de contenido no es válido."
	// msgArchivedResident: DESIGN 7, nothing of an archived resident is written until they are restored (409).
	msgArchivedResident = "El residente está archivado."
	// msgBusy: the write lock stayed taken for the whole wait (store.ErrBusy): 503 with Retry-After.
	msgBusy = "El servidor está ocupado guardando otros datos: no se ha guardado nada. Vuelve a intentarlo en unos segundos."
)

var (
	errUnauthorized = func() *Error { return newError(http.StatusUnauthorized, msgUnauthorized) }
	errForbidden    = func() *Error { return newError(http.StatusForbidden, msgForbidden) }
	// errOwnAdminRole: an administrator would lock themselves out of the staff administration.
	errOwnAdminRole = func() *Error {
		return newError(http.StatusConflict, "No puedes quitarte tu propio rol administrativo.")
	}
)

// conflictMessages names, per column, what a unique conflict means to the person typing.
var conflictMessages = map[string]struct{ field, message string }{
	"users.username":            {"username", "Ese nombre de usuario ya está en uso."},
	"users.email":               {"email", "Ese correo electrónico ya está en uso."},
	"residents.room":            {"room", "La habitación ya está ocupada por otro residente activo."},
	"residents.social_security": {"socialSecurity", "Ya hay un residente con ese número de la Seguridad Social."},
	"areas.name":                {"name", "Ya existe un área con ese nombre."},
}

// errorHandler turns every error a handler returns into the one JSON shape. Raw errors are logged,
// never sent.
func errorHandler(log *slog.Logger) echo.HTTPErrorHandler {
	return func(err error, c echo.Context) {
		if c.Response().Committed {
			return
		}
		apiErr := toAPIError(err)
		if apiErr.Status >= 500 && !errors.Is(err, context.Canceled) {
			log.Error("request failed", "method", c.Request().Method, "path", c.Request().URL.Path, "err", err)
		}
		if apiErr.RetryAfter > 0 {
			c.Response().Header().Set("Retry-After", strconv.Itoa(apiErr.RetryAfter))
		}
		if c.Request().Method == http.MethodHead {
			err = c.NoContent(apiErr.Status)
		} else {
			err = c.JSON(apiErr.Status, apiErr)
		}
		if err != nil {
			log.Error("write error response", "err", err)
		}
	}
}

func toAPIError(err error) *Error {
	var apiErr *Error
	if errors.As(err, &apiErr) {
		if apiErr.Fields == nil {
			apiErr.Fields = map[string]string{}
		}
		return apiErr
	}
	var conflict *store.ConflictError
	if errors.As(err, &conflict) {
		e := newError(http.StatusConflict, msgConflict)
		if m, ok := conflictMessages[conflict.Field]; ok {
			e.Message = m.message
			e.Fields[m.field] = m.message
		}
		return e
	}
	var lookalike *store.LookalikeError
	if errors.As(err, &lookalike) {
		return fieldError(http.StatusConflict, "username", msgUsernameLookalike(lookalike.Existing))
	}
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgNotFound)
	}
	if errors.Is(err, store.ErrArchivedResident) {
		return newError(http.StatusConflict, msgArchivedResident)
	}
	if errors.Is(err, store.ErrBusy) {
		e := newError(http.StatusServiceUnavailable, msgBusy)
		e.RetryAfter = 1
		return e
	}
	var httpErr *echo.HTTPError
	if errors.As(err, &httpErr) {
		return newError(httpErr.Code, statusMessage(httpErr.Code))
	}
	return newError(http.StatusInternalServerError, msgInternal)
}

func statusMessage(status int) string {
	switch status {
	case http.StatusBadRequest:
		return msgBadRequest
	case http.StatusUnauthorized:
		return msgUnauthorized
	case http.StatusForbidden:
		return msgForbidden
	case http.StatusNotFound:
		return msgNotFound
	case http.StatusMethodNotAllowed:
		return msgNotAllowed
	case http.StatusRequestEntityTooLarge:
		return msgTooLarge
	case http.StatusUnsupportedMediaType:
		return msgUnsupportedMT
	case http.StatusTooManyRequests:
		return msgTooMany
	}
	return msgInternal
}
